import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { PagedList } from '../../../components/ui/paged-list';
import { alertsQueries } from '../../../features/alerts/api/alerts-queries';
import { AlertCard } from '../../../features/alerts/components/alert-card';
import '../../../features/alerts/components/alerts.css';
import { useLiveNotifications } from '../../../features/alerts/hooks/use-live-notifications';
import { useSession } from '../../../lib/session';

/**
 * My price alerts (of one pair with `?symbol=`): what each waits for, its state (active or
 * fired, with the price and time that fired it) and delete. Alerts are set on the pair page.
 */
export function AlertsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params] = useSearchParams();
  const symbol = params.get('symbol')?.toUpperCase() || undefined;
  const owner = user?.id ?? 0;
  const alerts = useInfiniteQuery(alertsQueries.list(owner, symbol));
  useLiveNotifications(user ? owner : null);
  return (
    <PageShell title={symbol ? t('alerts.titleOf', { pair: symbol }) : t('alerts.title')}>
      <div className="alerts-page">
        <p className="alerts-text">{t('alerts.intro')}</p>
        <PagedList
          query={alerts}
          renderRow={(alert) => <AlertCard alert={alert} />}
          emptyTitle={t('alerts.empty')}
          emptyDescription={t('alerts.emptyHint')}
        />
      </div>
    </PageShell>
  );
}
