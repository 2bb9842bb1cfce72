import type { CDPSession, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { auditScreen } from './axe';
import { screenshot, usePhoneSession } from './harness';

/**
 * Web Push settings on a phone (#21 item 9): the page with its device switch and five category
 * switches passes axe in English and Chinese; a category switched off stays off after a reload
 * (the server has it). Headless Chromium reaches no push service, so subscribing is exercised
 * against the server in its own tests; here the device switch is tried and must end in an honest
 * state. The service worker's push handler is driven with CDP `ServiceWorker.deliverPushMessage`
 * and the notification it shows is read back from the registration.
 */
const phone = usePhoneSession({ mail: true });
const { go, api } = phone;
let page: Page;

const email = `push${Date.now()}@example.com`;
const password = 'Secret123';
let token = '';

beforeAll(async () => {
  ({ page } = phone);
  ({ token } = await phone.registerByEmail(email, password));
  await page.context().grantPermissions(['notifications'], { origin: phone.server.url });
});

const categorySwitch = (name: string) => page.getByRole('switch', { name, exact: true });

describe('push settings', () => {
  it('shows the device switch and the categories, and keeps a category switched off', async () => {
    await phone.logIn(email, password);
    await go('/pages/setting/setting');
    await page.getByText('Push notifications', { exact: true }).click();
    await page.waitForURL(/pages\/setting\/push/);
    const wallet = categorySwitch('Deposits and withdrawals');
    await wallet.waitFor({ timeout: 15_000 });
    expect(await wallet.getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('push-device-state').waitFor({ timeout: 15_000 });
    // The login toast gone and the device's state read (no spinner on its switch).
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached', timeout: 10_000 });
    await page.locator('.adm-switch-spin-icon').waitFor({ state: 'detached', timeout: 15_000 });
    await screenshot(page, 'push-settings-en');
    expect(await auditScreen(page, 'push settings en')).toBe('');

    await wallet.click();
    await expect.poll(() => wallet.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('false');
    await page.reload();
    await categorySwitch('Deposits and withdrawals').waitFor({ timeout: 15_000 });
    expect(await categorySwitch('Deposits and withdrawals').getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(await categorySwitch('Price alerts').getAttribute('aria-checked')).toBe('true');
    const saved = await api<{ categories: Record<string, boolean> }>(
      'GET',
      '/push/settings',
      {},
      token,
    );
    expect(saved.categories).toMatchObject({ wallet: false, alerts: true });
  });

  it('tries the device switch and ends in an honest state', async () => {
    // The worker registers after the first screen; wait until it controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 30_000,
    });
    const device = page.getByRole('switch', { name: 'Push notifications on this device' });
    await device.click();
    // With a push service the switch turns on; headless Chromium has none and says so.
    await expect
      .poll(
        async () =>
          (await device.getAttribute('aria-checked')) === 'true' ||
          (await page.getByTestId('push-failed').count()) > 0,
        { timeout: 20_000 },
      )
      .toBe(true);
    await screenshot(page, 'push-device-en');
    expect(await auditScreen(page, 'push device en')).toBe('');
  });

  it('the service worker shows a delivered push as a notification', async () => {
    const cdp: CDPSession = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => r.scopeURL.endsWith('/h5/') && !r.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const payload = {
      title: 'Deposit credited',
      body: '250.00 USDT has arrived in your account.',
      route: '/pages/fund/receive_withdraw_record',
      tag: 'deposit-1',
      category: 'wallet',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: phone.server.url,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
    const shown = async () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        }));
      });
    await expect.poll(shown, { timeout: 10_000 }).toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: 'deposit-1',
        data: { route: '/pages/fund/receive_withdraw_record' },
      },
    ]);
    await cdp.detach();
  });

  it('reads in Chinese and passes axe', async () => {
    await phone.useLanguage('zh');
    await go('/pages/setting/push');
    await page
      .getByRole('switch', { name: '充值与提现', exact: true })
      .waitFor({ timeout: 15_000 });
    expect(await page.getByText('在此设备上接收推送通知').count()).toBeGreaterThan(0);
    await screenshot(page, 'push-settings-zh');
    expect(await auditScreen(page, 'push settings zh')).toBe('');
    await phone.useLanguage('en');
  });
});
