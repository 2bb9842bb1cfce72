import type { ConversionQuoteView, ConvertibleCurrencyView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Percent } from '../../../components/ui/amount';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { CoinAmount } from '../../../features/wallet/components/coin-amount';
import { InfoLines } from '../../../features/wallet/components/info-lines';
import '../../../features/wallet/components/wallet.css';
import { QuoteCountdown } from './quote-countdown';
import './convert.css';

export interface ConvertConfirmSheetProps {
  visible: boolean;
  from: ConvertibleCurrencyView;
  to: ConvertibleCurrencyView;
  /** The amount the quote was asked for, which the conversion repeats. */
  amount: string;
  quote: ConversionQuoteView | undefined;
  live: boolean;
  seconds: number;
  fetching: boolean;
  /** The server refused the quote (expired on the way, or used): nothing was converted. */
  refused: boolean;
  submitting: boolean;
  onConfirm: () => void;
  onRefresh: () => void;
  onClose: () => void;
}

/**
 * The held quote to accept, as the other confirmations ask (futures, withdraw): what is paid,
 * the rate, the fee and exactly what arrives, with the seconds left to accept it. Once it lapses
 * the main button asks for a new quote instead; nothing is sent without a live one.
 */
export function ConvertConfirmSheet({
  visible,
  from,
  to,
  amount,
  quote: q,
  live,
  seconds,
  fetching,
  refused,
  submitting,
  onConfirm,
  onRefresh,
  onClose,
}: ConvertConfirmSheetProps) {
  const { t } = useTranslation();
  const shown = (value: string | null | undefined, coin: string) =>
    value ? <CoinAmount value={value} currency={coin} /> : '--';
  return (
    <BottomSheet
      visible={visible}
      onClose={onClose}
      maskClosable={!submitting}
      title={t('fund.convert.confirmTitle')}
      destroyOnClose
    >
      <div className="sheet__content" data-testid="convert-confirm-sheet">
        <InfoLines
          className="wallet-info-lines--sheet"
          lines={[
            { key: 'pay', label: t('fund.convert.pay'), value: shown(amount, from.currency_name) },
            {
              key: 'rate',
              label: t('fund.convert.rate'),
              value: q?.rate ? (
                <>
                  1 {from.currency_name} = <CoinAmount value={q.rate} currency={to.currency_name} />
                </>
              ) : (
                '--'
              ),
            },
            {
              key: 'fee',
              label: t('fund.convert.fee'),
              value: q?.fee ? (
                <>
                  <CoinAmount value={q.fee} currency={to.currency_name} /> (
                  <Percent value={q.fee_rate} ratio signed={false} />)
                </>
              ) : (
                '--'
              ),
            },
            {
              key: 'receive',
              label: t('fund.convert.receive'),
              value: shown(q?.receive, to.currency_name),
              strong: true,
            },
          ]}
        />
        <QuoteCountdown live={live} seconds={seconds} fetching={fetching} onRefresh={onRefresh} />
        {refused ? (
          <p className="convert-refused" role="alert" data-testid="quote-refused">
            {t('fund.convert.quoteRefused')}
          </p>
        ) : null}
        <p className="wallet-quote__note">{t('fund.convert.heldNote')}</p>
        {live ? (
          <PrimaryButton loading={submitting} onClick={onConfirm} data-testid="convert-confirm">
            {t('fund.convert.confirm')}
          </PrimaryButton>
        ) : (
          <PrimaryButton loading={fetching} onClick={onRefresh} data-testid="convert-new-quote">
            {t('fund.convert.newQuote')}
          </PrimaryButton>
        )}
      </div>
    </BottomSheet>
  );
}
