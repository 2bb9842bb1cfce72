import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { OPTION_STATUS, type OptionStatus } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { ParamTabs, useTabParam } from '../../../components/ui/param-tabs';
import { marketQueries } from '../../../features/market/api/market-queries';
import { optionsQueries } from '../../../features/options/api/options-queries';
import { OrderList } from '../../../features/options/components/order-list';
import { OrderRow } from '../../../features/options/components/order-row';
import '../../../features/options/components/options.css';
import { useLiveOptions } from '../../../features/options/hooks/use-live-options';
import { useNow } from '../../../lib/use-now';
import { hasRunning, uniqueOrders } from '../../../features/options/model/orders';
import { useSession } from '../../../lib/session';

type OrdersTab = 'running' | 'history';

const STATUS_OF: Record<OrdersTab, OptionStatus> = {
  running: OPTION_STATUS.trading,
  history: OPTION_STATUS.closed,
};

function Orders({ tab }: { tab: OrdersTab }) {
  const { t } = useTranslation();
  const session = useSession();
  const orders = useInfiniteQuery(optionsQueries.orders(session.user?.id ?? 0, STATUS_OF[tab]));
  const quotations = useQuery(marketQueries.quotations());
  const now = useNow(hasRunning(uniqueOrders(orders.data?.pages)));
  const precisionOf = (symbol: string) =>
    quotations.data?.find((q) => q.symbol === symbol)?.price_precision;
  return (
    <OrderList
      query={orders}
      emptyTitle={t(tab === 'running' ? 'options.list.emptyRunning' : 'options.list.emptyHistory')}
      renderRow={(order) => (
        <OrderRow order={order} now={now} pricePrecision={precisionOf(order.symbol)} />
      )}
    />
  );
}

/**
 * The user's options orders: in progress (status 1, with their countdowns) and history
 * (status 3, with the result and the ticks that decided it), 5 a page (SPEC.md §9).
 */
export function SecondsOrderPage() {
  const { t } = useTranslation();
  const tab = useTabParam<OrdersTab>(['running', 'history']);
  useLiveOptions();
  return (
    <PageShell title={t('options.list.title')} className="opt-page">
      <ParamTabs
        className="opt-tabs sticky-bar"
        tabs={[
          { key: 'running', title: t('options.list.running') },
          { key: 'history', title: t('options.list.history') },
        ]}
        active={tab}
      />
      <Orders key={tab} tab={tab} />
    </PageShell>
  );
}
