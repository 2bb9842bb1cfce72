import Button from 'antd-mobile/es/components/button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { Avatar } from '../../../components/ui/avatar';
import { IconButton } from '../../../components/ui/icon-button';
import { HeadsetIcon } from '../../../components/ui/page-icons';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { contentQueries } from '../../../features/content/api/content-queries';
import { BannerCarousel } from '../../../features/content/components/banner-carousel';
import { NoticeTicker } from '../../../features/content/components/notice-ticker';
import { WelcomeNotice } from '../../../features/content/components/popup-announcement';
import { useCurrentUser } from '../../../features/user/api/user-api';
import { navigation } from '../../../lib/navigation';
import { openArticle, openBanner } from './open-content';
import { SiteBrand, HomeQuotes, ServiceTiles } from './home-parts';
import './home.css';

/**
 * Home: a short banner, the notice bar (the welcome first, then the notices), the top pairs
 * above the fold, then the service tiles. Every block keeps its height from the first paint, so
 * nothing moves as the data arrives (issue #14 items 7 and 11).
 */
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
        <>
          {/* Customer service (#20 item 1); a visitor is asked to log in first. */}
          <IconButton
            label={t('home.customerService')}
            className="home__support"
            onClick={() => navigation.push(paths.kefu)}
          >
            <HeadsetIcon />
          </IconButton>
          <IconButton
            label={t('home.me')}
            onClick={() => navigation.push(isLoggedIn ? paths.setting : paths.login)}
          >
            <Avatar src={user?.head_portrait} name={displayName} size={32} />
          </IconButton>
        </>
      }
    >
      <div className="home__banner">
        <BannerCarousel onOpen={openBanner} />
      </div>
      <div className="home__notice">
        <WelcomeNotice
          greeting={isLoggedIn && displayName ? t('home.hello', { name: displayName }) : undefined}
          onOpen={openArticle}
        >
          <NoticeTicker onOpen={(notice) => openArticle(notice.id)} />
        </WelcomeNotice>
      </div>

      <HomeQuotes />

      <ServiceTiles />

      {isLoggedIn ? null : (
        <section className="hero card hero--guest" aria-labelledby="home-guest-title">
          <h2 className="hero__title" id="home-guest-title">
            {t('home.welcomeTitle', { site: siteName })}
          </h2>
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

      <p className="home__note">{t('home.honestNote')}</p>
    </PageShell>
  );
}
