import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { SPOT_STATUS } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { marketQueries } from '../../../features/market/api/market-queries';
import { spotQueries } from '../../../features/spot/api/spot-queries';
import { OrderRow } from '../../../features/spot/components/order-row';
import { useCancelFlow } from '../../../features/spot/hooks/use-cancel-order';
import { flattenPages } from '../../../lib/paging';
import { navigation } from '../../../lib/navigation';
import { requireLogin } from '../../../lib/require-login';
import { useSession } from '../../../lib/session';

/** The user's open orders of every pair, each with a cancel; a visitor is asked to log in. */
export function OpenOrders({ refresh }: { refresh: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const query = useInfiniteQuery({
    ...spotQueries.orders(session.user?.id ?? 0, SPOT_STATUS.trading),
    enabled: session.isLoggedIn,
  });
  const { cancelOrder, cancelling } = useCancelFlow(refresh);
  const quotations = useQuery(marketQueries.quotations());
  const precisionOf = (symbol: string) =>
    quotations.data?.find((q) => q.symbol === symbol)?.price_precision;

  let body;
  if (!session.isLoggedIn) {
    body = (
      <EmptyState
        compact
        title={t('spot.ordersLogin')}
        action={
          <PrimaryButton inline size="small" onClick={() => void requireLogin()}>
            {t('common.goToLogin')}
          </PrimaryButton>
        }
      />
    );
  } else if (query.isPending) {
    body = <DelayedLoading />;
  } else if (query.isError) {
    body = <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    const rows = flattenPages(query.data.pages);
    body =
      rows.length === 0 ? (
        <EmptyState compact title={t('spot.noOpenOrders')} />
      ) : (
        <ul className="spot-orders" data-testid="open-orders">
          {rows.map((order) => (
            <li key={order.id}>
              <OrderRow
                order={order}
                pricePrecision={precisionOf(order.symbol)}
                onCancel={(o) => void cancelOrder(o)}
                cancelling={cancelling === order.id}
              />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section className="spot-section" aria-labelledby="spot-open-title">
      <div className="spot-section__head">
        <h2 className="spot-section__title" id="spot-open-title">
          {t('spot.openOrders')}
        </h2>
        <button
          type="button"
          className="link link--gold spot-section__link"
          onClick={() => navigation.push(paths.currencyOrder)}
          data-testid="spot-history-link"
        >
          {t('spot.history')}
          <ChevronRightIcon />
        </button>
      </div>
      {body}
    </section>
  );
}
