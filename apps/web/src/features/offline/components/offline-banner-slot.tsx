import { useEffect, useState, type ComponentType } from 'react';

import { useOnline } from '../../../lib/use-online';

type Banner = ComponentType<{ tabbed: boolean }>;

// The bar (its texts, clock and stored-price reading, and its styles) is not part of the first
// download: the module is fetched when the browser goes offline, or once the first screen has
// loaded and the browser is idle, so it is at hand if the network later drops without the
// service worker (issue #14 item 11: the entry's size).
let loaded: Banner | null = null;
let loading: Promise<Banner | null> | null = null;

function loadBanner(): Promise<Banner | null> {
  loading ??= import('./offline-banner').then(
    (module) => (loaded = module.OfflineBanner),
    () => {
      // Unreachable chunk (offline without the worker): try again at the next change.
      loading = null;
      return null;
    },
  );
  return loading;
}

/** Runs `callback` once the page has loaded and the browser is idle; answers a cancel. */
function whenIdleAfterLoad(callback: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(callback)
        : window.setTimeout(callback, 1500);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/** The offline bar (offline-banner.tsx) in the frame, its module loaded only when needed. */
export function OfflineBannerSlot({ tabbed }: { tabbed: boolean }) {
  const online = useOnline();
  const [Bar, setBar] = useState<Banner | null>(() => loaded);
  useEffect(() => {
    if (Bar) return undefined;
    let live = true;
    const load = () =>
      void loadBanner().then((module) => {
        if (live && module) setBar(() => module);
      });
    if (!online) load();
    const cancel = online ? whenIdleAfterLoad(load) : () => undefined;
    return () => {
      live = false;
      cancel();
    };
  }, [online, Bar]);
  return !online && Bar ? <Bar tabbed={tabbed} /> : null;
}
