import { useQuery } from '@tanstack/react-query';
import type { MarketCategory, QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../config/paths';
import { marketQueries } from '../../../features/market/api/market-queries';
import { QuoteList, QuoteListSkeleton } from '../../../features/market/components/quote-list';
import {
  hasPrices,
  nextSort,
  rowsInCategory,
  sortQuotations,
  type SortState,
} from '../../../features/market/model/quotations';
import { navigation } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';

/** Opens a pair's detail and chart on the market tab. */
export function openPair(row: Pick<QuotationView, 'symbol'>) {
  navigation.push(paths.market, { symbol: row.symbol });
}

/** The user's favourite pairs, sortable; a visitor is asked to log in. */
export function FavouriteRows({
  sort,
  onSort,
}: {
  sort: SortState | null;
  onSort: (s: SortState | null) => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const favourites = useQuery({
    ...marketQueries.favourites(session.user?.id ?? 0),
    enabled: session.isLoggedIn,
  });
  if (!session.isLoggedIn) {
    return (
      <EmptyState
        compact
        title={t('market.favouritesLogin')}
        action={
          <button type="button" className="chip" onClick={() => navigation.push(paths.login)}>
            {t('common.goToLogin')}
          </button>
        }
      />
    );
  }
  if (favourites.isPending) return <QuoteListSkeleton rows={4} />;
  if (favourites.isError)
    return (
      <ErrorState compact error={favourites.error} onRetry={() => void favourites.refetch()} />
    );
  if (favourites.data.length === 0)
    return (
      <EmptyState
        compact
        title={t('market.favouritesEmpty')}
        description={t('market.favouritesEmptyDescription')}
      />
    );
  return (
    <QuoteList
      rows={sortQuotations(favourites.data, sort)}
      sort={sort}
      onSort={(key) => onSort(nextSort(sort, key))}
      onOpen={openPair}
    />
  );
}

/** The pairs of one category (crypto or stocks), sortable. */
export function CategoryRows({
  category,
  sort,
  onSort,
}: {
  category: MarketCategory;
  sort: SortState | null;
  onSort: (s: SortState | null) => void;
}) {
  const { t } = useTranslation();
  const quotations = useQuery(marketQueries.quotations());
  if (quotations.isPending) return <QuoteListSkeleton />;
  if (quotations.isError)
    return (
      <ErrorState
        compact
        title={t('market.loadError')}
        error={quotations.error}
        onRetry={() => void quotations.refetch()}
      />
    );
  const rows = rowsInCategory(quotations.data, category);
  if (rows.length === 0) return <EmptyState compact title={t('market.empty')} />;
  if (!hasPrices(rows))
    return (
      <EmptyState
        compact
        title={t('market.waiting')}
        description={t('market.waitingDescription')}
      />
    );
  return (
    <QuoteList
      rows={sortQuotations(rows, sort)}
      sort={sort}
      onSort={(key) => onSort(nextSort(sort, key))}
      onOpen={openPair}
    />
  );
}
