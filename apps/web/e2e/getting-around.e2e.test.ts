import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { describeViolations, seriousViolations } from './axe';
import {
  approveIdentity,
  screenshot,
  setPayPassword,
  usePhoneSession,
  type Language,
} from './harness';

/*
 * Issue #14 item 8, "Getting around": login returns to the page that asked for it, withdraw takes
 * a pasted address checked per network, assets hides zero balances. Withdrawals need a real feed
 * (the simulated one is demo mode), so the server reads the fake exchange.
 */
const phone = usePhoneSession({ mail: true, feed: 'exchange' });
const { go, api } = phone;
let page: Page;

const email = `around${Date.now()}@example.com`;
const password = 'Secret123';
const payPassword = '246810';
// Real addresses: TRON's USDT contract, and the same with its last character changed.
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const TRON_TYPO = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u';
let token = '';
let userId = 0;
let registeredAt = 0;

const INVALID_TEXT: Record<'en' | 'zh', string> = {
  en: 'This is not a valid address on the chosen network. Check every character.',
  zh: '该地址不是所选网络的有效地址，请逐字核对。',
};

async function expectNoSeriousViolations(name: string) {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(name, violations)).toEqual([]);
}

beforeAll(async () => {
  ({ page } = phone);
  registeredAt = Date.now();
  ({ token, userId } = await phone.registerByEmail(email, password));
  const adminToken = await approveIdentity(phone, { token, userId, name: 'Around Tester' });
  await phone.adjustUsdt(adminToken, { userId, account: 2, amount: '500', reason: 'e2e funds' });
});

describe('getting around (issue #14 item 8)', () => {
  it('sends a visitor from a protected page to login and back to that page afterwards', async () => {
    await go('/pages/fund/withdraw?currency=3');
    await page.waitForURL(/pages\/common\/login\?redirect=/, { timeout: 10_000 });
    expect(decodeURIComponent(page.url())).toContain('redirect=/pages/fund/withdraw?currency=3');
    await screenshot(page, 'getting-around-login-redirect-en');

    await page.locator('#login-account').fill(email);
    await page.locator('#login-password').fill(password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/pages\/fund\/withdraw\?currency=3$/, { timeout: 15_000 });
    await page.getByTestId('withdraw-destination').waitFor();
  });

  it('ignores a redirect that leaves the app and goes home instead', async () => {
    await page.evaluate(() => localStorage.clear());
    await go(`/pages/common/login?redirect=${encodeURIComponent('https://evil.example/')}`);
    await page.reload();
    await page.locator('#login-account').fill(email);
    await page.locator('#login-password').fill(password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/pages\/index\/index/, { timeout: 15_000 });
    expect(page.url()).not.toContain('evil');
  });

  it('hides zero balances on assets by default, remembers the switch, and passes axe', async () => {
    await go('/pages/fund/assets');
    await page.getByTestId('total-fiat').waitFor();
    // The login toast fades first, so the picture shows the screen.
    await page.locator('.adm-toast-mask').waitFor({ state: 'hidden' });
    const rows = page.locator('.wallet-balance-list li');
    await rows.first().waitFor();
    const hideZero = page.getByRole('switch', { name: 'Hide zero balances' });
    expect(await hideZero.getAttribute('aria-checked')).toBe('true');
    // Only USDT holds money in the exchange account.
    expect(await rows.count()).toBe(1);
    await screenshot(page, 'getting-around-assets-en');
    await expectNoSeriousViolations('assets (en)');

    await hideZero.click();
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    await page.reload();
    await rows.first().waitFor();
    expect(
      await page.getByRole('switch', { name: 'Hide zero balances' }).getAttribute('aria-checked'),
    ).toBe('false');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    await page.getByRole('switch', { name: 'Hide zero balances' }).click();
    await expect.poll(() => rows.count()).toBe(1);

    await phone.useLanguage('zh');
    await page.getByRole('switch', { name: '隐藏零余额' }).waitFor();
    await screenshot(page, 'getting-around-assets-zh');
    await expectNoSeriousViolations('assets (zh)');
    await phone.useLanguage('en');
  });

  async function openWithdraw(lang: Language) {
    await go('/pages/fund/withdraw?currency=3');
    if (lang !== 'en') await phone.useLanguage(lang);
    await page.locator('#withdraw-address').waitFor({ timeout: 15_000 });
  }

  it('refuses a pasted address with a typo, in English and Chinese, and passes axe', async () => {
    await setPayPassword(phone, { token, email, payPassword, lastCodeAt: registeredAt });

    for (const lang of ['en', 'zh'] as const) {
      await openWithdraw(lang);
      await page.locator('#withdraw-amount').fill('20');
      await page.locator('#withdraw-address').fill(TRON_TYPO);
      await page.locator('form button[type=submit]').click();
      await page.getByText(INVALID_TEXT[lang]).waitFor();
      expect(await page.locator('.adm-passcode-input').count()).toBe(0);
      await screenshot(page, `getting-around-withdraw-invalid-${lang}`);
      await expectNoSeriousViolations(`withdraw (${lang})`);
    }
    await phone.useLanguage('en');
  });

  it('sends to a valid pasted address and saves it when asked', async () => {
    await openWithdraw('en');
    await page.locator('#withdraw-amount').fill('20');
    await page.locator('#withdraw-address').fill(TRON);
    await page.getByText('Save this address for next time').click();
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.locator('.adm-passcode-input').waitFor();
    await screenshot(page, 'getting-around-withdraw-confirm-en');
    await expectNoSeriousViolations('withdraw confirm (en)');
    await page.locator('.adm-passcode-input').click();
    await page.keyboard.type(payPassword);
    await page.waitForURL(/receive_withdraw_record\?tab=withdraw/, { timeout: 15_000 });

    const saved = await api<{ data: { address: string; network: string | null }[] }>(
      'GET',
      '/user/wallet/list',
      {},
      token,
    );
    expect(saved.data).toEqual([expect.objectContaining({ address: TRON, network: 'TRC20' })]);
    const withdrawals = await api<{ data: { destination: { label: string } }[] }>(
      'GET',
      '/user/withdraw/list',
      {},
      token,
    );
    expect(withdrawals.data[0]?.destination.label).toBe('TRC20 · TR7NHq…gjLj6t');
  });
});
