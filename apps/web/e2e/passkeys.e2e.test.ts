import type { CDPSession, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { auditScreen } from './axe';
import { approveIdentity, screenshot, setPayPassword, usePhoneSession } from './harness';

/**
 * Passkeys on a phone (#21 item 1), with Chromium's virtual authenticator (CDP WebAuthn domain:
 * an internal platform authenticator that keeps resident keys and verifies the user) standing in
 * for the phone's fingerprint. A passkey is added from Security with the pay password; signed
 * out, "Sign in with a passkey" signs in without the password; then, in Chinese, a withdrawal is
 * confirmed with the passkey instead of the pay password, and the passkey is removed. On the
 * exchange feed (real-coin withdrawals on). WebAuthn needs a secure page and a domain name, so
 * the app is opened at http://localhost, not 127.0.0.1. axe on every screen.
 */
const phone = usePhoneSession({ mail: true, feed: 'exchange' });
let page: Page;
let cdp: CDPSession;
let authenticatorId = '';

const email = `passkey${Date.now()}@example.com`;
const password = 'Secret123';
const payPassword = '246810';
let token = '';
let userId = 0;

beforeAll(async () => {
  ({ page } = phone);
  const site = phone.server.url.replace('127.0.0.1', 'localhost');
  phone.go = (hash: string) => page.goto(`${site}/h5/#${hash}`);
  cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  }));
  const registeredAt = Date.now();
  ({ token, userId } = await phone.registerByEmail(email, password));
  await approveIdentity(phone, { token, userId, name: 'Passkey Tester' });
  await setPayPassword(phone, { token, email, payPassword, lastCodeAt: registeredAt });
  const adminToken = await phone.adminLogin();
  await phone.adjustUsdt(adminToken, { userId, account: 2, amount: '100', reason: 'e2e funds' });
  await phone.api(
    'POST',
    '/user/wallet/save',
    {
      currency: 3,
      network: 'TRC20',
      name: 'Cold wallet',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    },
    token,
  );
}, 180_000);

const passkeysOf = () => phone.api<{ name: string }[]>('GET', '/user/passkey/list', {}, token);
const credentialsOnDevice = async () =>
  (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;

/** Ends the phone's session as logging out does, keeping the chosen language. */
async function forgetSession() {
  await page.evaluate(() => {
    localStorage.removeItem('token');
    localStorage.removeItem('user');
  });
}

describe('passkeys', () => {
  it('adds a passkey from Security with the pay password (en)', async () => {
    await phone.logIn(email, password);
    await phone.go('/pages/setting/security');
    await page.getByText('Passkeys', { exact: true }).click();
    await page.waitForURL(/pages\/setting\/passkeys/);
    await page.getByText('No passkeys yet.').waitFor();
    await screenshot(page, 'passkeys-empty-en');
    expect(await auditScreen(page, 'passkeys empty en')).toBe('');

    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.locator('#passkey-name').fill('My phone');
    await page.locator('#passkey-pay-password').fill('111111');
    await screenshot(page, 'passkeys-add-en');
    expect(await auditScreen(page, 'passkeys add sheet en')).toBe('');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Pay password is incorrect').first().waitFor();
    expect(await credentialsOnDevice()).toHaveLength(0);

    await page.locator('#passkey-pay-password').fill(payPassword);
    await page.getByRole('button', { name: 'Continue' }).click();
    const row = page.getByTestId('passkey-row').filter({ hasText: 'My phone' });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toContain('Not used yet');
    expect(await credentialsOnDevice()).toHaveLength(1);
    expect((await passkeysOf()).map((p) => p.name)).toEqual(['My phone']);
    await screenshot(page, 'passkeys-list-en');
    expect(await auditScreen(page, 'passkeys list en')).toBe('');
  });

  it('signs in with the passkey instead of the password (en)', async () => {
    await forgetSession();
    await phone.go('/pages/common/login');
    const button = page.getByRole('button', { name: 'Sign in with a passkey' });
    await button.waitFor();
    await screenshot(page, 'passkeys-login-en');
    expect(await auditScreen(page, 'login with passkey en')).toBe('');
    await button.click();
    await page.waitForURL(/pages\/index\/index/, { timeout: 15_000 });
    const signedIn = await page.evaluate(() => localStorage.getItem('token'));
    expect(signedIn).toBeTruthy();
  });

  it('in Chinese: confirms a withdrawal with the passkey, then removes it', async () => {
    await phone.useLanguage('zh');
    await phone.go('/pages/fund/withdraw?currency=3');
    await expect
      .poll(() => page.getByTestId('withdraw-destination').textContent(), { timeout: 15_000 })
      .toContain('Cold wallet');
    await page.locator('#withdraw-amount').fill('20');
    await page.getByRole('button', { name: '提现', exact: true }).click();
    const withPasskey = page.getByRole('button', { name: '使用通行密钥确认' });
    await withPasskey.waitFor();
    await screenshot(page, 'passkeys-withdraw-zh');
    expect(await auditScreen(page, 'withdraw confirm with passkey zh')).toBe('');
    await withPasskey.click();
    await page.waitForURL(/receive_withdraw_record\?tab=withdraw/, { timeout: 15_000 });
    const withdrawals = await phone.api<{ data: { number: string }[] }>(
      'GET',
      '/user/withdraw/list',
      {},
      token,
    );
    expect(withdrawals.data.map((w) => w.number)).toEqual(['20']);

    await phone.go('/pages/setting/passkeys');
    const row = page.getByTestId('passkey-row').filter({ hasText: 'My phone' });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toContain('上次使用');
    await screenshot(page, 'passkeys-list-zh');
    expect(await auditScreen(page, 'passkeys list zh')).toBe('');
    await row.getByRole('button', { name: /删除/ }).click();
    await page.locator('.sheet').getByRole('button', { name: '删除', exact: true }).click();
    await page.getByText('尚未添加通行密钥。').waitFor({ timeout: 15_000 });
    expect(await passkeysOf()).toEqual([]);
  });
});
