import { formatDateTime, type AlertView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { coinPrecision, formatAmount, formatPercentText } from '../../../components/ui/amount';
import { DetailList } from '../../../components/ui/detail-list';
import { confirmDialog } from '../../../lib/dialog';
import { showToast } from '../../../lib/toast';
import { useDeleteAlert } from '../api/alerts-queries';

const price = (value: string) =>
  formatAmount(value, { kind: 'price', precision: coinPrecision(value), grouped: true });

/** What an alert waits for, in words: "Rises to 90,000" / "Moves ±5.00% within 1 h". */
export function useAlertCondition() {
  const { t } = useTranslation();
  return (alert: AlertView) =>
    alert.kind === 'cross'
      ? t(alert.direction === 'above' ? 'alerts.condAbove' : 'alerts.condBelow', {
          price:
            formatAmount(alert.price, { kind: 'price', precision: coinPrecision(alert.price) }) ??
            alert.price,
        })
      : t('alerts.condMove', {
          percent: formatPercentText(alert.percent, { signed: false }) ?? alert.percent,
        });
}

/** One of the user's alerts: the pair, what it waits for, its state, and delete. */
export function AlertCard({ alert }: { alert: AlertView }) {
  const { t } = useTranslation();
  const condition = useAlertCondition();
  const remove = useDeleteAlert();
  const titleId = `alert-${alert.id}`;
  const fired = alert.status === 2;

  async function confirmDelete() {
    const confirmed = await confirmDialog({
      content: t('alerts.deleteConfirm'),
      confirmText: t('alerts.delete'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    remove.mutate(alert.id, { onSuccess: () => showToast(t('alerts.deleted')) });
  }

  return (
    <article className="card alert-card" aria-labelledby={titleId} data-testid="alert-card">
      <div className="alert-card__head">
        <h2 id={titleId} className="alert-card__title">
          {alert.symbol} · {condition(alert)}
        </h2>
        <span className={`alert-card__state${fired ? ' alert-card__state--fired' : ''}`}>
          {t(fired ? 'alerts.stateFired' : 'alerts.stateActive')}
        </span>
      </div>
      <DetailList
        className="info-lines"
        rowClassName="info-lines__row"
        rows={[
          { key: 'set', label: t('alerts.priceAtSet'), value: price(alert.price_at_set) },
          { key: 'created', label: t('alerts.createdAt'), value: formatDateTime(alert.created_at) },
          fired && alert.fired_price !== null
            ? { key: 'firedPrice', label: t('alerts.firedPrice'), value: price(alert.fired_price) }
            : null,
          fired && alert.fired_at !== null
            ? { key: 'firedAt', label: t('alerts.firedAt'), value: formatDateTime(alert.fired_at) }
            : null,
        ]}
      />
      <button
        type="button"
        className="alert-card__delete"
        aria-label={t('alerts.deleteNamed', { name: `${alert.symbol} ${condition(alert)}` })}
        disabled={remove.isPending}
        onClick={() => void confirmDelete()}
      >
        {t('alerts.delete')}
      </button>
    </article>
  );
}
