import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { auditScreen } from './axe';
import {
  approveIdentity,
  screenshot,
  setPayPassword,
  usePhoneSession,
  type TestServer,
} from './harness';

/**
 * The withdrawal whitelist and the explained holds on a phone (#21 items 3 and 6), on the
 * exchange feed (real-coin withdrawals on). Before identity and pay password, the withdraw page
 * says what holds it and links to the screen that lifts each. Then: an address saved before the
 * whitelist is usable at once; the whitelist is turned on from the security settings with the pay
 * password; an address added after shows "usable in 24:00" on the whitelist page and is offered
 * disabled with its countdown on the withdraw page; a withdrawal to it is refused with its reason
 * and the time it becomes usable, and nothing is frozen. Turning off waits 24 h: the countdown,
 * the withdraw page's notice, then cancel. English and Chinese, axe on every screen.
 */
const phone = usePhoneSession({ mail: true, feed: 'exchange' });
const { go, api } = phone;
let server: TestServer;
let page: Page;

beforeAll(() => {
  ({ server, page } = phone);
});

const email = `whitelist${Date.now()}@example.com`;
const password = 'Secret123';
const payPassword = '246810';
const OLD_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const NEW_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
let token = '';
let userId = 0;
let registeredAt = 0;
let newAddressId = 0;

const audit = (name: string) => auditScreen(page, name);

/** POST /wallet/out as the app sends it, answering the envelope whatever its type. */
async function tryWithdraw(body: Record<string, string | number>) {
  const res = await fetch(`${server.url}/api/wallet/out`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(
      Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
    ),
  });
  return (await res.json()) as { type: string; code?: string; message: string };
}

async function typePayPassword() {
  await page.locator('.adm-passcode-input').waitFor();
  await page.locator('.adm-passcode-input').click();
  await page.keyboard.type(payPassword);
}

