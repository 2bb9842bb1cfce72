import { formatDateTime, type InvestOrderView, type InvestStatus } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { InvestLines } from './invest-lines';
import { aprText, useInvestAmount } from './product-card';

const STATUS = { 1: 'purchased', 2: 'settling', 3: 'success', 4: 'fail' } as const;
const TONE = { 1: 'gold', 2: 'gold', 3: 'up', 4: 'flat' } as const;

/** An order's state: purchased, settling, success, fail. */
export function OrderStatusTag({ status }: { status: InvestStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-tag status-tag--${TONE[status]}`} data-testid="invest-status">
      {t(`invest.status.${STATUS[status]}`)}
    </span>
  );
}

/**
 * One of the user's orders: what was invested on which terms, and once settled the settlement
 * price with the number of ticks averaged and what came back (or why the principal returned).
 */
export function OrderCard({ order }: { order: InvestOrderView }) {
  const { t } = useTranslation();
  const amount = useInvestAmount();
  const titleId = `invest-order-${order.id}`;
  const settled = order.status === 3 || order.status === 4;
  return (
    <article className="card invest-card" aria-labelledby={titleId} data-testid="invest-order">
      <div className="invest-card__head">
        <h2 id={titleId} className="invest-card__title">
          {order.currency_name} · {t(order.type === 1 ? 'invest.typeUp' : 'invest.typeDown')}
        </h2>
        <OrderStatusTag status={order.status} />
      </div>
      <InvestLines
        rows={[
          {
            key: 'amount',
            label: t('invest.invested'),
            value: `${amount(order.amount, order.invest_currency)} (${t('invest.shares', { count: order.shares })})`,
          },
          { key: 'apr', label: t('invest.apr'), value: aprText(order.apr) },
          {
            key: 'linked',
            label: t('invest.linkedPrice'),
            value: amount(order.linked_price, 'USDT', 2),
          },
          { key: 'maturity', label: t('invest.maturity'), value: formatDateTime(order.settle_at) },
          settled && {
            key: 'price',
            label: t('invest.settlementPrice'),
            value:
              order.settlement_price === null
                ? '—'
                : `${amount(order.settlement_price, 'USDT')} · ${t('invest.ticks', { count: order.tick_count ?? 0 })}`,
          },
          settled && {
            key: 'payout',
            label: order.status === 3 ? t('invest.received') : t('invest.returned'),
            value: amount(order.payout, order.payout_currency ?? order.invest_currency),
            className: 'is-strong',
          },
          { key: 'time', label: t('invest.boughtAt'), value: formatDateTime(order.created_at) },
        ]}
      />
      {order.status === 4 && order.fail_reason ? (
        <p className="invest-text" role="note">
          {t(`invest.failReason.${order.fail_reason}`, { defaultValue: order.fail_reason })}
        </p>
      ) : null}
      {order.status === 2 ? <p className="invest-text">{t('invest.settlingNote')}</p> : null}
    </article>
  );
}
