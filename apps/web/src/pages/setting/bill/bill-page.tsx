import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import Button from 'antd-mobile/es/components/button';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE_IDS, type AccountType } from '@meridian/contract';

import { PageShell } from '../../../app/page-shell';
import { DelayedLoading, Spinner } from '../../../components/ui/delayed-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { payoutQueries } from '../../../features/payout/api/payout-queries';
import { BillEventRow } from '../../../features/payout/components/bill-event-row';
import { BillFilters } from '../../../features/payout/components/bill-filters';
import { ALL_BILLS, isBillKind, type BillFilter } from '../../../features/payout/model/bill';

/** Reads the filters from `?currency=&type=&kind=`, so going back to the bill keeps them. */
function filterFrom(params: URLSearchParams): BillFilter {
  const currency = Number(params.get('currency'));
  const type = Number(params.get('type'));
  const kind = params.get('kind');
  return {
    currency: Number.isInteger(currency) && currency > 0 ? currency : null,
    type: (ACCOUNT_TYPE_IDS as number[]).includes(type) ? (type as AccountType) : null,
    kind: isBillKind(kind) ? kind : null,
  };
}

/**
 * The bill (the one screen; /pages/fund/assets_all_record leads here): every business event of
 * the user, newest first, worded as a sentence with its parts, filtered by coin, account and kind;
 * a row opens its order.
 */
export function BillPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const coins = useQuery(payoutQueries.currencies());
  const bill = useInfiniteQuery(payoutQueries.bill(filter));
  const isFiltered = filter.currency !== null || filter.type !== null || filter.kind !== null;

  const setFilter = (next: BillFilter) =>
    setParams(
      {
        ...(next.currency !== null ? { currency: String(next.currency) } : {}),
        ...(next.type !== null ? { type: String(next.type) } : {}),
        ...(next.kind !== null ? { kind: next.kind } : {}),
      },
      { replace: true },
    );

  async function loadMore() {
    const result = await bill.fetchNextPage();
    // InfiniteScroll shows "retry" when loading throws.
    if (result.isError) throw result.error;
  }

  let body;
  if (bill.isPending) body = <DelayedLoading />;
  else if (bill.isError)
    body = <ErrorState error={bill.error} onRetry={() => void bill.refetch()} />;
  else {
    const events = bill.data.pages.flatMap((page) => page.data);
    body =
      events.length === 0 ? (
        <EmptyState
          title={t(isFiltered ? 'bill.emptyFiltered' : 'bill.empty')}
          action={
            isFiltered ? (
              <Button shape="rounded" size="small" onClick={() => setFilter(ALL_BILLS)}>
                {t('bill.clearFilters')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <ul className="payout-bill-list card">
            {events.map((event) => (
              <BillEventRow key={event.posting_id} event={event} />
            ))}
          </ul>
          <InfiniteScroll loadMore={loadMore} hasMore={bill.hasNextPage}>
            {(hasMore, failed, retry) => (
              <div className="payout-list-end">
                {!hasMore ? (
                  t('bill.noMore')
                ) : failed ? (
                  <button type="button" className="link link--gold" onClick={retry}>
                    {t('common.retry')}
                  </button>
                ) : (
                  <>
                    <Spinner size={16} /> {t('bill.loadingMore')}
                  </>
                )}
              </div>
            )}
          </InfiniteScroll>
        </>
      );
  }

  return (
    <PageShell title={t('bill.title')}>
      <BillFilters filter={filter} coins={coins.data ?? []} onChange={setFilter} />
      {body}
    </PageShell>
  );
}
