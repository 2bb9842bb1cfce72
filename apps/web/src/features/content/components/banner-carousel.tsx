import { useEffect, useState } from 'react';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { NewsItemView } from '@meridian/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ChevronRightIcon } from '../../../components/ui/icons';
import { prefersReducedMotion, SnapDots, useSnapStrip } from '../../../components/ui/snap-strip';
import { useLanguage } from '../../../lib/use-language';
import { contentQueries } from '../api/content-queries';

/** Time each banner stays before the next one slides in. */
const BANNER_INTERVAL_MS = 4000;

/**
 * The home banners (news category 5). Banners are an extra: when there are none, or they cannot be
 * read, the home page simply goes on without them.
 *
 * A scroll-snap strip (swiped natively, no gesture library: issue #14 item 11) with previous and
 * next buttons. It advances on its own every few seconds, from the last back to the first, except
 * when the reader prefers reduced motion, while a pointer or the focus is on it, while the tab is
 * hidden, and for good once the reader has moved it themselves.
 */
export function BannerCarousel({ onOpen }: { onOpen: (banner: NewsItemView) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const banners = useQuery(contentQueries.banners(lang));
  const items = banners.data?.data ?? [];
  const count = items.length;
  const { stripRef, current, onScroll, show } = useSnapStrip(count);
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (count < 2 || held || stopped || prefersReducedMotion()) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') show(current + 1);
    }, BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, current, held, stopped, show]);

  if (banners.isPending) {
    return <Skeleton animated className="banner banner--skeleton" aria-hidden="true" />;
  }
  if (count === 0) return null;

  const step = (by: number) => {
    setStopped(true);
    show(current + by);
  };

  return (
    <section
      className="banners"
      aria-label={t('home.banners')}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div
        ref={stripRef}
        className="snap-strip banners__strip"
        onScroll={onScroll}
        onTouchStart={() => setStopped(true)}
      >
        {items.map((item, index) => (
          <div className="snap-strip__page" key={item.id}>
            <button type="button" className="banner" onClick={() => onOpen(item)}>
              {item.image ? (
                <img
                  className="banner__image"
                  src={item.image}
                  alt=""
                  // The first picture is the page's largest paint; the others wait to be near.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding="async"
                />
              ) : null}
              <span className="banner__title">{item.title}</span>
            </button>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="banners__nav banners__nav--prev"
            aria-label={t('home.bannerPrevious')}
            onClick={() => step(-1)}
          >
            <ChevronRightIcon />
          </button>
          <button
            type="button"
            className="banners__nav banners__nav--next"
            aria-label={t('home.bannerNext')}
            onClick={() => step(1)}
          >
            <ChevronRightIcon />
          </button>
          <SnapDots count={count} current={current} className="banners__dots" />
        </>
      ) : null}
    </section>
  );
}
