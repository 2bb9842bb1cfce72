import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { paths } from '../../../config/paths';
import { contentQueries } from '../../../features/content/api/content-queries';
import { marketQueries } from '../../../features/market/api/market-queries';
import { QuoteList, QuoteListSkeleton } from '../../../features/market/components/quote-list';
import { useLiveQuotations } from '../../../features/market/hooks/use-live-market';
import { hasPrices, topQuotations } from '../../../features/market/model/quotations';
import { TileGrid, TileGridSkeleton } from '../../../features/home/components/tile-grid';
import { readLastPrices } from '../../../features/offline/model/last-prices';
import { loadAllMessages } from '../../../lib/i18n';
import { navigation } from '../../../lib/navigation';
import { useLanguage } from '../../../lib/use-language';
import { useOnline } from '../../../lib/use-online';
import { openAppRoute } from './open-content';

/** The header's brand: the site's logo and name from the site config, the product name until then. */
export function SiteBrand() {
  const { t } = useTranslation();
  const site = useQuery(contentQueries.siteConfig());
  const [logoFailed, setLogoFailed] = useState(false);
  // Until the site config answers (on a first visit, or when it cannot be read) the header shows
  // the product name rather than a placeholder; a later visit shows the cached name at once.
  const name = site.data?.site_name || t('app.name');
  return (
    <div className="brand">
      {site.data?.site_logo && !logoFailed ? (
        <img
          className="brand__logo"
          src={site.data.site_logo}
          alt=""
          onError={() => setLogoFailed(true)}
        />
      ) : (
        <span className="brand__mark" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      {/* The home screen's one h1: the site's name. */}
      <h1 className="brand__name">{name}</h1>
    </div>
  );
}

// The install sheet (antd-mobile's Popup under it, and its words, an inner-page section) loads
// when the download tile is tapped.
const InstallSheet = lazy(() =>
  Promise.all([
    import('../../../features/install/components/install-sheet'),
    loadAllMessages(),
  ]).then(([module]) => ({ default: module.InstallSheet })),
);

/** How many pairs the home shows: all of them above the fold on a 390 x 844 phone. */
export const HOME_PAIRS = 5;

/**
 * The first pairs by sort order, live: price, ≈ fiat and 24 h change. The card keeps the height
 * of its rows from the first paint (skeleton rows, then the rows, or an honest waiting or error
 * state in the same place), so nothing below it moves when the prices arrive.
 */
export function HomeQuotes() {
  const { t } = useTranslation();
  const quotations = useQuery(marketQueries.quotations());
  const rows = quotations.data ? topQuotations(quotations.data, HOME_PAIRS) : [];
  const shown = hasPrices(rows);
  const online = useOnline();
  useLiveQuotations(shown && online);
  // Offline, the list is the last one this device stored, with its age in the offline bar; it
  // never flashes nor updates, so a stored price is not taken for a live one.
  const stored = online ? null : readLastPrices();

  let body;
  if (stored)
    body = (
      <div className="offline-prices" data-testid="offline-prices">
        <QuoteList
          rows={topQuotations(stored.rows, HOME_PAIRS)}
          fiat
          onOpen={(row) => navigation.push(paths.market, { symbol: row.symbol })}
        />
      </div>
    );
  else if (quotations.isPending) body = <QuoteListSkeleton rows={HOME_PAIRS} />;
  else if (quotations.isError)
    body = (
      <ErrorState
        compact
        title={t('market.loadError')}
        error={quotations.error}
        onRetry={() => void quotations.refetch()}
      />
    );
  else if (!shown)
    body = (
      <EmptyState
        compact
        title={t('market.waiting')}
        description={t('market.waitingDescription')}
      />
    );
  else
    body = (
      <QuoteList
        rows={rows}
        fiat
        onOpen={(row) => navigation.push(paths.market, { symbol: row.symbol })}
      />
    );
  return (
    <section className="card home-quotes" aria-labelledby="home-quotes-title">
      <div className="section-head">
        <h2 className="section-title" id="home-quotes-title">
          {t('market.topPairs')}
        </h2>
        <button
          type="button"
          className="section-more"
          onClick={() => navigation.switchTab(paths.market)}
        >
          {t('market.more')}
        </button>
      </div>
      {body}
    </section>
  );
}

/** The tiles of the server's menu; while it loads a skeleton, if it fails an error with retry. */
export function ServiceTiles() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const menu = useQuery(contentQueries.menu(lang));
  const [installOpen, setInstallOpen] = useState(false);

  let body;
  if (menu.isPending) body = <TileGridSkeleton />;
  else if (menu.isError)
    body = (
      <ErrorState
        compact
        title={t('home.menuError')}
        error={menu.error}
        onRetry={() => void menu.refetch()}
      />
    );
  else
    body = (
      <TileGrid
        tiles={menu.data}
        onSelect={(tile) =>
          // The download tile installs this web app (issue #21): there is no store app to fetch.
          tile.key === 'download' && !tile.route ? setInstallOpen(true) : openAppRoute(tile.route)
        }
      />
    );

  return (
    <section className="card services" aria-labelledby="services-title">
      <h2 className="section-title" id="services-title">
        {t('home.services')}
      </h2>
      {body}
      {installOpen ? (
        <Suspense fallback={null}>
          <InstallSheet visible onClose={() => setInstallOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
