import { formatDateTime, type IeoOrderView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { IeoLines } from './ieo-lines';
import { StatusTag } from './phase-tag';
import { useAmount } from './project-card';

/**
 * One of the user's subscriptions: applied vs passed tokens, the payment frozen, what the passed
 * tokens cost and what came back, the listing time and, with a lock period, until when the
 * tokens stay frozen ("Locked until …") or that they are unlocked.
 */
export function OrderCard({ order }: { order: IeoOrderView }) {
  const { t } = useTranslation();
  const amount = useAmount();
  const titleId = `ieo-order-${order.id}`;
  return (
    <article className="card ieo-card" aria-labelledby={titleId} data-testid="ieo-order">
      <div className="ieo-card__head">
        <h2 id={titleId} className="ieo-card__title">
          {order.project_name} <span className="ieo-card__symbol">{order.symbol}</span>
        </h2>
        <StatusTag status={order.status} />
      </div>
      <IeoLines
        rows={[
          { key: 'applied', label: t('ieo.applied'), value: amount(order.applied, order.symbol) },
          {
            key: 'passed',
            label: t('ieo.passed'),
            value:
              order.passed === null
                ? t('ieo.pendingAllocation')
                : amount(order.passed, order.symbol),
            className: 'is-strong',
          },
          { key: 'paid', label: t('ieo.paid'), value: amount(order.paid, order.pay_currency) },
          order.cost !== null && {
            key: 'cost',
            label: t('ieo.cost'),
            value: amount(order.cost, order.pay_currency),
          },
          order.refunded !== null && {
            key: 'refunded',
            label: t('ieo.refunded'),
            value: amount(order.refunded, order.pay_currency),
          },
          {
            key: 'listing',
            label: order.listed_at === null ? t('ieo.listing') : t('ieo.credited'),
            value: formatDateTime(order.listed_at ?? order.listing_time),
          },
          order.unlock_time !== null && {
            key: 'lock',
            label: t('ieo.lock'),
            value:
              order.locked || order.listed_at === null
                ? t('ieo.lockedUntil', { time: formatDateTime(order.unlock_time) })
                : t('ieo.unlocked'),
          },
          { key: 'time', label: t('ieo.subscribedAt'), value: formatDateTime(order.created_at) },
        ]}
      />
    </article>
  );
}
