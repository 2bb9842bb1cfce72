import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { auditScreen } from './axe';
import { screenshot, usePhoneSession } from './harness';

/**
 * Lock-up mining on a phone, on the demo's seeded "USDT 7-day lock-up" (0.3 % a day, 7 days,
 * minimum 100, penalty 0.4 % a remaining day): a funded user finds it in the list (the DeFi
 * category has no product and says so), types an amount, sees the daily and total yield and the
 * penalty of redeeming at once, confirms, finds the order in progress, redeems it early at the
 * exact penalty the confirmation shows, and finds it redeemed with that penalty charged and the
 * rest back. English, then Chinese. axe on every screen.
 */
const phone = usePhoneSession({ mail: true });
const { go, api } = phone;
let page: Page;

beforeAll(() => {
  ({ page } = phone);
});

const email = `lockup${Date.now()}@example.com`;
const password = 'Secret123';
const PRODUCT = 'USDT 7-day lock-up';
let token = '';
let userId = 0;

interface Order {
  id: number;
  status: number;
  amount: string;
  penalty: string | null;
}

/** axe's serious and critical findings and small icon targets of the screen. */
const audit = (name: string) => auditScreen(page, name);

const line = (scope: string, name: string) =>
  page
    .locator(`${scope} [data-line="${name}"] dd`)
    .first()
    .textContent()
    .then((t) => t?.replace(/\s+/g, ' ').trim());

const TEXT = {
  en: {
    product: PRODUCT,
    lockUp: 'Lock up',
    confirm: 'Confirm',
    emptyDefi: 'No DeFi mining product is open right now',
    inProgress: 'In progress',
    redeemEarly: 'Redeem early',
    redeemConfirm: 'Redeem and pay the penalty',
    redeemed: 'Redeemed early',
  },
  zh: {
    product: 'USDT 7天锁仓',
    lockUp: '锁仓',
    confirm: '确认',
    emptyDefi: '目前没有开放的DeFi 挖矿产品',
    inProgress: '进行中',
    redeemEarly: '提前赎回',
    redeemConfirm: '赎回并支付违约金',
    redeemed: '已提前赎回',
  },
};

/**
 * Locks up `amount` and redeems it early; `daily`, `total`, `penalty` and `back` are the figures
 * the screens must show (0.3 % a day for 7 days; 0.4 % × 7 remaining days × amount).
 */
async function lockUpAndRedeem(
  lang: 'en' | 'zh',
  figures: { amount: string; daily: string; total: string; penalty: string; back: string },
) {
  const text = TEXT[lang];
  await go('/pages/lockming/lockming?category=defi');
  await page.getByText(text.emptyDefi).waitFor({ timeout: 15_000 });
  await screenshot(page, `lockup-defi-empty-${lang}`);
  expect(await audit(`lockup defi empty ${lang}`)).toBe('');

  await go('/pages/lockming/lockming');
  const card = page.getByTestId('lockup-product').filter({ hasText: text.product });
  await card.waitFor({ timeout: 15_000 });
  expect(await card.textContent()).toContain(
    lang === 'en' ? 'Where the yield comes from' : '收益来源',
  );
  await screenshot(page, `lockup-list-${lang}`);
  expect(await audit(`lockup list ${lang}`)).toBe('');

  await card.getByRole('button', { name: text.lockUp }).click();
  await page.waitForURL(/pages\/lockming\/buy\?id=\d+/);
  await page.locator('#lockup-amount').waitFor({ timeout: 15_000 });
  await page.locator('#lockup-amount').fill(figures.amount);
  const preview = '[data-testid="lockup-preview"]';
  await expect.poll(() => line(preview, 'daily')).toBe(`${figures.daily} USDT`);
  expect(await line(preview, 'total')).toBe(`${figures.total} USDT`);
  expect(await line(preview, 'penalty')).toBe(`${figures.penalty} USDT`);
  await page.getByTestId('lockup-preview').scrollIntoViewIfNeeded();
  await screenshot(page, `lockup-buy-${lang}`);
  expect(await audit(`lockup buy ${lang}`)).toBe('');

  await page
    .locator('section:has(#lockup-amount)')
    .getByRole('button', { name: text.lockUp })
    .click();
  // The dialog's own box has no size (its body is positioned): wait for the visible wrapper.
  const dialog = page.locator('.adm-center-popup-wrap').last();
  await dialog.waitFor();
  const confirmText = await dialog.textContent();
  expect(confirmText).toContain(`${figures.daily} USDT`);
  expect(confirmText).toContain(`${figures.penalty} USDT`);
  await screenshot(page, `lockup-confirm-${lang}`);
  await dialog.getByRole('button', { name: text.confirm }).click();
  await page.waitForURL(/pages\/lockming\/order/, { timeout: 15_000 });

  const mine = await api<{ data: Order[] }>('GET', '/lh/deposit/order', {}, token);
  const order = mine.data[0]!;
  expect(order).toMatchObject({ status: 1, amount: figures.amount.replace(/,/g, '') });
  const scope = `[data-testid="lockup-order"]:has(#lockup-order-${order.id})`;
  const orderCard = page.locator(scope);
  await orderCard.waitFor({ timeout: 15_000 });
  expect(await orderCard.textContent()).toContain(text.inProgress);
  expect(await line(scope, 'penaltyNow')).toBe(`${figures.penalty} USDT`);
  await screenshot(page, `lockup-order-${lang}`);
  expect(await audit(`lockup orders ${lang}`)).toBe('');

  await orderCard.getByRole('button', { name: text.redeemEarly }).click();
  await dialog.waitFor();
  const redeemText = await dialog.textContent();
  expect(redeemText).toContain(`${figures.penalty} USDT`);
  expect(redeemText).toContain(`${figures.back} USDT`);
  await screenshot(page, `lockup-redeem-confirm-${lang}`);
  await dialog.getByRole('button', { name: text.redeemConfirm }).click();
  await expect.poll(() => orderCard.textContent(), { timeout: 15_000 }).toContain(text.redeemed);
  expect(await line(scope, 'penalty')).toBe(`${figures.penalty} USDT`);
  const after = await api<{ data: Order[] }>('GET', '/lh/deposit/order', {}, token);
  expect(after.data[0]).toMatchObject({
    id: order.id,
    status: 2,
    penalty: figures.penalty.replace(/,/g, '').replace(/\.00$/, ''),
  });
  await screenshot(page, `lockup-redeemed-${lang}`);
  expect(await audit(`lockup redeemed ${lang}`)).toBe('');
}

describe('lock-up mining on a phone', () => {
  it('registers and funds a user', async () => {
    ({ token, userId } = await phone.registerByEmail(email, password));
    const adminToken = await phone.adminLogin();
    await phone.adjustUsdt(adminToken, {
      userId,
      account: 2,
      amount: '2000',
      reason: 'Lock-up e2e funding',
    });
  });

  it('locks up 1,000 and redeems early at the penalty shown: 0.4 % × 7 × 1,000 = 28 (en)', async () => {
    await phone.logIn(email, password);
    await lockUpAndRedeem('en', {
      amount: '1000',
      daily: '3.00',
      total: '21.00',
      penalty: '28.00',
      back: '972.00',
    });
  });

  it('shows the same screens in Chinese: 500 pays 1.5 a day, penalty 14', async () => {
    await phone.useLanguage('zh');
    await lockUpAndRedeem('zh', {
      amount: '500',
      daily: '1.50',
      total: '10.50',
      penalty: '14.00',
      back: '486.00',
    });
  });
});
