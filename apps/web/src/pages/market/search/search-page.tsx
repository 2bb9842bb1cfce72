import { useState } from 'react';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useQuery } from '@tanstack/react-query';
import type { QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../config/paths';
import { marketQueries } from '../../../features/market/api/market-queries';
import { QuoteList, QuoteListSkeleton } from '../../../features/market/components/quote-list';
import { useLiveQuotations } from '../../../features/market/hooks/use-live-market';
import { searchQuotations } from '../../../features/market/model/quotations';
import { navigation } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';

const openPair = (row: Pick<QuotationView, 'symbol'>) =>
  navigation.push(paths.market, { symbol: row.symbol });

function Section({ title, rows }: { title: string; rows: readonly QuotationView[] | undefined }) {
  if (!rows || rows.length === 0) return null;
  return (
    <section className="market-section">
      <h2 className="market-section__title">{title}</h2>
      <QuoteList rows={rows} onOpen={openPair} />
    </section>
  );
}

/** Search over the quotation rows, with hot search, recent views and favourites below. */
export function SearchPage() {
  const { t } = useTranslation();
  const session = useSession();
  const owner = session.user?.id ?? 0;
  const [text, setText] = useState('');
  const quotations = useQuery(marketQueries.quotations());
  const hot = useQuery(marketQueries.hot());
  const recent = useQuery({ ...marketQueries.recent(owner), enabled: session.isLoggedIn });
  const favourites = useQuery({ ...marketQueries.favourites(owner), enabled: session.isLoggedIn });
  useLiveQuotations();

  let body;
  if (text.trim()) {
    if (quotations.isPending) body = <QuoteListSkeleton rows={3} />;
    else if (quotations.isError)
      body = (
        <ErrorState compact error={quotations.error} onRetry={() => void quotations.refetch()} />
      );
    else {
      const found = searchQuotations(quotations.data, text);
      body =
        found.length === 0 ? (
          <EmptyState compact title={t('market.noResults')} />
        ) : (
          <QuoteList rows={found} onOpen={openPair} />
        );
    }
  } else {
    body = (
      <>
        <section className="market-section">
          <h2 className="market-section__title">{t('market.hot')}</h2>
          {hot.isPending ? (
            <QuoteListSkeleton rows={2} />
          ) : hot.isError ? (
            <ErrorState compact error={hot.error} onRetry={() => void hot.refetch()} />
          ) : (
            <div className="chips">
              {hot.data.slice(0, 10).map((row) => (
                <button
                  key={row.match_id}
                  type="button"
                  className="chip"
                  onClick={() => openPair(row)}
                >
                  {row.symbol}
                </button>
              ))}
            </div>
          )}
        </section>
        <Section title={t('market.recent')} rows={recent.data} />
        <Section title={t('market.favourites')} rows={favourites.data} />
      </>
    );
  }

  return (
    <PageShell title={t('market.search')} className="market-search">
      <SearchBar
        placeholder={t('market.searchPlaceholder')}
        value={text}
        onChange={setText}
        aria-label={t('market.search')}
      />
      {body}
    </PageShell>
  );
}
