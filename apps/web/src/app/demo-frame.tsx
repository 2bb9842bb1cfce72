import { useEffect, useLayoutEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { contentQueries } from '../features/content/api/content-queries';
import { DemoBanner } from '../features/market/components/demo-banner';
import { loadAllMessages } from '../lib/i18n';

/**
 * The demo banner with the site config read behind it, loaded beside the first page rather than
 * in the entry chunk. The room above the nav bars (the `demo-mode` class on <html>, which sets
 * --demo-bar-height in theme.css) is made before the first paint, from the last visit's config
 * until the current one answers, so the bars move only on a first visit or when the feed changed.
 * The banner's words (`demo`) are in the entry's English; in another language they may not have
 * arrived yet: until then theme.css draws its empty strip.
 */
export function DemoFrame() {
  // Not useDemoMode: that hook shares a chunk with the money screens' demo notice.
  const config = useQuery(contentQueries.siteConfig());
  const demo = config.data?.demo_mode === true ? config.data : null;
  const { i18n } = useTranslation();
  const [hasWords, setHasWords] = useState(() => i18n.exists('demo.banner'));
  const known = !config.isPending;
  const isDemo = demo !== null;
  useLayoutEffect(() => {
    if (known) document.documentElement.classList.toggle('demo-mode', isDemo);
  }, [known, isDemo]);
  useEffect(() => {
    if (hasWords) return undefined;
    let live = true;
    void loadAllMessages().then(() => live && setHasWords(true));
    return () => {
      live = false;
    };
  }, [hasWords]);
  return demo && hasWords ? <DemoBanner config={demo} /> : null;
}
