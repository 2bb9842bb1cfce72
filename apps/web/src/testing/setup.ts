import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

import { initI18n, loadAllMessages } from '../lib/i18n';
import { reloadSession } from '../lib/session';
import { liveSocket } from './socket-mock';

// No test talks to a socket server: lib/socket is this stand-in everywhere (lib/socket.test.ts
// unmocks it to test the real one). A test pushes events by setting `liveSocket.current`.
vi.mock('../lib/socket', async () => (await import('./socket-mock')).socketMock);

// jsdom lacks the layout APIs some antd-mobile components probe.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// jsdom has no matchMedia; antd-mobile asks it.
if (typeof window.matchMedia !== 'function')
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
window.scrollTo = () => undefined;

/**
 * Dialogs and modals opened imperatively render into the body outside any test root, and files
 * of the shared project (vitest.config.ts) share one document: close them, and empty the body
 * of what their closing animations (which jsdom never finishes) would have removed.
 */
async function clearOverlays() {
  const [toast, dialog, modal] = await Promise.all([
    import('antd-mobile/es/components/toast'),
    import('antd-mobile/es/components/dialog'),
    import('antd-mobile/es/components/modal'),
  ]);
  toast.default.clear();
  dialog.default.clear();
  modal.default.clear();
  document.body.replaceChildren();
  document.body.removeAttribute('class');
  document.body.removeAttribute('style');
}

beforeAll(async () => {
  await initI18n('en');
  await loadAllMessages();
});

afterEach(async () => {
  cleanup();
  liveSocket.current = null;
  // Toasts render in their own React root, which cleanup() does not unmount: without this, a
  // toast still on screen renders again after the test file's window is gone.
  const { clearToasts } = await import('../lib/toast');
  clearToasts();
  await clearOverlays();
  localStorage.clear();
  sessionStorage.clear();
  // The stores cache what storage held; start every test from an empty device.
  reloadSession();
  // Imported late: lib/fiat loads the API client, which test files may mock.
  const { reloadFiat } = await import('../lib/fiat');
  reloadFiat();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
