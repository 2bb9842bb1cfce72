import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import 'antd-mobile/es/global';
import './app/theme.css';
import { Providers } from './app/providers';
import { captureInstallPrompt } from './features/install/model/install-prompt';
import { createAppRouter } from './app/router';
import { refreshFiatRatesIfStale, reloadFiat } from './lib/fiat';
import { initI18n, loadAllMessages } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { startPriceColours } from './lib/price-colours';
import { reloadSession } from './lib/session';
import { migrateStorage } from './lib/storage';
import { preloadToast } from './lib/toast';

/** How long after the load event the toast module waits before it is fetched unasked. */
const TOAST_PREFETCH_DELAY_MS = 3000;

// The browser's install offer fires once, early: keep it for the home's download tile.
captureInstallPrompt();

async function bootstrap(): Promise<void> {
  if (migrateStorage()) {
    reloadSession();
    reloadFiat();
  }
  await initI18n();
  startPriceColours();
  void refreshFiatRatesIfStale();

  const router = createAppRouter();
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing from index.html');
  const root = createRoot(element);
  // A transition lets React render the first screen in slices, so a tap during start-up is
  // answered between them instead of after one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });

  // Fetch the toast module (with antd-mobile's Mask and react-spring, ~25 KB) only once the first
  // screen has had its data and pictures: a few seconds after the load event when the browser is
  // idle, or at the first tap or key press, whichever comes first. Nothing toasts before an
  // interaction, so the first toast still shows without delay, and the module never competes with
  // the first screen's code and prices (issue #14 item 11).
  let toastFetched = false;
  const fetchToast = () => {
    if (toastFetched) return;
    toastFetched = true;
    window.removeEventListener('pointerdown', fetchToast, true);
    window.removeEventListener('keydown', fetchToast, true);
    preloadToast();
    // The landing screens render with the entry's English; the full text files, which every
    // other screen waits for, come at the same moment, off the first screen's path.
    void loadAllMessages().catch(() => undefined);
  };
  window.addEventListener('pointerdown', fetchToast, true);
  window.addEventListener('keydown', fetchToast, true);
  const whenIdle = (callback: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(callback)
      : setTimeout(callback, 1500);
  const afterLoad = (callback: () => void) => {
    if (document.readyState === 'complete') callback();
    else window.addEventListener('load', callback, { once: true });
  };
  afterLoad(() => setTimeout(() => whenIdle(fetchToast), TOAST_PREFETCH_DELAY_MS));
  // The offline shell's price store loads after the first screen (it pulls in the market
  // queries, which the entry does not need); it saves what is cached already when it starts.
  afterLoad(() => {
    void import('./features/offline/model/last-prices-store').then((store) =>
      store.startLastPricesStore(queryClient),
    );
  });
  // The installable app's worker (vite.config.ts): it caches the built shell so the app starts
  // offline. Registered after the load event, so its precache never competes with the first screen.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const base = import.meta.env.BASE_URL;
    afterLoad(() => {
      navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch(() => {
        // No worker (private mode, an old browser): the app works online as before.
      });
    });
  }
}

void bootstrap();
