import { formatDateTime, type BillEntryView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount, coinPrecision } from '../../../components/ui/amount';
import { accountKeyOf, billDirection, hasAvailableChange, hasFrozenChange } from '../model/bill';
import './payout.css';

/** A change of the entry's coin at the precision it carries: signed, green up and red down. */
function CoinChange({
  value,
  currency,
  className,
}: {
  value: string;
  currency: string;
  className?: string;
}) {
  return (
    <Amount
      value={value}
      precision={coinPrecision(value)}
      colored
      signed
      suffix={currency}
      className={className}
    />
  );
}

/**
 * One ledger movement: the translated reason, the signed amount (green up, red down), the
 * account, the time, the frozen part and the operator's note when there is one.
 */
export function BillEntryRow({ entry }: { entry: BillEntryView }) {
  const { t } = useTranslation();
  const direction = billDirection(entry);
  const showAvailable = hasAvailableChange(entry) || !hasFrozenChange(entry);
  return (
    <li className={`payout-bill-row payout-bill-row--${direction}`} data-testid="payout-bill-row">
      <div className="payout-bill-row__top">
        <span className="payout-bill-row__reason">{entry.reason_text}</span>
        {showAvailable ? (
          <CoinChange
            value={entry.change}
            currency={entry.currency_name}
            className="payout-bill-row__change"
          />
        ) : null}
      </div>
      <div className="payout-bill-row__meta">
        <span>
          {t('bill.accountLabel', {
            account: t(`bill.account.${accountKeyOf(entry.account_type)}`),
          })}
        </span>
        <span className="payout-bill-row__time">{formatDateTime(entry.created_at)}</span>
      </div>
      {hasFrozenChange(entry) ? (
        <div className="payout-bill-row__line">
          <span>{t('bill.frozen')}</span>
          <CoinChange value={entry.frozen_change} currency={entry.currency_name} />
        </div>
      ) : null}
      <div className="payout-bill-row__line">
        <span>{t('bill.availableAfter')}</span>
        <Amount
          value={entry.available_after}
          precision={coinPrecision(entry.available_after)}
          suffix={entry.currency_name}
        />
      </div>
      {entry.memo ? (
        <p className="row-note payout-bill-row__memo">
          <span className="payout-bill-row__memo-label">{t('bill.memo')}</span>
          {entry.memo}
        </p>
      ) : null}
    </li>
  );
}
