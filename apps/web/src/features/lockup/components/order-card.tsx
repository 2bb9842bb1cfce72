import { formatDate, formatDateTime, type LockupOrderView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { PrimaryButton } from '../../../components/ui/primary-button';
import { confirmDialog } from '../../../lib/dialog';
import { showSuccess } from '../../../lib/toast';
import { useRedeem } from '../api/lockup-mutations';
import { redemptionOf } from '../model/deposit';
import { OrderStatusTag } from './category-tag';
import { LockupLines, useLockupFormat } from './lockup-lines';

/**
 * One of the user's lock-ups: the amount, what a day pays, what has been paid so far, the days,
 * when the principal returns, and while in progress an early redemption whose exact penalty
 * (ratio × remaining days × amount) and payout are shown in the confirmation before anything moves.
 */
export function OrderCard({
  order,
  onMoneyMoved,
}: {
  order: LockupOrderView;
  /** Refreshes the wallet after a redemption. */
  onMoneyMoved?: () => unknown;
}) {
  const { t } = useTranslation();
  const f = useLockupFormat();
  const redeem = useRedeem(onMoneyMoved);
  const unit = order.currency_name;
  const titleId = `lockup-order-${order.id}`;
  const running = order.status === 1;

  async function redeemEarly() {
    const confirmed = await confirmDialog({
      title: t('lockup.redeemTitle'),
      content: t('lockup.redeemText', {
        penalty: f.amount(order.penalty_now, unit),
        rate: f.percent(order.penalty_ratio),
        days: order.remaining_days,
        amount: f.amount(order.amount, unit),
        back: f.amount(redemptionOf(order), unit),
      }),
      confirmText: t('lockup.redeemConfirm'),
      cancelText: t('lockup.cancel'),
    });
    if (!confirmed) return;
    redeem.mutate({ id: order.id }, { onSuccess: () => showSuccess(t('lockup.redeemed')) });
  }

  return (
    <article className="card lockup-card" aria-labelledby={titleId} data-testid="lockup-order">
      <div className="lockup-card__head">
        <h2 id={titleId} className="lockup-card__title">
          {order.name}
        </h2>
        <OrderStatusTag status={order.status} />
      </div>
      <LockupLines
        rows={[
          { key: 'amount', label: t('lockup.amount'), value: f.amount(order.amount, unit) },
          { key: 'daily', label: t('lockup.dailyYield'), value: f.amount(order.daily_yield, unit) },
          {
            key: 'accrued',
            label: t('lockup.accrued'),
            value: f.amount(order.accrued, unit),
            className: 'is-strong',
          },
          {
            key: 'days',
            label: t('lockup.daysPaid'),
            value: t('lockup.daysOf', { paid: order.days_paid, total: order.lock_days }),
          },
          running && {
            key: 'remaining',
            label: t('lockup.remainingDays'),
            value: t('lockup.days', { count: order.remaining_days }),
          },
          running && {
            key: 'penaltyNow',
            label: t('lockup.penaltyNow'),
            value: f.amount(order.penalty_now, unit),
          },
          order.penalty !== null && {
            key: 'penalty',
            label: t('lockup.penaltyCharged'),
            value: f.amount(order.penalty, unit),
          },
          { key: 'first', label: t('lockup.firstDay'), value: order.first_day },
          {
            key: 'ends',
            label: running ? t('lockup.returnsOn') : t('lockup.endsOn'),
            value: `${formatDate(order.ends_at)} 00:00 UTC`,
          },
          order.closed_at !== null && {
            key: 'closed',
            label: order.status === 2 ? t('lockup.redeemedAt') : t('lockup.endedAt'),
            value: formatDateTime(order.closed_at),
          },
          { key: 'created', label: t('lockup.createdAt'), value: formatDateTime(order.created_at) },
        ]}
      />
      {running ? (
        <PrimaryButton
          className="lockup-card__action"
          fill="outline"
          loading={redeem.isPending}
          onClick={() => void redeemEarly()}
        >
          {t('lockup.redeemEarly')}
        </PrimaryButton>
      ) : null}
    </article>
  );
}
