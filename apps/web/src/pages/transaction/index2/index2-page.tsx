import Tabs from 'antd-mobile/es/components/tabs';
import { useQuery } from '@tanstack/react-query';
import type { MarketCategory, QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import '../../../features/futures/components/futures.css';
import { marketQueries } from '../../../features/market/api/market-queries';
import {
  FeedNotice,
  QuoteList,
  QuoteListSkeleton,
} from '../../../features/market/components/quote-list';
import { useLiveQuotations } from '../../../features/market/hooks/use-live-market';
import { rowsInCategory, sortQuotations } from '../../../features/market/model/quotations';
import { paths } from '../../../config/paths';
import { navigation } from '../../../lib/navigation';

/** A pair of the hub opens the trade tab's futures ticket on it. */
const openContract = (row: QuotationView) =>
  navigation.push(paths.trade, { product: 'futures', symbol: row.symbol });

function PairRows({ category }: { category: MarketCategory }) {
  const { t } = useTranslation();
  const quotations = useQuery(marketQueries.quotations());
  if (quotations.isPending) return <QuoteListSkeleton rows={6} />;
  if (quotations.isError)
    return (
      <ErrorState compact error={quotations.error} onRetry={() => void quotations.refetch()} />
    );
  const rows = rowsInCategory(quotations.data, category).filter((row) => row.open_lever);
  if (rows.length === 0) return <EmptyState compact title={t('trade.empty')} />;
  return (
    <div className="fut-hub-list" data-testid="hub-pairs">
      <QuoteList rows={sortQuotations(rows, null)} onOpen={openContract} />
    </div>
  );
}

/**
 * /pages/transaction/index2 (`?category=stock`): the futures hub. Crypto and stock pairs open for
 * futures with their live price and change; a tap opens the pair's futures ticket on the trade
 * tab. Spot and options are one tap away.
 */
export function TradeHubPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const category: MarketCategory = params.get('category') === 'stock' ? 'stock' : 'crypto';
  const quotations = useQuery(marketQueries.quotations());
  useLiveQuotations();
  return (
    <PageShell title={t('trade.hubTitle')}>
      <div className="fut-hub-entries">
        <button
          type="button"
          className="fut-hub-entry"
          onClick={() => navigation.push(paths.trade, { product: 'spot' })}
        >
          <span className="fut-hub-entry__title">{t('trade.spot')}</span>
          <span className="fut-hub-entry__text">{t('trade.spotText')}</span>
        </button>
        <button
          type="button"
          className="fut-hub-entry"
          onClick={() => navigation.push(paths.trade, { product: 'options' })}
        >
          <span className="fut-hub-entry__title">{t('trade.options')}</span>
          <span className="fut-hub-entry__text">{t('trade.optionsText')}</span>
        </button>
      </div>
      <p className="fut-hint">{t('trade.hubIntro')}</p>
      <Tabs
        className="fut-tabs"
        activeKey={category}
        onChange={(key) =>
          navigation.replace(paths.tradeHub, key === 'stock' ? { category: 'stock' } : undefined)
        }
      >
        <Tabs.Tab key="crypto" title={t('trade.crypto')} />
        <Tabs.Tab key="stock" title={t('trade.stocks')} />
      </Tabs>
      <FeedNotice rows={quotations.data} />
      <PairRows category={category} />
    </PageShell>
  );
}
