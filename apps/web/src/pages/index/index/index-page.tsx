import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { Avatar } from '../../../components/ui/avatar';
import { ErrorState } from '../../../components/ui/error-state';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { ShieldIcon } from '../../../components/ui/page-icons';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { contentQueries } from '../../../features/content/api/content-queries';
import { marketQueries } from '../../../features/market/api/market-queries';
import { QuoteList } from '../../../features/market/components/quote-list';
import { useLiveQuotations } from '../../../features/market/hooks/use-live-market';
import { hasPrices, topQuotations } from '../../../features/market/model/quotations';
import { BannerCarousel } from '../../../features/content/components/banner-carousel';
import { NoticeTicker } from '../../../features/content/components/notice-ticker';
import { PopupAnnouncement } from '../../../features/content/components/popup-announcement';
import { TileGrid, TileGridSkeleton } from '../../../features/home/components/tile-grid';
import { useCurrentUser } from '../../../features/user/api/user-api';
import { navigation } from '../../../lib/navigation';
import { useLanguage } from '../../../lib/use-language';
import { openAppRoute, openArticle, openBanner } from './open-content';

function SiteBrand() {
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
      <span className="brand__name">{name}</span>
    </div>
  );
}

/**
 * The first 7 pairs by sort order, live. Only when the feed has sent prices: before that (or if
 * the read fails) the block is simply absent, never filled with made-up numbers.
 */
function HomeQuotes() {
  const { t } = useTranslation();
  const quotations = useQuery(marketQueries.quotations());
  const rows = quotations.data ? topQuotations(quotations.data) : [];
  const shown = hasPrices(rows);
  useLiveQuotations(shown);
  if (!shown) return null;
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
      <QuoteList
        rows={rows}
        onOpen={(row) => navigation.push(paths.market, { symbol: row.symbol })}
      />
    </section>
  );
}

/** The tiles of the server's menu; while it loads a skeleton, if it fails an error with retry. */
function ServiceTiles() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const menu = useQuery(contentQueries.menu(lang));

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
  else body = <TileGrid tiles={menu.data} onSelect={(tile) => openAppRoute(tile.route)} />;

  return (
    <section className="card services" aria-labelledby="services-title">
      <h2 className="section-title" id="services-title">
        {t('home.services')}
      </h2>
      {body}
    </section>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const { user, isLoggedIn } = useCurrentUser();
  const site = useQuery(contentQueries.siteConfig());
  const siteName = site.data?.site_name || t('app.name');
  const displayName = user?.nickname || user?.username || '';

  return (
    <PageShell
      tab
      className="home"
      left={<SiteBrand />}
      right={
        <button
          type="button"
          className="icon-button"
          aria-label={t('home.me')}
          onClick={() => navigation.push(isLoggedIn ? paths.setting : paths.login)}
        >
          <Avatar src={user?.head_portrait} name={displayName} size={32} />
        </button>
      }
    >
      <BannerCarousel onOpen={openBanner} />
      <NoticeTicker onOpen={(notice) => openArticle(notice.id)} />

      <ServiceTiles />

      {isLoggedIn ? (
        <section className="hero card">
          <div className="hero__row">
            <Avatar src={user?.head_portrait} name={displayName} size={48} />
            <div className="hero__text">
              <h1 className="hero__title">
                {displayName ? t('home.hello', { name: displayName }) : t('home.welcomeBack')}
              </h1>
              <p className="hero__subtitle">{t('home.signedInSubtitle', { site: siteName })}</p>
            </div>
          </div>
          <button
            type="button"
            className="hero__link"
            onClick={() => navigation.push(paths.security)}
          >
            <ShieldIcon />
            <span>{t('home.securityShortcut')}</span>
            <ChevronRightIcon className="hero__chevron" />
          </button>
        </section>
      ) : (
        <section className="hero card hero--guest">
          <h1 className="hero__title">{t('home.welcomeTitle', { site: siteName })}</h1>
          <p className="hero__subtitle">{t('home.welcomeSubtitle')}</p>
          <div className="hero__actions">
            <PrimaryButton inline onClick={() => navigation.push(paths.register)}>
              {t('auth.registerNow')}
            </PrimaryButton>
            <Button shape="rounded" fill="outline" onClick={() => navigation.push(paths.login)}>
              {t('auth.loginNow')}
            </Button>
          </div>
        </section>
      )}

      <HomeQuotes />

      <p className="home__note">{t('home.honestNote')}</p>

      <PopupAnnouncement onOpen={openArticle} />
    </PageShell>
  );
}
