import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { IconButton } from '../../../components/ui/icon-button';
import { paths } from '../../../config/paths';
import { marketQueries } from '../../../features/market/api/market-queries';
import { StarIcon } from '../../../features/market/components/market-icons';
import { QuoteList, QuoteListSkeleton } from '../../../features/market/components/quote-list';
import { useFavourites, type Favourites } from '../../../features/market/hooks/use-favourites';
import { rankedRows, type MarketTab } from '../../../features/market/model/market-lists';
import {
  hasPrices,
  nextSort,
  sortQuotations,
  type SortState,
} from '../../../features/market/model/quotations';
import { navigation } from '../../../lib/navigation';
import { showToast } from '../../../lib/toast';

/** Opens a pair's detail and chart on the market tab. */
export function openPair(row: Pick<QuotationView, 'symbol'>) {
  navigation.push(paths.market, { symbol: row.symbol });
}

/** The star beside a row: adds the pair to the favourites or removes it (a visitor's stay here). */
function FavouriteStar({ row, favourites }: { row: QuotationView; favourites: Favourites }) {
  const { t } = useTranslation();
  const on = favourites.symbols?.has(row.symbol) ?? false;
  const name = `${row.currency_name}/${row.legal_name}`;
  return (
    <IconButton
      className={`quote-star${on ? ' quote-star--on' : ''}`}
      label={t('market.favouriteOf', { pair: name })}
      pressed={on}
      onClick={() => {
        if (favourites.busy) return;
        favourites.toggle(row, (added) =>
          showToast(t(added ? 'market.favouriteAdded' : 'market.favouriteRemoved')),
        );
      }}
    >
      <StarIcon filled={on} width={18} height={18} />
    </IconButton>
  );
}

/** What a tab shows when it has no rows (a ranking with no pair moving that way is honest too). */
function EmptyTab({ tab }: { tab: MarketTab }) {
  const { t } = useTranslation();
  if (tab === 'favourites')
    return (
      <EmptyState
        compact
        title={t('market.favouritesEmpty')}
        description={t('market.favouritesEmptyDescription')}
      />
    );
  const titles: Record<Exclude<MarketTab, 'favourites'>, string> = {
    all: t('market.empty'),
    gainers: t('market.noGainers'),
    losers: t('market.noLosers'),
    volume: t('market.empty'),
  };
  return <EmptyState compact title={titles[tab]} />;
}

function rowsOfTab(
  rows: readonly QuotationView[],
  tab: MarketTab,
  sort: SortState | null,
  favourites: ReadonlySet<string>,
): QuotationView[] {
  if (tab === 'favourites')
    return sortQuotations(
      rows.filter((row) => favourites.has(row.symbol)),
      sort,
    );
  if (tab === 'all') return sortQuotations(rows, sort);
  return rankedRows(rows, tab);
}

/**
 * One tab of the markets list: favourites and all pairs sort by a tapped column; gainers, losers
 * and volume are rankings of their own. Each row: pair, 24 h trend line, price with ≈ fiat under
 * it, 24 h change, and a favourite star beside it.
 */
export function MarketRows({
  tab,
  sort,
  onSort,
}: {
  tab: MarketTab;
  sort: SortState | null;
  onSort: (s: SortState | null) => void;
}) {
  const { t } = useTranslation();
  const quotations = useQuery(marketQueries.quotations());
  const sparklines = useQuery(marketQueries.sparklines());
  const favourites = useFavourites();
  const lines = useMemo(
    () => new Map((sparklines.data ?? []).map((line) => [line.symbol, line.closes])),
    [sparklines.data],
  );

  if (
    quotations.isPending ||
    (tab === 'favourites' && favourites.symbols === null && !favourites.error)
  )
    return <QuoteListSkeleton />;
  const error = quotations.error ?? (tab === 'favourites' ? favourites.error : null);
  if (error)
    return (
      <ErrorState
        compact
        title={t('market.loadError')}
        error={error}
        onRetry={() => void (quotations.error ? quotations.refetch() : favourites.retry())}
      />
    );
  const all = quotations.data ?? [];
  if (all.length === 0) return <EmptyState compact title={t('market.empty')} />;
  if (!hasPrices(all))
    return (
      <EmptyState
        compact
        title={t('market.waiting')}
        description={t('market.waitingDescription')}
      />
    );
  const rows = rowsOfTab(all, tab, sort, favourites.symbols ?? new Set());
  if (rows.length === 0) return <EmptyTab tab={tab} />;
  const sortable = tab === 'favourites' || tab === 'all';
  return (
    <QuoteList
      rows={rows}
      sort={sort}
      onSort={sortable ? (key) => onSort(nextSort(sort, key)) : undefined}
      onOpen={openPair}
      sparklines={lines}
      fiat
      aside={(row) => <FavouriteStar row={row} favourites={favourites} />}
    />
  );
}
