import Button from 'antd-mobile/es/components/button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { Avatar } from '../../../components/ui/avatar';
import { IconButton } from '../../../components/ui/icon-button';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { ShieldIcon } from '../../../components/ui/page-icons';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { contentQueries } from '../../../features/content/api/content-queries';
import { BannerCarousel } from '../../../features/content/components/banner-carousel';
import { NoticeTicker } from '../../../features/content/components/notice-ticker';
import { PopupAnnouncement } from '../../../features/content/components/popup-announcement';
import { useCurrentUser } from '../../../features/user/api/user-api';
import { navigation } from '../../../lib/navigation';
import { openArticle, openBanner } from './open-content';
import { SiteBrand, HomeQuotes, ServiceTiles } from './home-parts';

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
        <IconButton
          label={t('home.me')}
          onClick={() => navigation.push(isLoggedIn ? paths.setting : paths.login)}
        >
          <Avatar src={user?.head_portrait} name={displayName} size={32} />
        </IconButton>
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
