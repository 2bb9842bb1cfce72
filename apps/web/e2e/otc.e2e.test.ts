import fs from 'node:fs';

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { auditScreen } from './axe';
import {
  approveIdentity,
  screenshot,
  setPayPassword,
  solidPng,
  usePhoneSession,
  type PhoneSession,
} from './harness';

/**
 * OTC / P2P with escrow and quick buy on a phone (#19 items 1 and 2), against a server reading a
 * fake exchange (not demo mode: demo coins are never sold for money). A level 2 user applies as
 * a merchant, an operator approves, and the merchant posts a sell ad on the merchant tab; a
 * second user opens Quick buy from the home tile, enters an amount in CNY, sees the best ad's
 * price and total labelled P2P, confirms, sees the countdown and the seller's payment details and
 * marks it paid; the merchant opens the order and releases with the pay password; the buyer's
 * coins arrive. English, then Chinese. axe on each screen.
 */
const phone = usePhoneSession({ mail: true, feed: 'exchange' });
let page: Page;

const stamp = Date.now();
const password = 'Secret123';
const payPassword = '246810';
const merchant = { email: `otcm${stamp}@example.com`, token: '', userId: 0 };
const buyer = { email: `otcb${stamp}@example.com`, token: '', userId: 0 };

const TEXT = {
  en: {
    tile: 'Quick buy',
    find: 'Find the best offer',
    buy: 'Buy USDT (P2P)',
    confirm: 'Confirm',
    paid: 'I have paid',
    submit: 'Submit',
    release: 'Release coins',
    completed: 'Completed',
  },
  zh: {
    tile: '快捷买币',
    find: '查找最优报价',
    buy: '购买 USDT（P2P）',
    confirm: '确认',
    paid: '我已付款',
    submit: '提交',
    release: '放币',
    completed: '已完成',
  },
} as const;

