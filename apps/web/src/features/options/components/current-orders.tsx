import { useInfiniteQuery } from '@tanstack/react-query';
import { OPTION_STATUS, type QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/ui/empty-state';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { useSession } from '../../../lib/session';
import { optionsQueries } from '../api/options-queries';
import { useNow } from '../../../lib/use-now';
import { hasRunning, uniqueOrders } from '../model/orders';
import { OrderList } from './order-list';
import { OrderRow } from './order-row';

/** The user's running orders under the ticket (first page), or for a visitor a way to log in. */
export function CurrentOrders({
  quotations,
  onViewAll,
  onLogin,
}: {
  quotations: readonly QuotationView[];
  onViewAll: () => void;
  onLogin: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const orders = useInfiniteQuery({
    ...optionsQueries.orders(session.user?.id ?? 0, OPTION_STATUS.trading),
    enabled: session.isLoggedIn,
  });
  const running = hasRunning(uniqueOrders(orders.data?.pages));
  const now = useNow(running);
  const precisionOf = (symbol: string) =>
    quotations.find((q) => q.symbol === symbol)?.price_precision;
  return (
    <section className="opt-current" aria-labelledby="option-current-title">
      <div className="opt-section-head">
        <h2 id="option-current-title">{t('options.current.title')}</h2>
        <button type="button" className="link link--gold" onClick={onViewAll}>
          {t('options.current.all')} <ChevronRightIcon className="button-icon" />
        </button>
      </div>
      {session.isLoggedIn ? (
        <OrderList
          query={orders}
          paged={false}
          emptyTitle={t('options.current.empty')}
          renderRow={(order) => (
            <OrderRow order={order} now={now} pricePrecision={precisionOf(order.symbol)} />
          )}
        />
      ) : (
        <EmptyState
          compact
          title={t('options.current.login')}
          action={
            <button type="button" className="chip" onClick={onLogin}>
              {t('common.goToLogin')}
            </button>
          }
        />
      )}
    </section>
  );
}
