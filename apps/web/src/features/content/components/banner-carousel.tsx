import Skeleton from 'antd-mobile/es/components/skeleton';
import Swiper from 'antd-mobile/es/components/swiper';
import type { NewsItemView } from '@meridian/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../lib/use-language';
import { contentQueries } from '../api/content-queries';

/** Time each banner stays before the next one slides in. */
const BANNER_INTERVAL_MS = 4000;

/**
 * The home banners (news category 5), sliding on their own. Banners are an extra: when there are
 * none, or they cannot be read, the home page simply goes on without them.
 */
export function BannerCarousel({ onOpen }: { onOpen: (banner: NewsItemView) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const banners = useQuery(contentQueries.banners(lang));

  if (banners.isPending) {
    return <Skeleton animated className="banner banner--skeleton" aria-hidden="true" />;
  }
  const items = banners.data?.data ?? [];
  if (items.length === 0) return null;
  const sliding = items.length > 1;

  return (
    <section className="banners" aria-label={t('home.banners')}>
      <Swiper
        autoplay={sliding}
        autoplayInterval={BANNER_INTERVAL_MS}
        loop={sliding}
        indicator={sliding ? undefined : false}
        indicatorProps={{ className: 'banners__indicator' }}
      >
        {items.map((item) => (
          <Swiper.Item key={item.id}>
            <button type="button" className="banner" onClick={() => onOpen(item)}>
              {item.image ? <img className="banner__image" src={item.image} alt="" /> : null}
              <span className="banner__title">{item.title}</span>
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
