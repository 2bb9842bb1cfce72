import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { optionsAvailable, publishFiveSecondOption, screenshot, usePhoneSession } from './harness';

/**
 * Seconds options on a phone: an operator publishes a 5-second duration, a new user sees the
 * empty-account hint, is funded (exchange account, then a transfer into the options account),
 * places Up 10 USDT for 5 s after the ticket shows payout, breakeven and maximum loss, watches the
 * countdown, sees the result with the two ticks that decided it, and finds it in the history.
 * English first, then the same screens in Chinese.
 */
const phone = usePhoneSession({ mail: true });
const { go, api } = phone;
let page: Page;

beforeAll(() => {
  ({ page } = phone);
});

const email = `options${Date.now()}@example.com`;
const password = 'Secret123';
let token = '';
let adminToken = '';
let userId = 0;

interface Order {
  id: number;
  type: number;
  status: number;
  profit_result: number | null;
  fact_profits: string | null;
  open_price: string;
  open_time: number;
  end_price: string | null;
  end_time: number | null;
  handled_at: number;
}

/** The text of a preview figure, spaces collapsed, e.g. "18.00 USDT". */
const figure = (name: string) =>
  page
    .locator(`[data-figure="${name}"] dd`)
    .textContent()
    .then((t) => t?.replace(/\s+/g, ' ').trim());

/** "+8.00 USDT", "-10.00 USDT" or "0.00 USDT" for a fact_profits of 8, -10 or 0. */
const shownProfit = (fact: string) =>
  `${Number(fact) > 0 ? '+' : ''}${Number(fact).toFixed(2)} USDT`;

/** Opens the ticket, picks 5 s, stakes 10 and checks the figures shown before confirming. */
async function fillTicket(side: 'up' | 'down', lang: 'en' | 'zh') {
  await go('/pages/transaction/index');
  await page.getByTestId('options-price').waitFor({ timeout: 15_000 });
  await page.locator('[data-testid="kline-chart"] canvas').first().waitFor({ timeout: 15_000 });
  await screenshot(page, `options-trade-${lang}`);

  await page.getByTestId(`option-${side}`).click();
  const five = page.locator('.opt-duration[data-seconds="5"]');
  await five.click();
  expect(await five.getAttribute('aria-checked')).toBe('true');
  expect(await five.textContent()).toContain('+80%');
  await page.getByTestId('options-available').waitFor();
  await page.locator('#option-stake').fill('10');
  await expect.poll(() => figure('payout')).toBe('18.00 USDT');
  expect(await figure('profit')).toBe('+8.00 USDT');
  expect(await figure('breakeven')).toBe('55.56%');
  expect(await figure('max-loss')).toBe('10.00 USDT');
  expect(await figure('open-price')).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  await screenshot(page, `options-sheet-${lang}`);
}

/** Confirms, watches the countdown and waits for the result card; answers the settled order. */
async function confirmAndSettle(lang: 'en' | 'zh'): Promise<Order> {
  await page.getByTestId('opt-confirm').click();
  const countdown = page.getByTestId('option-countdown');
  await countdown.waitFor({ timeout: 15_000 });
  const clock = countdown.getByTestId('option-countdown-time');
  expect(await clock.textContent()).toMatch(/^00:0[0-5]$/);
  expect(await countdown.locator('[data-fact="open"]').textContent()).toMatch(/\d+\.\d{2}/);
  await screenshot(page, `options-countdown-${lang}`);

  const result = page.getByTestId('option-result');
  await result.waitFor({ timeout: 30_000 });
  const list = await api<{ data: Order[] }>(
    'GET',
    '/microtrade/lists',
    { status: 3, page: 1 },
    token,
  );
  const order = list.data[0]!;
  expect(order.status).toBe(3);
  const outcome = ({ 1: 'win', 0: 'draw', '-1': 'loss' } as Record<string, string>)[
    String(order.profit_result)
  ];
  expect(await result.getAttribute('data-outcome')).toBe(outcome);
  // The result follows from the two recorded ticks alone.
  const moved = Math.sign(Number(order.end_price) - Number(order.open_price));
  const expected = moved === 0 ? 0 : moved === (order.type === 1 ? 1 : -1) ? 1 : -1;
  expect(order.profit_result).toBe(expected);
  expect(order.end_time).toBeLessThanOrEqual(order.handled_at);
  expect((await result.getByTestId('option-profit').textContent())?.replace(/\s+/g, ' ')).toBe(
    shownProfit(order.fact_profits!),
  );
  const open = await result.locator('[data-fact="open"]').textContent();
  const end = await result.locator('[data-fact="end"]').textContent();
  // Prices show grouped (65,012.50): compare their digits.
  expect(open?.replace(/,/g, '')).toContain(Number(order.open_price).toFixed(2));
  expect(end?.replace(/,/g, '')).toContain(Number(order.end_price).toFixed(2));
  expect(open).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  expect(end).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await result.scrollIntoViewIfNeeded();
  await screenshot(page, `options-result-${lang}`);
  return order;
}

