import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { Avatar } from '../../../components/ui/avatar';
import { ChevronRightIcon, ShieldIcon } from '../../../components/ui/icons';
import { contentQueries } from '../../../features/content/api/content-queries';
import { TileGrid } from '../../../features/home/components/tile-grid';
import { HOME_TILES, type HomeTile } from '../../../features/home/model/home-menu';
import { useCurrentUser } from '../../../features/user/api/user-api';
import { LOGIN_PATH, navigation } from '../../../lib/navigation';
import { showToast } from '../../../lib/toast';

const SETTING_PATH = '/pages/setting/setting';
const REGISTER_PATH = '/pages/common/register';
const SECURITY_PATH = '/pages/setting/security';

function SiteBrand() {
  const { t } = useTranslation();
  const site = useQuery(contentQueries.siteConfig());
  const [logoFailed, setLogoFailed] = useState(false);
  if (site.isPending) {
    return <Skeleton.Title animated className="brand__skeleton" />;
  }
  // The header falls back to the product name when the site config cannot be read.
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

export function HomePage() {
  const { t } = useTranslation();
  const { user, isLoggedIn } = useCurrentUser();
  const site = useQuery(contentQueries.siteConfig());
  const siteName = site.data?.site_name || t('app.name');
  const displayName = user?.nickname || user?.username || '';

  function openTile(tile: HomeTile) {
    if (tile.route) navigation.push(tile.route);
    else showToast(t('common.functionUnderDevelopment'));
  }

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
          onClick={() => navigation.push(isLoggedIn ? SETTING_PATH : LOGIN_PATH)}
        >
          <Avatar src={user?.head_portrait} name={displayName} size={32} />
        </button>
      }
    >
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
            onClick={() => navigation.push(SECURITY_PATH)}
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
            <Button color="primary" shape="rounded" onClick={() => navigation.push(REGISTER_PATH)}>
              {t('auth.registerNow')}
            </Button>
            <Button shape="rounded" fill="outline" onClick={() => navigation.push(LOGIN_PATH)}>
              {t('auth.loginNow')}
            </Button>
          </div>
        </section>
      )}

      <section className="card services" aria-labelledby="services-title">
        <h2 className="section-title" id="services-title">
          {t('home.services')}
        </h2>
        <TileGrid tiles={HOME_TILES} onSelect={openTile} />
      </section>

      <p className="home__note">{t('home.honestNote')}</p>
    </PageShell>
  );
}
