import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { PagedList } from '../../../components/ui/paged-list';
import { investQueries } from '../../../features/invest/api/invest-queries';
import { OrderCard } from '../../../features/invest/components/order-card';
import '../../../features/invest/components/invest.css';
import { useSession } from '../../../lib/session';

/**
 * The user's invest orders (SPEC.md "Invest order"): purchased, settling, success or fail, each
 * settled one with its settlement price, the ticks averaged and what came back.
 */
export function InvestMinePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const orders = useInfiniteQuery(investQueries.orders(user?.id ?? 0));
  return (
    <PageShell title={t('invest.myOrders')}>
      <div className="invest-page">
        <PagedList
          query={orders}
          renderRow={(order) => <OrderCard order={order} />}
          emptyTitle={t('invest.noOrders')}
          emptyDescription={t('invest.noOrdersText')}
        />
      </div>
    </PageShell>
  );
}
