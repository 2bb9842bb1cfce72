import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { describeViolations, seriousViolations, smallTapTargets } from './axe';
import { screenshot, usePhoneSession, type Language } from './harness';

/**
 * The trade tab with three products (issue #14 item 2), on a phone: from the markets list to a
 * filled spot buy in at most four taps (markets row, Buy, amount, submit), in English and
 * Chinese; the product switch remembered across a reload and from the tab bar; the home tiles
 * open the right product; each product's screen passes axe (no serious or critical violations).
 */
const phone = usePhoneSession();
const { go } = phone;
let page: Page;

beforeAll(async () => {
  ({ page } = phone);
  await phone.logIn('demo@example.com', 'Demo12345');
  await phone.closeWelcomePopup(3_000);
});

const WORDS = {
  en: {
    spot: 'Spot',
    futures: 'Futures',
    options: 'Options',
    buy: 'Buy',
    product: 'Product',
    back: 'Back',
  },
  zh: {
    spot: '币币',
    futures: '合约',
    options: '期权',
    buy: '买入',
    product: '交易品种',
    back: '返回',
  },
} as const;

const productTab = (lang: 'en' | 'zh', product: 'spot' | 'futures' | 'options') =>
  page.getByRole('tablist', { name: WORDS[lang].product }).getByRole('tab', {
    name: WORDS[lang][product],
  });

/** Markets row → pair page → Buy → amount → submit, counting every tap; answers the fill. */
async function buyFromMarkets(lang: 'en' | 'zh') {
  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.click();
  };
  await go('/pages/market/market');
  const row = page.locator('.quote-row[data-symbol="BTC/USDT"]');
  await row.waitFor({ timeout: 15_000 });

  await tap(row);
  await page.getByTestId('pair-price').waitFor({ timeout: 15_000 });
  await tap(
    page
      .getByRole('group', { name: WORDS[lang].spot })
      .getByRole('button', { name: WORDS[lang].buy, exact: true }),
  );
  await page.waitForURL(/pages\/transaction\/index\?product=spot&symbol=BTC%2FUSDT&side=buy/);
  await page.getByTestId('spot-price').waitFor({ timeout: 15_000 });
  expect(await productTab(lang, 'spot').getAttribute('aria-selected')).toBe('true');
  // Full screen on the pair (no tab bar): the way back to the pair page is the back arrow.
  expect(await page.getByRole('button', { name: WORDS[lang].back }).count()).toBe(1);
  await tap(page.locator('#spot-amount'));
  await page.keyboard.type('0.001');
  await screenshot(page, `trade-tab-spot-buy-${lang}`);
  const answered = page.waitForResponse((r) => r.url().includes('/api/coin/trade'));
  await tap(page.locator('.spot-submit'));
  const body = (await (await answered).json()) as {
    type: string;
    message: { status: number; fill_price: string };
  };
  return { taps, body };
}

async function audit(name: string): Promise<string[]> {
  // The 200 ms page fade and the first socket prices: audit the screen a person sees.
  await page.waitForTimeout(800);
  await screenshot(page, name);
  const reports: string[] = [];
  const violations = await seriousViolations(page);
  if (violations.length > 0) reports.push(describeViolations(name, violations));
  const small = await smallTapTargets(page);
  if (small.length > 0) reports.push(`${name}: icon tap targets under 44x44: ${small.join('; ')}`);
  const h1s = await page.locator('h1').count();
  if (h1s !== 1) reports.push(`${name}: ${h1s} h1 elements, one expected`);
  return reports;
}

const READY = {
  spot: '[data-testid="spot-form"]',
  futures: '[data-testid="account-available"]',
  options: '[data-testid="option-up"]',
} as const;

async function auditProducts(lang: Language & ('en' | 'zh')) {
  const reports: string[] = [];
  for (const product of ['spot', 'futures', 'options'] as const) {
    await go(`/pages/transaction/index?product=${product}&symbol=BTC/USDT`);
    await page.locator(READY[product]).first().waitFor({ timeout: 15_000 });
    expect(await productTab(lang, product).getAttribute('aria-selected')).toBe('true');
    reports.push(...(await audit(`trade-tab-${product}-${lang}`)));
  }
  return reports;
}

describe('trade tab: Spot / Futures / Options', () => {
  it('markets list to a filled spot buy in at most 4 taps (English)', async () => {
    const { taps, body } = await buyFromMarkets('en');
    expect(body.type).toBe('ok');
    expect(body.message.status).toBe(2);
    expect(taps).toBeLessThanOrEqual(4);
    await screenshot(page, 'trade-tab-spot-filled-en');
  });

  it('markets list to a filled spot buy in at most 4 taps (Chinese)', async () => {
    await phone.useLanguage('zh');
    const { taps, body } = await buyFromMarkets('zh');
    expect(body.type).toBe('ok');
    expect(body.message.status).toBe(2);
    expect(taps).toBeLessThanOrEqual(4);
    await phone.useLanguage('en');
  });

  it('remembers the product switched to, after a reload and from the tab bar', async () => {
    await go('/pages/transaction/index?product=spot&symbol=ETH/USDT');
    await page.locator(READY.spot).waitFor({ timeout: 15_000 });
    await productTab('en', 'futures').click();
    // ETH/USDT trades as futures too: the pair stays.
    await page.waitForURL(/product=futures&symbol=ETH%2FUSDT/);
    await page.locator(READY.futures).waitFor({ timeout: 15_000 });

    await go('/pages/transaction/index');
    await page.reload();
    await page.locator(READY.futures).waitFor({ timeout: 15_000 });
    expect(await productTab('en', 'futures').getAttribute('aria-selected')).toBe('true');

    await go('/pages/index/index');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Trade').click();
    await page.locator(READY.futures).waitFor({ timeout: 15_000 });
    expect(await productTab('en', 'futures').getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'trade-tab-remembered-en');

    await productTab('en', 'options').click();
    await page.locator(READY.options).waitFor({ timeout: 15_000 });
    await page.reload();
    await page.locator(READY.options).waitFor({ timeout: 15_000 });
    expect(await productTab('en', 'options').getAttribute('aria-selected')).toBe('true');
  });

  it('home tiles open their product: Futures on the futures ticket, Bills on the bill', async () => {
    await go('/pages/index/index');
    await page.locator('.tile').getByText('Futures', { exact: true }).click();
    await page.waitForURL(/pages\/transaction\/index\?product=futures/);
    await page.locator(READY.futures).waitFor({ timeout: 15_000 });

    await go('/pages/index/index');
    await page.locator('.tile').getByText('Bills', { exact: true }).click();
    await page.waitForURL(/pages\/setting\/bill/);
    // The Exchange tile is called Convert, like the screen it opens.
    await go('/pages/index/index');
    await expect
      .poll(() => page.locator('.tile__label').allTextContents(), { timeout: 10_000 })
      .toContain('Convert');
  });

  it('each product passes axe with one h1 in English', async () => {
    expect((await auditProducts('en')).join('\n')).toBe('');
  });

  it('each product passes axe with one h1 in Chinese', async () => {
    await phone.useLanguage('zh');
    expect((await auditProducts('zh')).join('\n')).toBe('');
    await phone.useLanguage('en');
  });
});