/** Uploads an image as the user; answers the plain path the identity form sends back. */
async function upload(session: PhoneSession, token: string, file: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(file)], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${session.server.url}/api/upload`, {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  });
  const body = (await res.json()) as { type: string; message: string };
  if (body.type !== 'ok') throw new Error(`upload: ${JSON.stringify(body)}`);
  return `/uploads/${body.message.split('?')[0]!.split('/').pop()!}`;
}

/** A screenshot once any toast has gone, so it covers nothing. */
async function shoot(name: string) {
  await page
    .locator('.adm-toast-mask')
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  await screenshot(page, name);
}

/** Signs the phone out and in as `email`. */
async function signInAs(email: string) {
  // The app's origin first: a blank page has no storage.
  await phone.go('/pages/index/index');
  await page.evaluate(() => {
    localStorage.removeItem('token');
    localStorage.removeItem('user');
  });
  await phone.logIn(email, password);
}

const usdtOf = async (token: string) =>
  (
    await phone.api<{ available: string }>(
      'POST',
      '/wallet/detail',
      { currency: 3, type: 2 },
      token,
    )
  ).available;

beforeAll(async () => {
  ({ page } = phone);
  const registeredAt = Date.now();
  ({ token: merchant.token, userId: merchant.userId } = await phone.registerByEmail(
    merchant.email,
    password,
  ));
  ({ token: buyer.token, userId: buyer.userId } = await phone.registerByEmail(
    buyer.email,
    password,
  ));
  const admin = await approveIdentity(phone, { ...merchant, name: 'Merchant Lin' });
  await approveIdentity(phone, { ...buyer, name: 'Buyer Wang' });
  // Level 2: two photos, approved by the operator.
  const front = await upload(
    phone,
    merchant.token,
    await solidPng('otc-front', 640, 400, '#3d5a80'),
  );
  const back = await upload(phone, merchant.token, await solidPng('otc-back', 640, 400, '#98c1d9'));
  await phone.api(
    'POST',
    '/user/real',
    { real_type: 2, front_pic: front, reverse_pic: back },
    merchant.token,
  );
  const records = await phone.api<{ data: { id: number; user_id: number; level: number }[] }>(
    'GET',
    '/admin/kyc',
    { status: 1, limit: 50 },
    admin,
  );
  const level2 = records.data.find((r) => r.user_id === merchant.userId);
  await phone.api('POST', '/admin/kyc/approve', { id: level2!.id }, admin);
  await setPayPassword(phone, {
    token: merchant.token,
    email: merchant.email,
    payPassword,
    lastCodeAt: registeredAt,
  });
  await phone.adjustUsdt(admin, {
    userId: merchant.userId,
    account: 2,
    amount: '1000',
    reason: 'otc e2e merchant funds',
  });
  await phone.api('POST', '/otc/merchant/apply', {}, merchant.token);
  await phone.api(
    'POST',
    '/admin/otc/merchants/decide',
    { user_id: merchant.userId, approve: 1, reason: 'e2e merchant checked' },
    admin,
  );
}, 240_000);

describe('OTC and quick buy', () => {
  it('the merchant posts a sell ad on the merchant tab', async () => {
    await signInAs(merchant.email);
    await phone.go('/pages/otc/otc?tab=merchant');
    const form = page.getByTestId('otc-ad-form');
    await form.waitFor({ timeout: 15_000 });
    await page.locator('#otc-ad-price').fill('7.2');
    await page.locator('#otc-ad-quantity').fill('500');
    await page.locator('#otc-ad-min').fill('100');
    await page.locator('#otc-ad-max').fill('5000');
    await page.locator('#otc-ad-account').fill('6222 0000 1111 2222');
    await page.locator('#otc-ad-holder').fill('Lin Merchant');
    // Leaves the field, as a user moving on does (the input's clear button shows only while typing).
    await page.locator('#otc-ad-holder').blur();
    await shoot('otc-post-ad-en');
    expect(await auditScreen(page, 'otc post ad en')).toBe('');
    await form.getByRole('button', { name: 'Post ad' }).click();
    await page.getByTestId('otc-ad').first().waitFor({ timeout: 15_000 });
    // The coins stay the merchant's until an order opens.
    expect(await usdtOf(merchant.token)).toBe('1000');
  });

  for (const lang of ['en', 'zh'] as const) {
    it(`a second user buys with quick buy, pays, and the merchant releases (${lang})`, async () => {
      const text = TEXT[lang];
      const before = Number(await usdtOf(buyer.token));
      await signInAs(buyer.email);
      await phone.useLanguage(lang);
      await phone.go('/pages/index/index');
      await phone.closeWelcomePopup();
      await page.getByText(text.tile, { exact: true }).first().click();
      await page.waitForURL(/pages\/otc\/otc/, { timeout: 15_000 });
      await page.locator('#otc-quick-amount').fill('720');
      await page.getByRole('button', { name: text.find }).click();
      const quote = page.getByTestId('otc-quote');
      await quote.waitFor({ timeout: 15_000 });
      expect(await quote.textContent()).toContain('7.20');
      expect(await page.getByTestId('otc-quick').textContent()).toContain('P2P');
      await shoot(`otc-quick-${lang}`);
      expect(await auditScreen(page, `otc quick ${lang}`)).toBe('');

      await quote.getByRole('button', { name: text.buy }).click();
      const dialog = page.locator('.adm-center-popup-wrap').last();
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('100');
      await dialog.getByRole('button', { name: text.confirm }).click();

      // The order: countdown, the seller's payment details; the coins are in escrow.
      await page.getByTestId('otc-timer').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('otc-payments').textContent()).toContain('6222 0000 1111 2222');
      await shoot(`otc-order-${lang}`);
      expect(await auditScreen(page, `otc order ${lang}`)).toBe('');
      await page.getByRole('button', { name: text.paid }).click();
      await page.locator('#otc-payer').fill('Buyer Wang');
      await page.locator('.adm-popup').getByRole('button', { name: text.submit }).click();
      await page.getByTestId('otc-timer').waitFor({ state: 'detached', timeout: 15_000 });
      const orderUrl = page.url();

      // The merchant releases with the pay password.
      await signInAs(merchant.email);
      await page.goto(orderUrl);
      await page.getByRole('button', { name: text.release }).click();
      await page.locator('#otc-pay-password').fill(payPassword);
      await shoot(`otc-release-${lang}`);
      await page.locator('.adm-popup').getByRole('button', { name: text.submit }).click();
      await expect
        .poll(() => page.getByTestId('otc-order').textContent(), { timeout: 15_000 })
        .toContain(text.completed);
      await shoot(`otc-released-${lang}`);
      expect(await auditScreen(page, `otc released ${lang}`)).toBe('');
      expect(Number(await usdtOf(buyer.token))).toBe(before + 100);
    }, 120_000);
  }
});
