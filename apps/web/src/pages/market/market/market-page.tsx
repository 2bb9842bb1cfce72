import { useState } from 'react';
import Tabs from 'antd-mobile/es/components/tabs';
import { useQuery } from '@tanstack/react-query';
import type { MarketCategory, QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../config/paths';
import { marketQueries } from '../../../features/market/api/market-queries';
import { SearchIcon } from '../../../features/market/components/market-icons';
import {
  FeedNotice,
  QuoteList,
  QuoteListSkeleton,
} from '../../../features/market/components/quote-list';
import { useLiveQuotations } from '../../../features/market/hooks/use-live-market';
import {
  hasPrices,
  nextSort,
  rowsInCategory,
  sortQuotations,
  type SortState,
} from '../../../features/market/model/quotations';
import { navigation } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';
import { PairDetail } from './pair-detail';

type MarketTab = 'favourites' | MarketCategory;
const TABS: MarketTab[] = ['favourites', 'crypto', 'stock'];

export function openPair(row: Pick<QuotationView, 'symbol'>) {
  navigation.push(paths.market, { symbol: row.symbol });
}

function FavouriteRows({
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

function CategoryRows({
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

function MarketList() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<MarketTab>('crypto');
  const [sort, setSort] = useState<SortState | null>(null);
  const quotations = useQuery(marketQueries.quotations());
  useLiveQuotations();

  const titles: Record<MarketTab, string> = {
    favourites: t('market.favourites'),
    crypto: t('market.crypto'),
    stock: t('market.stocks'),
  };
  return (
    <PageShell
      tab
      title={t('tabs.market')}
      right={
        <button
          type="button"
          className="icon-button"
          aria-label={t('market.search')}
          onClick={() => navigation.push(paths.marketSearch)}
        >
          <SearchIcon />
        </button>
      }
    >
      <Tabs className="market-tabs" activeKey={tab} onChange={(key) => setTab(key as MarketTab)}>
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={titles[key]} />
        ))}
      </Tabs>
      <FeedNotice rows={quotations.data} />
      {tab === 'favourites' ? (
        <FavouriteRows sort={sort} onSort={setSort} />
      ) : (
        <CategoryRows category={tab} sort={sort} onSort={setSort} />
      )}
    </PageShell>
  );
}

/** The market tab; `?symbol=BTC/USDT` switches it to that pair's detail and chart. */
export function MarketPage() {
  const [params] = useSearchParams();
  const symbol = params.get('symbol');
  return symbol ? <PairDetail key={symbol} symbol={symbol} /> : <MarketList />;
}
