import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { PagedList } from '../../../components/ui/paged-list';
import { lockupQueries } from '../../../features/lockup/api/lockup-queries';
import { OrderCard } from '../../../features/lockup/components/order-card';
import '../../../features/lockup/components/lockup.css';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { useSession } from '../../../lib/session';

/**
 * My lock-ups: each order's amount, daily yield, what has been paid so far, the days, when the
 * principal returns, and early redemption with its exact penalty confirmed first.
 */
export function LockmingOrderPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const orders = useInfiniteQuery(lockupQueries.orders(user?.id ?? 0));
  const queryClient = useQueryClient();
  const refreshWallet = () => queryClient.invalidateQueries({ queryKey: walletQueries.all() });
  return (
    <PageShell title={t('lockup.myOrders')}>
      <div className="lockup-page">
        <p className="lockup-text">{t('lockup.ordersIntro')}</p>
        <PagedList
          query={orders}
          renderRow={(order) => <OrderCard order={order} onMoneyMoved={refreshWallet} />}
          emptyTitle={t('lockup.noOrders')}
        />
      </div>
    </PageShell>
  );
}
