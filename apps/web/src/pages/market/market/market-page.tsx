import { useState } from 'react';
import Tabs from 'antd-mobile/es/components/tabs';
import { useQuery } from '@tanstack/react-query';
import type { MarketCategory } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { IconButton } from '../../../components/ui/icon-button';
import { paths } from '../../../config/paths';
import { marketQueries } from '../../../features/market/api/market-queries';
import { SearchIcon } from '../../../features/market/components/market-icons';
import { FeedNotice } from '../../../features/market/components/quote-list';
import { useLiveQuotations } from '../../../features/market/hooks/use-live-market';
import type { SortState } from '../../../features/market/model/quotations';
import { navigation } from '../../../lib/navigation';
import { PairDetail } from './pair-detail';
import { FavouriteRows, CategoryRows } from './market-rows';

type MarketTab = 'favourites' | MarketCategory;
const TABS: MarketTab[] = ['favourites', 'crypto', 'stock'];

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
        <IconButton label={t('market.search')} onClick={() => navigation.push(paths.marketSearch)}>
          <SearchIcon />
        </IconButton>
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
