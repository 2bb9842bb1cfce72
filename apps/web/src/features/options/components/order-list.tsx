import type { ReactNode } from 'react';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { OptionOrderView, Page } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMorePages } from '../../../components/ui/paged-list';
import { QueryError } from '../../../components/ui/query-fallback';
import { uniqueOrders } from '../model/orders';
import { useHighlightedRow } from '../../../components/ui/use-highlighted-row';

interface OrderListProps {
  query: UseInfiniteQueryResult<InfiniteData<Page<OptionOrderView>>>;
  renderRow: (order: OptionOrderView) => ReactNode;
  emptyTitle: ReactNode;
  /** Load further pages near the bottom (off for the short list on the trade tab). */
  paged?: boolean;
}

/** The user's orders, 5 a page, loading the next page near the bottom. */
export function OrderList({ query, renderRow, emptyTitle, paged = true }: OrderListProps) {
  const { t } = useTranslation();
  const highlight = useHighlightedRow();
  if (query.isPending) return <OrderListSkeleton />;
  if (query.isError && !query.data) {
    return <QueryError compact query={query} />;
  }
  const orders = uniqueOrders(query.data?.pages);
  if (orders.length === 0) return <EmptyState compact title={emptyTitle} />;
  return (
    <>
      <ul className="opt-orders">
        {orders.map((order) => (
          <li key={order.id} {...highlight(order.id)}>
            {renderRow(order)}
          </li>
        ))}
      </ul>
      {paged ? (
        <LoadMorePages
          query={query}
          className="opt-orders__more"
          failedText={t('options.list.loadFailed')}
          noMoreText={t('options.list.noMore')}
        />
      ) : null}
    </>
  );
}

export function OrderListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="opt-orders opt-orders--skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton.Paragraph key={index} lineCount={3} animated />
      ))}
    </div>
  );
}
