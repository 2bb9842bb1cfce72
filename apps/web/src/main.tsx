import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import 'antd-mobile/es/global';
import './app/theme.css';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { refreshFiatRatesIfStale, reloadFiat } from './lib/fiat';
import { initI18n } from './lib/i18n';
import { reloadSession } from './lib/session';
import { migrateStorage } from './lib/storage';
import { preloadToast } from './lib/toast';

async function bootstrap(): Promise<void> {
  if (migrateStorage()) {
    reloadSession();
    reloadFiat();
  }
  await initI18n();
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

  // Fetch the toast module once the first screen and its pictures are up, so it does not compete
  // with them, yet the first toast still shows without delay.
  const whenIdle = (callback: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(callback)
      : setTimeout(callback, 1500);
  const afterLoad = (callback: () => void) => {
    if (document.readyState === 'complete') callback();
    else window.addEventListener('load', callback, { once: true });
  };
  afterLoad(() => whenIdle(() => preloadToast()));
}

void bootstrap();
