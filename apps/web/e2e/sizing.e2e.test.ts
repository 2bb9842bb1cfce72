import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { describeViolations, seriousViolations } from './axe';
import { screenshot, usePhoneSession } from './harness';

/**
 * Sizing like the anchors (issue #14 item 3), on a 390x844 phone: from the pair page to an open
 * futures long sized by 25 % of the margin (the position opens with the lots the ticket showed,
 * its margin within 25 % of the available before); the submit button stays on screen above the
 * tab bar while the ticket scrolls and covers nothing at the end of it; the next ticket opens
 * with the same leverage and stake; a spot buy by total. English, then Chinese; axe on both
 * tickets.
 */
const phone = usePhoneSession();
const { go, api } = phone;
let page: Page;

beforeAll(() => {
  ({ page } = phone);
});

// The demo account: 2000 USDT in its lever account and 10000 in its exchange account.
const email = 'demo@example.com';
const password = 'Demo12345';
let token = '';

interface Position {
  id: number;
  share: number;
  multiple: number;
  caution_money: string;
  trade_fee: string;
}

const dealAll = () =>
  api<{ account: { available: string }; positions: Position[] }>(
    'POST',
    '/lever/dealall',
    {},
    token,
  );

async function withoutToast() {
  await page
    .locator('.adm-toast-mask')
    .waitFor({ state: 'hidden', timeout: 6_000 })
    .catch(() => undefined);
}

async function expectNoSeriousViolations(screen: string) {
  const violations = await seriousViolations(page);
  expect(describeViolations(screen, violations)).toBe(describeViolations(screen, []));
}

/** The pair page's Long: the futures ticket on BTC/USDT, long side. */
async function openLongFromPair() {
  await go('/pages/market/market?symbol=BTC/USDT');
  await page.getByTestId('pair-price').waitFor({ timeout: 15_000 });
  await page.locator('[aria-labelledby="pair-trade-futures"] button').first().click();
  const form = page.getByTestId('order-form');
  await form.waitFor({ timeout: 15_000 });
  await page.getByTestId('preview-lines').waitFor({ timeout: 15_000 });
  return form;
}

/** Chooses 25 % (when `choose`), opens the position and answers it with the lots shown. */
async function openLongAtQuarter(lang: 'en' | 'zh', choose: boolean) {
  const form = await openLongFromPair();
  const { account } = await dealAll();
  const availableBefore = Number(account.available);
  if (choose) {
    await form.getByRole('radio', { name: lang === 'en' ? '% of margin' : '保证金比例' }).click();
    await form.getByRole('button', { name: '25%' }).click();
  }
  // The ticket remembered the stake: 25 % stays chosen.
  expect(await form.getByRole('button', { name: '25%' }).getAttribute('aria-pressed')).toBe('true');
  const result = page.getByTestId('size-result');
  await result.waitFor();
  const shownLots = Number(await result.getAttribute('data-lots'));
  expect(shownLots).toBeGreaterThan(0);
  expect(await result.textContent()).toMatch(lang === 'en' ? /^= \d+ lots? \(cost / : /^= \d+/);
  await withoutToast();
  await screenshot(page, `sizing-futures-ticket-${lang}`);
  await expectNoSeriousViolations(`futures ticket (${lang})`);

  const before = (await dealAll()).positions.map((p) => p.id);
  await form.locator('button[type=submit]').click();
  const sheet = page.getByTestId('confirm-sheet');
  await sheet.waitFor();
  await screenshot(page, `sizing-futures-confirm-${lang}`);
  await sheet.locator('button.fut-submit').click();
  await sheet.waitFor({ state: 'detached', timeout: 15_000 });
  await expect
    .poll(async () => (await dealAll()).positions.length, { timeout: 15_000 })
    .toBe(before.length + 1);
  const opened = (await dealAll()).positions.find((p) => !before.includes(p.id))!;
  expect(opened.share).toBe(shownLots);
  // What 25 % of the margin means: margin (and margin + fee) within a quarter of the available.
  expect(Number(opened.caution_money)).toBeLessThanOrEqual(availableBefore * 0.25);
  expect(Number(opened.caution_money) + Number(opened.trade_fee)).toBeLessThanOrEqual(
    availableBefore * 0.25,
  );
  return opened;
}

/** At 390x844 the submit button is on screen at the top of the ticket and hides nothing at its end. */
async function checkStickySubmit(lang: 'en' | 'zh') {
  const form = await openLongFromPair();
  const submit = form.locator('button[type=submit]');
  const viewport = page.viewportSize()!;
  await page.evaluate(() => window.scrollTo(0, 0));
  // The page still scrolls: the ticket and positions are taller than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
    viewport.height,
  );
  const top = (await submit.boundingBox())!;
  expect(top.y + top.height).toBeLessThanOrEqual(viewport.height);
  // Above the tab bar, when there is one.
  const tabBar = page.locator('nav.tab-bar');
  if (await tabBar.count()) {
    const bar = (await tabBar.boundingBox())!;
    expect(top.y + top.height).toBeLessThanOrEqual(bar.y + 1);
  }
  await screenshot(page, `sizing-sticky-top-${lang}`);
  // At the end of the form the button sits in its place, under the last line of the ticket.
  await form.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await page.evaluate(() => window.scrollBy(0, 400));
  const bar = page.locator('.fut-submit-bar');
  const lastLine = page.getByTestId('preview-lines');
  const barBox = (await bar.boundingBox())!;
  const lineBox = (await lastLine.boundingBox())!;
  expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(barBox.y + 1);
  await screenshot(page, `sizing-sticky-end-${lang}`);
}

