import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@meridian/contract';

import { Amount, coinPrecision, formatAmount } from '../../../components/ui/amount';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { accountKeyOf, type BillEventView } from '../model/bill';
import { billOrderLink, billSentence, type SentenceFormat } from '../model/bill-sentence';
import './payout.css';

/** Numbers inside a sentence through the one formatter, grouped per language. */
const SENTENCE_FORMAT: SentenceFormat = {
  // The pair's precision is not on the event: as many decimals as the price has, at least two.
  price: (v) => formatAmount(v, { kind: 'price', precision: coinPrecision(v) }) ?? v,
  amount: (v) => formatAmount(v, { kind: 'amount', precision: coinPrecision(v) }) ?? v,
};

/** The event's words: its sentence in the reader's language, or the reason's own text. */
function useSentence(event: BillEventView) {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const sentence = billSentence(event, SENTENCE_FORMAT);
    if (sentence.key === null) return { text: event.reason_text, parts: sentence.parts };
    const words: Record<string, string> = {};
    for (const [name, key] of Object.entries(sentence.words)) words[name] = t(key);
    return {
      text: t(`bill.event.${sentence.key}`, { ...sentence.values, ...words }),
      parts: sentence.parts,
    };
    // The language is what changes the words; t is stable per language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [event, i18n.language]);
}

/**
 * One business event of the bill: a sentence with its parts ("Opened BTC/USDT long 10×: margin
 * 80.29 USDT, fee 0.80 USDT"), the account and time, an operator's note; the row opens the
 * order, position or record it belongs to.
 */
export function BillEventRow({ event }: { event: BillEventView }) {
  const { t } = useTranslation();
  const { text, parts } = useSentence(event);
  const link = billOrderLink(event);
  const body: ReactNode = (
    <>
      <p className="payout-bill-row__sentence">
        <span className="payout-bill-row__reason">{text}</span>
        {parts.length > 0 ? ': ' : null}
        {parts.map((part, i) => (
          <Fragment key={`${part.label}-${part.currency}-${i}`}>
            {i > 0 ? ', ' : null}
            <span className="payout-bill-row__part">
              {t(`bill.part.${part.label}`)}{' '}
              <Amount
                value={part.value}
                kind="amount"
                precision={coinPrecision(part.value)}
                signed={part.signed}
                colored={part.signed}
                suffix={part.currency}
              />
            </span>
          </Fragment>
        ))}
      </p>
      <div className="payout-bill-row__meta">
        <span>
          {t('bill.accountLabel', {
            account: t(`bill.account.${accountKeyOf(event.account_type)}`),
          })}
        </span>
        <span className="payout-bill-row__time">{formatDateTime(event.created_at)}</span>
      </div>
      {event.memo ? (
        <p className="row-note payout-bill-row__memo">
          <span className="payout-bill-row__memo-label">{t('bill.memo')}</span>
          {event.memo}
        </p>
      ) : null}
    </>
  );
  return (
    <li className="payout-bill-row" data-testid="payout-bill-row" data-reason={event.reason}>
      {link ? (
        <Link to={link} className="payout-bill-row__link">
          <div className="payout-bill-row__body">{body}</div>
          <ChevronRightIcon className="payout-bill-row__chevron" aria-hidden />
        </Link>
      ) : (
        <div className="payout-bill-row__body">{body}</div>
      )}
    </li>
  );
}
