import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PushSettingsView } from '@meridian/contract';

import { setToken } from '../../../../lib/session';
import { formSentTo, mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { userView } from '../../../../testing/user-fixtures';
import { PushPage } from '../push-page';

const PATH = '/pages/setting/push';

const settings = (over: Partial<PushSettingsView> = {}): PushSettingsView => ({
  categories: { alerts: true, fills: true, liquidation: true, options: true, wallet: true },
  devices: 0,
  ...over,
});

const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'A'.repeat(22);

/** A browser with the Push API: a permission and, maybe, a subscription its worker holds. */
function stubPushBrowser(permission: NotificationPermission, held: boolean) {
  const subscription = {
    endpoint: 'https://push.example.com/device-1',
    options: { applicationServerKey: null },
    toJSON: () => ({
      endpoint: 'https://push.example.com/device-1',
      keys: { p256dh: P256DH, auth: AUTH },
    }),
    unsubscribe: vi.fn(async () => true),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => (held ? subscription : null)),
    subscribe: vi.fn(async () => subscription),
  };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      permission,
      requestPermission: vi.fn(async () => permission),
    }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve({ pushManager }),
      getRegistration: async () => ({ pushManager }),
    },
  });
  return { subscription, pushManager };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const signedIn = (extra: Record<string, unknown> = {}) => {
  setToken('t');
  return mockFetch({
    'GET /api/user/info': ok(userView()),
    'GET /api/push/settings': ok(settings()),
    ...extra,
  });
};

describe('push settings page', () => {
  it('asks a signed-out visitor to log in', async () => {
    mockFetch({});
    renderPage(PushPage, { path: PATH });
    expect(await screen.findByTestId('push-signed-out')).toBeTruthy();
    expect(
      screen.getByText('Log in to choose which notifications reach this device.'),
    ).toBeTruthy();
  });

  it('says when the browser has no push, keeps the device switch off, and saves a category', async () => {
    const { requests } = signedIn({
      'POST /api/push/settings': ok(
        settings({ categories: { ...settings().categories, wallet: false } }),
      ),
    });
    renderPage(PushPage, { path: PATH });
    expect(await screen.findByTestId('push-unsupported')).toBeTruthy();
    const device = screen.getByRole('switch', { name: 'Push notifications on this device' });
    expect(device.getAttribute('aria-disabled')).toBe('true');

    const wallet = await screen.findByRole('switch', { name: 'Deposits and withdrawals' });
    expect(wallet.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(wallet);
    await waitFor(() => {
      const saved = requests.find((r) => r.method === 'POST' && r.path === '/api/push/settings');
      expect(Object.fromEntries(saved?.form ?? [])).toMatchObject({
        category: 'wallet',
        enabled: '0',
      });
    });
    await waitFor(() =>
      expect(
        screen
          .getByRole('switch', { name: 'Deposits and withdrawals' })
          .getAttribute('aria-checked'),
      ).toBe('false'),
    );
  });

  it('explains how to allow notifications when the user blocked them', async () => {
    stubPushBrowser('denied', false);
    signedIn();
    renderPage(PushPage, { path: PATH });
    expect((await screen.findByTestId('push-denied')).textContent).toContain(
      'set Notifications to Allow',
    );
  });

  it('posts a subscription this device already holds and shows the device on', async () => {
    stubPushBrowser('granted', true);
    const { requests } = signedIn({
      'POST /api/push/subscribe': ok(settings({ devices: 1 })),
    });
    renderPage(PushPage, { path: PATH });
    await waitFor(() =>
      expect(formSentTo(requests, '/api/push/subscribe')).toMatchObject({
        endpoint: 'https://push.example.com/device-1',
        p256dh: P256DH,
        auth: AUTH,
      }),
    );
    expect((await screen.findByTestId('push-device-state')).textContent).toContain(
      'even while the app is closed',
    );
    expect(await screen.findByText('1 device of yours receives push notifications.')).toBeTruthy();
  });

  it('turns the device on: permission, the push manager with the server key, then the server', async () => {
    const { pushManager } = stubPushBrowser('granted', false);
    const { requests } = signedIn({
      'GET /api/push/key': ok({ public_key: 'BAEC' }),
      'POST /api/push/subscribe': ok(settings({ devices: 1 })),
    });
    renderPage(PushPage, { path: PATH });
    expect((await screen.findByTestId('push-device-state')).textContent).toContain('Turn on');
    fireEvent.click(screen.getByRole('switch', { name: 'Push notifications on this device' }));
    await waitFor(() => expect(formSentTo(requests, '/api/push/subscribe').p256dh).toBe(P256DH));
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([4, 1, 2]),
    });
  });
});