describe('sizing on a phone', () => {
  it('logs in the demo account, which holds USDT in its lever account', async () => {
    token = await api<string>('POST', '/user/login', { user_string: email, password });
    expect(Number((await dealAll()).account.available)).toBeGreaterThan(0);
    await phone.logIn(email, password);
    await phone.closeWelcomePopup();
  });

  it('opens a long sized by 25 % of the margin from the pair page, with the lots shown', async () => {
    const opened = await openLongAtQuarter('en', true);
    expect(opened.multiple).toBe(10);
  });

  it('keeps the submit button on screen above the tab bar, hiding nothing', async () => {
    await checkStickySubmit('en');
  });

  it('refuses a cost too small for one lot with a message and a disabled button', async () => {
    const form = await openLongFromPair();
    await form.getByRole('radio', { name: 'USDT cost' }).click();
    await form.locator('#fut-cost').fill('5');
    await expect
      .poll(() => form.locator('.field__error').first().textContent())
      .toContain('Too little for one lot');
    expect(await form.locator('button[type=submit]').isDisabled()).toBe(true);
    await screenshot(page, 'sizing-futures-too-small-en');
  });

  it('shows a TP typed by ROE as a price, and a price as its ROE', async () => {
    const form = await openLongFromPair();
    await form.getByRole('radio', { name: 'ROE %' }).click();
    await form.locator('#fut-tp-roe').fill('20');
    await expect.poll(() => page.getByTestId('stops-takeProfit').textContent()).toMatch(/at \d/);
    await form.getByRole('radio', { name: 'Price', exact: true }).click();
    // The price the ROE meant stays, now shown with its ROE.
    await expect
      .poll(() => page.getByTestId('stops-takeProfit').textContent())
      .toMatch(/ROE \+(19\.9\d|20(\.0\d)?)%/);
    await screenshot(page, 'sizing-futures-roe-en');
    await form.locator('#fut-tp').fill('');
  });

  it('buys spot by total, never spending more than the total', async () => {
    await go('/pages/market/market?symbol=BTC/USDT');
    await page.getByTestId('pair-price').waitFor({ timeout: 15_000 });
    await page.locator('[aria-labelledby="pair-trade-spot"] button').first().click();
    const form = page.getByTestId('spot-form');
    await form.waitFor({ timeout: 15_000 });
    await form.getByRole('radio', { name: 'Market' }).click();
    await form.getByRole('radio', { name: 'Total' }).click();
    await form.locator('#spot-total').fill('100');
    await expect
      .poll(() => page.getByTestId('spot-total-amount').textContent())
      .toMatch(/0\.00\d+ BTC/);
    await withoutToast();
    await screenshot(page, 'sizing-spot-total-en');
    await expectNoSeriousViolations('spot ticket (en)');
    const answered = page.waitForResponse((r) => r.url().includes('/api/coin/trade'));
    await form.locator('.spot-submit').click();
    const body = (await (await answered).json()) as {
      type: string;
      message: { status: number; trade_amount: string; fill_price: string };
    };
    expect(body.type).toBe('ok');
    expect(body.message.status).toBe(2);
    const spent = Number(body.message.trade_amount) * Number(body.message.fill_price);
    expect(spent).toBeLessThanOrEqual(100);
    expect(spent).toBeGreaterThan(95);
  });

  it('reads the same in Chinese, and the next ticket remembers the leverage and 25 %', async () => {
    await phone.useLanguage('zh');
    await openLongAtQuarter('zh', false);
    await checkStickySubmit('zh');
    await go('/pages/market/market?symbol=BTC/USDT');
    await page.getByTestId('pair-price').waitFor({ timeout: 15_000 });
    await page.locator('[aria-labelledby="pair-trade-spot"] button').first().click();
    const form = page.getByTestId('spot-form');
    await form.waitFor({ timeout: 15_000 });
    await form.getByRole('radio', { name: '金额' }).click();
    await form.locator('#spot-total').fill('100');
    await withoutToast();
    await screenshot(page, 'sizing-spot-total-zh');
    await expectNoSeriousViolations('spot ticket (zh)');
  });
});
