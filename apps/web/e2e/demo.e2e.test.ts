import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { screenshot, usePhoneSession, type Language } from './harness';

// The default e2e server runs the simulated market: the platform is in demo mode.
const phone = usePhoneSession();
const { go, api } = phone;
let page: Page;

beforeAll(() => {
  ({ page } = phone);
});

const LANGUAGES: Language[] = ['en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa'];

/** The banner sits at the very top, the nav bar right under it, and nothing overlaps either. */
async function expectFrame(tab: boolean) {
  const banner = page.getByTestId('demo-banner');
  await banner.waitFor();
  const bar = (await banner.boundingBox())!;
  expect(bar.y).toBe(0);
  expect(bar.width).toBe(390);
  expect(bar.height).toBeGreaterThanOrEqual(44);
  const nav = (await page.locator('.page__nav').first().boundingBox())!;
  expect(nav.y).toBe(bar.height);
  const body = (await page.locator('.page__body').first().boundingBox())!;
  expect(body.y).toBeGreaterThanOrEqual(nav.y + nav.height);
  // The text fits the strip: nothing is cut off.
  const clipped = await banner
    .locator('.demo-bar__text')
    .evaluate((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);
  expect(clipped).toBe(false);
  if (tab) {
    const tabs = (await page.locator('.tab-bar').boundingBox())!;
    expect(tabs.y + tabs.height).toBeLessThanOrEqual(844);
    expect(tabs.y).toBeGreaterThan(bar.height + nav.height);
  }
}

/** The tabs the banner sits above: route, an element that shows it has loaded, a short name. */
const TABS: [string, string, string][] = [
  ['/pages/index/index', '.tile', 'home'],
  // The sort header is the market list's own (home lists quote rows too).
  ['/pages/market/market', '.quote-head', 'market'],
  ['/pages/transaction/index', '[data-testid="option-up"]', 'trade'],
  ['/pages/fund/assets', '[data-testid="total-fiat"]', 'assets'],
];

/** Opens each tab, runs `check` on it once loaded and screenshots it as demo-<tab>-<lang>. */
async function visitTabs(lang: Language, check: () => Promise<void>) {
  for (const [route, ready, name] of TABS) {
    await go(route);
    await page.locator(ready).first().waitFor({ timeout: 15_000 });
    await check();
    await screenshot(page, `demo-${name}-${lang}`);
  }
}

describe('demo mode on a phone', () => {
  it('says so on the login screen and logs in the demo user', async () => {
    const config = await api<{ demo_mode: boolean; feed: string }>('GET', '/getSiteConfig');
    expect(config).toMatchObject({ demo_mode: true, feed: 'sim' });

    await go('/pages/common/login');
    await expectFrame(false);
    expect(await page.getByTestId('demo-banner').textContent()).toBe(
      'DemoSimulated prices · demo funds',
    );
    await screenshot(page, 'demo-login-en');
    await page.locator('#login-account').fill('demo@example.com');
    await page.locator('#login-password').fill('Demo12345');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/pages\/index\/index/, { timeout: 15_000 });
    await phone.closeWelcomePopup(3_000);
  });

  it('shows the banner above home, markets, trade and assets without covering them', async () => {
    await visitTabs('en', () => expectFrame(true));
  });

  it('opens a sheet that explains demo mode and shows the seed fingerprint', async () => {
    const config = await api<{ seed_hash: string | null; seed_public: boolean }>(
      'GET',
      '/getSiteConfig',
    );
    expect(config.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(config.seed_public).toBe(false);

    await go('/pages/market/market');
    await page.getByTestId('demo-banner').click();
    const sheet = page.getByRole('dialog', { name: 'This is a demo' });
    await sheet.waitFor();
    expect(await sheet.textContent()).toContain('not a real exchange');
    expect(await sheet.getByTestId('demo-seed-hash').textContent()).toBe(config.seed_hash);
    await sheet.getByTestId('demo-epochs').waitFor();
    expect(await sheet.locator('.demo-epoch').count()).toBeGreaterThanOrEqual(1);
    // The sheet fits the phone: its close button is inside the viewport and tappable.
    const close = (await sheet.getByRole('button', { name: 'Close' }).boundingBox())!;
    expect(close.y).toBeGreaterThanOrEqual(0);
    expect(close.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'demo-sheet-en');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'hidden' });
  });

  it('keeps withdrawals and deposit requests off, saying why', async () => {
    await go('/pages/fund/withdraw?currency=3');
    const notice = page.getByTestId('demo-mode-notice');
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toContain('deposits and withdrawals of real coins are off');
    const withdraw = page.getByRole('button', { name: 'Withdraw', exact: true });
    expect(await withdraw.isDisabled()).toBe(true);
    await page.getByText('Withdrawals are off in demo mode.').waitFor();
    await expectFrame(false);
    await screenshot(page, 'demo-withdraw-en');

    await go('/pages/fund/receive?currency=3');
    await page.getByTestId('demo-mode-notice').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Submit request' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('deposit-address').count()).toBe(0);
    await screenshot(page, 'demo-receive-en');
  });

  it('fits the banner on a 390 px phone in every language', async () => {
    await go('/pages/index/index');
    for (const lang of LANGUAGES) {
      await phone.useLanguage(lang);
      await page.locator('.tile').first().waitFor({ timeout: 15_000 });
      await expectFrame(true);
      expect(await page.getByTestId('demo-banner').textContent()).not.toContain('demo.');
      if (lang !== 'en' && lang !== 'zh') await screenshot(page, `demo-home-${lang}`);
    }
    await phone.useLanguage('en');
  });

  it('shows the same screens in Chinese', async () => {
    await go('/pages/index/index');
    await phone.useLanguage('zh');
    await visitTabs('zh', async () => {
      expect(await page.getByTestId('demo-banner').textContent()).toBe('演示模拟行情 · 演示资金');
    });

    await go('/pages/fund/withdraw?currency=3');
    await page.getByTestId('demo-mode-notice').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('demo-mode-notice').textContent()).toContain('演示模式');
    await screenshot(page, 'demo-withdraw-zh');

    await page.getByTestId('demo-banner').click();
    const sheet = page.getByRole('dialog', { name: '这是演示版' });
    await sheet.getByTestId('demo-epochs').waitFor();
    await screenshot(page, 'demo-sheet-zh');
    await phone.useLanguage('en');
  });
});
