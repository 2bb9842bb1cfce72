import { useState } from 'react';
import Tabs from 'antd-mobile/es/components/tabs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { IconButton } from '../../../components/ui/icon-button';
import { paths } from '../../../config/paths';
import { marketQueries } from '../../../features/market/api/market-queries';
import { SearchIcon } from '../../../features/market/components/market-icons';
import { FeedNotice } from '../../../features/market/components/quote-list';
import { useLiveQuotations } from '../../../features/market/hooks/use-live-market';
import {
  isMarketTab,
  MARKET_TABS,
  rememberedTab,
  rememberTab,
  type MarketTab,
} from '../../../features/market/model/market-lists';
import type { SortState } from '../../../features/market/model/quotations';
import { navigation } from '../../../lib/navigation';
import { PairDetail } from './pair-detail';
import { MarketRows } from './market-rows';

function MarketList() {
  const { t } = useTranslation();
  // The tab the user last chose on this device, so coming back opens it again.
  const [tab, setTab] = useState<MarketTab>(rememberedTab);
  const [sort, setSort] = useState<SortState | null>(null);
  const quotations = useQuery(marketQueries.quotations());
  useLiveQuotations();

  const titles: Record<MarketTab, string> = {
    favourites: t('market.favourites'),
    all: t('market.all'),
    gainers: t('market.gainers'),
    losers: t('market.losers'),
    volume: t('market.volumeTab'),
  };
  const choose = (key: string) => {
    if (!isMarketTab(key)) return;
    rememberTab(key);
    setTab(key);
    setSort(null);
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
      <Tabs className="market-tabs" activeKey={tab} onChange={choose}>
        {MARKET_TABS.map((key) => (
          <Tabs.Tab key={key} title={titles[key]} />
        ))}
      </Tabs>
      <FeedNotice rows={quotations.data} />
      <MarketRows tab={tab} sort={sort} onSort={setSort} />
    </PageShell>
  );
}

/** The market tab; `?symbol=BTC/USDT` switches it to that pair's detail and chart. */
export function MarketPage() {
  const [params] = useSearchParams();
  const symbol = params.get('symbol');
  return symbol ? <PairDetail key={symbol} symbol={symbol} /> : <MarketList />;
}
