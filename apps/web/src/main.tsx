import { StrictMode } from 'react';
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
  createRoot(element).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );

  // Fetch the toast module once the first screen is up, so the first toast shows without delay.
  const whenIdle =
    window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500));
  whenIdle(() => preloadToast());
}

void bootstrap();
