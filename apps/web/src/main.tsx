import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { unstableSetRender } from 'antd-mobile';

import './app/theme.css';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { refreshFiatRatesIfStale, reloadFiat } from './lib/fiat';
import { initI18n } from './lib/i18n';
import { reloadSession } from './lib/session';
import { migrateStorage } from './lib/storage';
import { preloadToast } from './lib/toast';

// antd-mobile 5 renders Toast and Dialog with ReactDOM.render, which React 19 removed.
unstableSetRender((node, container) => {
  const host = container as Element & { _reactRoot?: Root };
  host._reactRoot ??= createRoot(host);
  const root = host._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete host._reactRoot;
  };
});

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
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500));
  whenIdle(() => preloadToast());
}

void bootstrap();
