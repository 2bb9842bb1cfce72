import { useEffect, useState } from 'react';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import type { NewsItemView } from '@meridian/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ChevronRightIcon } from '../../../components/ui/icons';
import { lineIcon } from '../../../components/ui/line-icon';
import { useLanguage } from '../../../lib/use-language';
import { contentQueries } from '../api/content-queries';

// Drawn here rather than in components/ui/icons, whose icons all ship in the entry chunk.
const SpeakerIcon = lineIcon(
  <path d="M4 9.5v5h3.5l5 4V5.5l-5 4zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />,
);

/** Long titles scroll across the bar, so each notice stays long enough to be read once. */
export function noticeDurationMs(title: string): number {
  return Math.max(5000, 2500 + title.length * 180);
}

/**
 * The scrolling notice bar (news category 4): one notice at a time, newest first, each opening
 * its article. Nothing shows when there are no notices or they cannot be read.
 */
export function NoticeTicker({ onOpen }: { onOpen: (notice: NewsItemView) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const notices = useQuery(contentQueries.notices(lang));
  const items = notices.data?.data ?? [];
  const [position, setPosition] = useState(0);
  const current = items.length > 0 ? items[position % items.length] : undefined;
  const count = items.length;
  const title = current?.title ?? '';

  useEffect(() => {
    if (count < 2) return undefined;
    const timer = setTimeout(() => setPosition((p) => (p + 1) % count), noticeDurationMs(title));
    return () => clearTimeout(timer);
  }, [position, count, title]);

  if (!current) return null;
  return (
    <section className="notice-ticker" aria-label={t('home.notices')}>
      <NoticeBar
        key={current.id}
        className="notice-bar"
        shape="rounded"
        icon={<SpeakerIcon />}
        extra={<ChevronRightIcon className="notice-bar__more" />}
        onClick={() => onOpen(current)}
        content={
          <button type="button" className="notice-bar__title">
            {current.title}
          </button>
        }
      />
    </section>
  );
}
