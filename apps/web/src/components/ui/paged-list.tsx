import type { ReactNode } from 'react';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Page } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { flattenPages } from '../../lib/paging';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { useHighlightedRow } from './use-highlighted-row';

interface PagedListProps<T extends { id: number }> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  renderRow: (row: T) => ReactNode;
  emptyTitle: ReactNode;
  emptyDescription?: ReactNode;
}

/**
 * Rows of a paged list that load the next page near the bottom, ending with "no more data"; the
 * row named by `?id=` is marked and scrolled to.
 */
export function PagedList<T extends { id: number }>({
  query,
  renderRow,
  emptyTitle,
  emptyDescription,
}: PagedListProps<T>) {
  const { t } = useTranslation();
  const highlight = useHighlightedRow();
  if (query.isPending) return <RowsSkeleton />;
  if (query.isError && !query.data) {
    return <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />;
  }
  const rows = flattenPages(query.data?.pages);
  if (rows.length === 0) {
    return <EmptyState compact title={emptyTitle} description={emptyDescription} />;
  }
  return (
    <>
      <ul className="record-list">
        {rows.map((row) => (
          <li key={row.id} {...highlight(row.id)}>
            {renderRow(row)}
          </li>
        ))}
      </ul>
      <LoadMorePages
        query={query}
        className="record-list__more"
        failedText={t('fund.records.loadFailed')}
        noMoreText={t('fund.records.noMore')}
      />
    </>
  );
}

/** What LoadMorePages needs of an infinite query. */
interface NextPages {
  hasNextPage: boolean;
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
}

/**
 * Loads the next page of `query` near the bottom of the list, saying "loading" while there is
 * more and `noMoreText` at the end; a page that fails to load offers a retry (`failedText`).
 */
export function LoadMorePages({
  query,
  className,
  failedText,
  noMoreText,
}: {
  query: NextPages;
  /** The class of the line under the list. */
  className: string;
  failedText: string;
  noMoreText: string;
}) {
  const { t } = useTranslation();
  return (
    <InfiniteScroll
      hasMore={query.hasNextPage}
      threshold={120}
      loadMore={async () => {
        const result = await query.fetchNextPage();
        // Rejecting lets InfiniteScroll offer a retry instead of spinning forever.
        if (result.isError) throw result.error;
      }}
    >
      {(hasMore, failed, retry) =>
        failed ? (
          <button type="button" className="link link--gold" onClick={() => void retry()}>
            {failedText}
          </button>
        ) : (
          <span className={className}>{hasMore ? t('common.loading') : noMoreText}</span>
        )
      }
    </InfiniteScroll>
  );
}

export function RowsSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="record-list record-list--skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton.Paragraph key={index} lineCount={2} animated />
      ))}
    </div>
  );
}