describe('withdrawal whitelist and holds on a phone', () => {
  it('registers a user and logs in', async () => {
    registeredAt = Date.now();
    ({ token, userId } = await phone.registerByEmail(email, password));
    expect(userId).toBeGreaterThan(0);
    await phone.logIn(email, password);
  });

  it('explains the holds above the withdraw form, with the screen that lifts each (en)', async () => {
    await go('/pages/fund/withdraw?currency=3');
    const holds = page.getByTestId('withdraw-holds');
    await holds.waitFor({ timeout: 15_000 });
    const identity = page.getByTestId('withdraw-hold-identity');
    expect(await identity.textContent()).toContain('verified identity');
    expect(await identity.getByRole('button', { name: 'Verify identity' }).count()).toBe(1);
    const pay = page.getByTestId('withdraw-hold-pay_password_not_set');
    expect(await pay.getByRole('button', { name: 'Set pay password' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Withdraw', exact: true }).isDisabled()).toBe(
      true,
    );
    await screenshot(page, 'whitelist-holds-en');
    expect(await audit('withdraw holds en')).toBe('');
  });

  it('gets identity approved, a pay password and an address saved before the whitelist', async () => {
    await approveIdentity(phone, { token, userId, name: 'Whitelist Tester' });
    // The registration mail went to the same address a moment ago.
    await setPayPassword(phone, { token, email, payPassword, lastCodeAt: registeredAt });
    const old = await api<{ usable_at: number; created_at: number }>(
      'POST',
      '/user/wallet/save',
      { currency: 3, network: 'TRC20', name: 'Old wallet', address: OLD_ADDRESS },
      token,
    );
    // Usable at once: saved before the whitelist (the database's and the server's clocks, ms apart).
    expect(Math.abs(old.usable_at - old.created_at)).toBeLessThan(5_000);
  });

  it('turns the whitelist on from the security settings with the pay password (en)', async () => {
    await go('/pages/setting/security');
    await page.getByText('Withdrawal whitelist').first().click();
    await page.waitForURL(/pages\/setting\/whitelist/);
    const toggle = page.getByRole('switch', { name: 'Withdrawal whitelist' });
    await toggle.waitFor({ timeout: 15_000 });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await typePayPassword();
    await expect.poll(() => toggle.getAttribute('aria-checked'), { timeout: 15_000 }).toBe('true');
    const state = await api<{ state: string }>('POST', '/user/whitelist/info', {}, token);
    expect(state.state).toBe('on');
  });

  it('counts down an address added while on, and refuses a withdrawal to it with its reason', async () => {
    const added = await api<{ id: number; usable_at: number; created_at: number }>(
      'POST',
      '/user/wallet/save',
      { currency: 3, network: 'TRC20', name: 'New wallet', address: NEW_ADDRESS },
      token,
    );
    newAddressId = added.id;
    expect(Math.abs(added.usable_at - added.created_at - 24 * 3_600_000)).toBeLessThan(5_000);

    // Added through the API while the page is open: read afresh, as coming back from adding does.
    await go('/pages/setting/whitelist');
    await page.reload();
    const item = page.getByTestId('whitelist-address').filter({ hasText: 'New wallet' });
    await item.waitFor({ timeout: 15_000 });
    expect(await item.textContent()).toMatch(/Usable in (24:00|23:59)/);
    const old = page.getByTestId('whitelist-address').filter({ hasText: 'Old wallet' });
    expect(await old.textContent()).toContain('Usable');
    await screenshot(page, 'whitelist-page-en');
    expect(await audit('whitelist page en')).toBe('');

    const refused = await tryWithdraw({
      currency: 3,
      number: '20',
      pay_password: payPassword,
      address_id: newAddressId,
    });
    expect(refused).toMatchObject({ type: 'error', code: 'WHITELIST_COOLING' });
    const until = new Date(added.usable_at).toISOString().slice(0, 16).replace('T', ' ');
    expect(refused.message).toContain(`${until} UTC`);
    const typed = await tryWithdraw({
      currency: 3,
      number: '20',
      pay_password: payPassword,
      network: 'TRC20',
      address: NEW_ADDRESS,
    });
    expect(typed).toMatchObject({ type: 'error', code: 'WHITELIST_ONLY' });
    expect(typed.message).toContain('whitelist is on');
    const withdrawals = await api<{ total: number }>('GET', '/user/withdraw/list', {}, token);
    expect(withdrawals.total).toBe(0);

    await go('/pages/fund/withdraw?currency=3');
    await page.getByTestId('withdraw-destination').waitFor({ timeout: 15_000 });
    await page.getByTestId('withdraw-destination').click();
    const cooling = page.locator('.wallet-destination', { hasText: 'New wallet' });
    await cooling.waitFor();
    expect(await cooling.isDisabled()).toBe(true);
    expect(await cooling.textContent()).toMatch(/Usable in (24:00|23:59)/);
    expect(await page.getByText('Paste or scan an address').count()).toBe(0);
    await screenshot(page, 'whitelist-withdraw-sheet-en');
    expect(await audit('withdraw destinations en')).toBe('');
  });

  it('turns off only after 24 h: countdown, the notice on the withdraw page, then cancel (en)', async () => {
    await go('/pages/setting/whitelist');
    const toggle = page.getByRole('switch', { name: 'Withdrawal whitelist' });
    await toggle.waitFor({ timeout: 15_000 });
    await toggle.click();
    await typePayPassword();
    const pending = page.getByTestId('whitelist-off-pending');
    await pending.waitFor({ timeout: 15_000 }).catch(async (error: unknown) => {
      await screenshot(page, 'whitelist-off-failed');
      throw error;
    });
    expect(await pending.textContent()).toMatch(/Turning off in (24:00|23:59)/);
    await screenshot(page, 'whitelist-off-pending-en');
    expect(await audit('whitelist off pending en')).toBe('');

    await go('/pages/fund/withdraw?currency=3');
    const notice = page.getByTestId('withdraw-hold-whitelist_off_pending');
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toContain('turn the withdrawal whitelist off');
    expect(await notice.textContent()).toMatch(/Time left: (24:00|23:59)/);
    expect(await notice.getByRole('button', { name: 'Whitelist settings' }).count()).toBe(1);
    await screenshot(page, 'whitelist-withdraw-notice-en');
    expect(await audit('withdraw notice en')).toBe('');
  });

  it('shows the same in Chinese, then cancels the turning off', async () => {
    await phone.useLanguage('zh');
    await go('/pages/fund/withdraw?currency=3');
    const notice = page.getByTestId('withdraw-hold-whitelist_off_pending');
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toContain('关闭提币白名单');
    await screenshot(page, 'whitelist-withdraw-notice-zh');
    expect(await audit('withdraw notice zh')).toBe('');

    await notice.getByRole('button', { name: '白名单设置' }).click();
    await page.waitForURL(/pages\/setting\/whitelist/);
    const pending = page.getByTestId('whitelist-off-pending');
    await pending.waitFor({ timeout: 15_000 });
    expect(await pending.textContent()).toContain('后关闭');
    const item = page.getByTestId('whitelist-address').filter({ hasText: 'New wallet' });
    expect(await item.textContent()).toMatch(/(24:00|23:59) 后可用/);
    await screenshot(page, 'whitelist-page-zh');
    expect(await audit('whitelist page zh')).toBe('');

    await page.getByRole('button', { name: '保持开启' }).click();
    await pending.waitFor({ state: 'detached', timeout: 15_000 });
    const state = await api<{ state: string }>('POST', '/user/whitelist/info', {}, token);
    expect(state.state).toBe('on');
  });
});