async function checkHistory(order: Order, lang: 'en' | 'zh') {
  await go('/pages/transaction/seconds_order?tab=history');
  const row = page.locator(`.opt-row[data-order-id="${order.id}"]`);
  await row.waitFor({ timeout: 15_000 });
  expect((await row.getByTestId('row-profit').textContent())?.replace(/\s+/g, ' ')).toBe(
    shownProfit(order.fact_profits!),
  );
  expect((await row.locator('[data-fact="end"]').textContent())?.replace(/,/g, '')).toContain(
    Number(order.end_price).toFixed(2),
  );
  await screenshot(page, `options-history-${lang}`);
}

describe('options on a phone', () => {
  it('registers a user; an operator publishes a 5-second duration', async () => {
    ({ token, userId } = await phone.registerByEmail(email, password));
    adminToken = await phone.adminLogin();
    await publishFiveSecondOption(phone, adminToken);
    const durations = await api<{ seconds: number; profit_ratio: string }[]>(
      'GET',
      '/microtrade/seconds',
    );
    expect(durations.find((d) => d.seconds === 5)?.profit_ratio).toBe('0.8');
    expect(await optionsAvailable(phone, token)).toBe('0');
  });

  it('shows the empty options account with a way to the transfer screen, then the funds arrive live', async () => {
    await phone.logIn(email, password);

    await go('/pages/transaction/index');
    await page.getByTestId('options-price').waitFor({ timeout: 15_000 });
    await page.getByTestId('option-up').click();
    const hint = page.getByTestId('options-empty');
    await hint.waitFor();
    await screenshot(page, 'options-empty-en');
    await hint.getByRole('button', { name: 'Transfer' }).click();
    await page.waitForURL(/pages\/fund\/transfer\?from=change&to=micro&currency=3/);

    // The operator credits the exchange account; the user moves 100 USDT into options (4).
    await phone.adjustUsdt(adminToken, {
      userId,
      account: 2,
      amount: '500',
      reason: 'Options e2e funding',
    });
    await go('/pages/transaction/index');
    await page.getByTestId('option-up').click();
    await page.getByTestId('options-empty').waitFor();
    await api(
      'POST',
      '/wallet/change',
      { currency_id: 3, number: '100', from_field: 2, to_field: 4 },
      token,
    );
    // The `balance` socket event refreshes the ticket's available without a reload.
    await expect
      .poll(() => page.getByTestId('options-available').textContent(), { timeout: 15_000 })
      .toContain('100.00 USDT');
    expect(await page.getByTestId('options-empty').count()).toBe(0);
    expect(await optionsAvailable(phone, token)).toBe('100');
    // A tap on the dimmed chart above the sheet closes it.
    await page.mouse.click(195, 80);
    await page.locator('.opt-sheet').waitFor({ state: 'hidden' });
  });

  it('places Up 10 USDT for 5 s, counts down and settles from the feed with both ticks shown', async () => {
    await fillTicket('up', 'en');
    const order = await confirmAndSettle('en');
    const payout = { 1: 18, 0: 10, '-1': 0 }[String(order.profit_result) as '1' | '0' | '-1'];
    expect(Number(await optionsAvailable(phone, token))).toBe(90 + payout);
    await checkHistory(order, 'en');
    const running = page.getByRole('tab', { name: 'In progress' });
    await running.click();
    await page.getByText('No order in progress').waitFor();
  });

  it('shows the same screens in Chinese', async () => {
    await phone.useLanguage('zh');
    await fillTicket('down', 'zh');
    expect(await page.getByTestId('opt-confirm').textContent()).toBe('确认看跌');
    const order = await confirmAndSettle('zh');
    await checkHistory(order, 'zh');
    expect(await page.getByRole('tab', { name: '历史' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});
