import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { PagedList } from '../../../components/ui/paged-list';
import { ieoQueries } from '../../../features/ieo/api/ieo-queries';
import { OrderCard } from '../../../features/ieo/components/order-card';
import '../../../features/ieo/components/ieo.css';
import { useSession } from '../../../lib/session';

/**
 * My subscriptions: tokens applied for and passed, the payment frozen, what the passed tokens
 * cost and what came back, and the listing time.
 */
export function IeoOrderPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const orders = useInfiniteQuery(ieoQueries.orders(user?.id ?? 0));
  return (
    <PageShell title={t('ieo.myOrders')}>
      <div className="ieo-page">
        <p className="ieo-text">{t('ieo.ruleShort')}</p>
        <PagedList
          query={orders}
          renderRow={(order) => <OrderCard order={order} />}
          emptyTitle={t('ieo.noOrders')}
        />
      </div>
    </PageShell>
  );
}
