import { useCallback } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { ParamTabs } from '../../../components/ui/param-tabs';
import { marketQueries } from '../../../features/market/api/market-queries';
import { spotQueries } from '../../../features/spot/api/spot-queries';
import { OrderRow } from '../../../features/spot/components/order-row';
import { useCancelFlow } from '../../../features/spot/hooks/use-cancel-order';
import { useLiveSpotOrders } from '../../../features/spot/hooks/use-live-spot';
import {
  ORDER_TABS,
  parseOrderTab,
  statusOfTab,
  type OrderTab,
} from '../../../features/spot/model/orders';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { PagedList } from '../../../components/ui/paged-list';
import '../../../features/wallet/components/wallet.css';
import { useSession } from '../../../lib/session';

function Orders({ tab, refresh }: { tab: OrderTab; refresh: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const query = useInfiniteQuery(spotQueries.orders(session.user?.id ?? 0, statusOfTab(tab)));
  const quotations = useQuery(marketQueries.quotations());
  const { cancelOrder, cancelling } = useCancelFlow(refresh);
  return (
    <div className="spot-history" data-testid={`spot-orders-${tab}`}>
      <PagedList
        query={query}
        emptyTitle={t(`spot.empty.${tab}`)}
        renderRow={(order) => (
          <OrderRow
            order={order}
            pricePrecision={
              quotations.data?.find((q) => q.symbol === order.symbol)?.price_precision
            }
            onCancel={tab === 'open' ? (o) => void cancelOrder(o) : undefined}
            cancelling={cancelling === order.id}
          />
        )}
      />
    </div>
  );
}

/**
 * The user's spot orders by state (GET /coin/list with `status`, paged): open, filled (with the
 * fill price, fee and the feed tick that filled it) and cancelled. A fill shows live.
 */
export function CurrencyOrderPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tab = parseOrderTab(params.get('tab'));
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: walletQueries.all() });
  }, [queryClient]);
  useLiveSpotOrders(true, refresh);
  return (
    <PageShell title={t('spot.historyTitle')}>
      <ParamTabs
        className="wallet-tabs sticky-bar"
        tabs={ORDER_TABS.map(({ key }) => ({ key, title: t(`spot.tabs.${key}`) }))}
        active={tab}
      />
      <Orders key={tab} tab={tab} refresh={refresh} />
    </PageShell>
  );
}
