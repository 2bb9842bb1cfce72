import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Page } from 'playwright-core';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';

import { screenshot, solidPng, usePhoneSession, type TestServer } from './harness';

/**
 * Identity verification and the money screens of the me page, on a phone, against the built
 * server: a user registered by email binds a phone, passes KYC level 1 after one rejection, then
 * level 2 with two photos; saves a withdrawal address and a bank card; and sees an operator's
 * adjustment, with its written reason, in the bill.
 */

const phone = usePhoneSession({ mail: true });
const { go, api: call } = phone;
let server: TestServer;
let page: Page;
let adminToken = '';
let userId = 0;
const photos: string[] = [];

const email = `kyc${Date.now()}@example.com`;
const password = 'Secret123';
const mobile = `139${String(Date.now()).slice(-8)}`;
const TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** A screenshot once any toast from the last action has gone, so it shows the screen itself. */
async function shot(name: string) {
  await expect
    .poll(() => page.locator('.adm-toast-mask:visible').count(), { timeout: 5_000 })
    .toBe(0);
  await screenshot(page, name);
}

const storedToken = () =>
  page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '""') as string);

/** The operator's view of the user's identity record under audit at `level`. */
async function pendingKycRecord(level: 1 | 2, owner = userId): Promise<{ id: number }> {
  const list = await call<{ data: { id: number; user_id: number; level: number }[] }>(
    'GET',
    '/admin/kyc',
    { status: 1, limit: 50 },
    adminToken,
  );
  const record = list.data.find((r) => r.user_id === owner && r.level === level);
  if (!record) throw new Error(`no level ${level} record under audit`);
  return record;
}

beforeAll(async () => {
  ({ server, page } = phone);
  adminToken = await phone.adminLogin();
  photos.push(await solidPng('front', 640, 400, '#3d5a80'));
  photos.push(await solidPng('back', 640, 400, '#98c1d9'));
  const qr = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kyc-qr-')), 'qr.png');
  await QRCode.toFile(qr, TRON_ADDRESS, { width: 320, margin: 2 });
  photos.push(qr);
});

describe('identity verification and money screens on a phone', () => {
  it('registers by email, logs in and binds a phone with the SMS code', async () => {
    await phone.registerByEmail(email, password);
    await phone.logIn(email, password);
    const users = await call<{ data: { id: number; email: string }[] }>(
      'GET',
      '/admin/users',
      { keyword: email },
      adminToken,
    );
    userId = users.data.find((u) => u.email === email)?.id ?? 0;
    expect(userId).toBeGreaterThan(0);

    // Before binding, the overview lists the phone as missing and the form cannot be sent.
    await go('/pages/setting/real');
    await page.getByTestId('kyc-level-1').waitFor();
    expect(await page.getByTestId('kyc-requirements').textContent()).toContain('Not bound');
    await shot('kyc-real-unbound-en');

    await go('/pages/setting/security?bind=mobile');
    await page.locator('#bind-mobile').fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.locator('#bind-mobile-code').fill(await server.smsCodeFor(mobile));
    await page.locator('.sheet form button[type=submit]').click();
    await page.getByText('Bound successfully').waitFor({ timeout: 10_000 });
  });

  it('sends level 1, sees it under audit, then the operator rejects it with a reason', async () => {
    await go('/pages/setting/setting');
    await page.getByText('Identity verification', { exact: true }).click();
    await page.waitForURL(/pages\/setting\/real$/);
    // Both bound: the overview no longer lists what is missing.
    await page.getByTestId('kyc-level-1').waitFor();
    await expect.poll(() => page.getByTestId('kyc-requirements').count()).toBe(0);
    await shot('kyc-real-en');

    await page.getByTestId('kyc-action-1').click();
    await page.waitForURL(/real_mark\?level=1/);
    // Client-side checks first: nothing chosen or typed.
    await page.locator('[data-testid=kyc-level1-form] button[type=submit]').click();
    await page.getByText('Choose a document type').waitFor();
    await page.getByRole('radio', { name: 'Passport' }).click();
    await page.locator('#kyc-name').fill('Jane Doe');
    await page.locator('#kyc-card-id').fill('E1234/567');
    await page.locator('[data-testid=kyc-level1-form] button[type=submit]').click();
    await page.getByText('5 to 30 letters, digits or dashes').waitFor();
    await shot('kyc-real-mark-level1-errors-en');
    await page.locator('#kyc-card-id').fill('E1234567');
    await page.locator('[data-testid=kyc-level1-form] button[type=submit]').click();
    await page.getByTestId('kyc-state-pending').waitFor();
    expect(await page.getByTestId('kyc-state-pending').textContent()).toContain('Lv1 under audit');
    await shot('kyc-real-mark-pending-en');

    const record = await pendingKycRecord(1);
    await call(
      'POST',
      '/admin/kyc/reject',
      { id: record.id, reason: 'The name does not match the passport' },
      adminToken,
    );
  });

  it('shows "audit failed" with the reason and lets the user resubmit; the operator approves', async () => {
    await go('/pages/setting/real');
    const level1 = page.getByTestId('kyc-level-1');
    await expect.poll(() => level1.textContent()).toContain('Audit failed');
    expect(await level1.textContent()).toContain('The name does not match the passport');
    await shot('kyc-real-failed-en');

    await page.getByTestId('kyc-action-1').click();
    await page.getByTestId('kyc-reason').waitFor();
    expect(await page.getByTestId('kyc-reason').textContent()).toContain(
      'The name does not match the passport',
    );
    // The kept answers fill the form again, except the masked document number.
    expect(await page.locator('#kyc-name').inputValue()).toBe('Jane Doe');
    expect(await page.getByRole('radio', { name: 'Passport' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await shot('kyc-real-mark-resubmit-en');
    await page.locator('#kyc-name').fill('Jane Mary Doe');
    await page.locator('#kyc-card-id').fill('E1234567');
    await page.locator('[data-testid=kyc-level1-form] button[type=submit]').click();
    await page.getByTestId('kyc-state-pending').waitFor();

    await call('POST', '/admin/kyc/approve', { id: (await pendingKycRecord(1)).id }, adminToken);
    await go('/pages/setting/real');
    await expect.poll(() => page.getByTestId('kyc-summary').textContent()).toBe('Lv1 certified');
  });

  it('sends level 2 with two photos, and the operator approves it', async () => {
    await page.getByTestId('kyc-action-2').click();
    await page.waitForURL(/real_mark\?level=2/);
    await page.getByTestId('kyc-level2-form').waitFor();
    await page.getByTestId('kyc-front-input').setInputFiles(photos[0]!);
    await expect
      .poll(() => page.locator('#kyc-front img').getAttribute('src'), { timeout: 15_000 })
      .toMatch(/^\/uploads\//);
    await page.getByTestId('kyc-back-input').setInputFiles(photos[1]!);
    await expect
      .poll(() => page.locator('#kyc-back img').getAttribute('src'), { timeout: 15_000 })
      .toMatch(/^\/uploads\//);
    await shot('kyc-real-mark-level2-en');
    await page.locator('[data-testid=kyc-level2-form] button[type=submit]').click();
    await page.getByTestId('kyc-state-pending').waitFor();
    expect(await page.getByTestId('kyc-state-pending').textContent()).toContain('Lv2 under audit');

    await call('POST', '/admin/kyc/approve', { id: (await pendingKycRecord(2)).id }, adminToken);
    await go('/pages/setting/real');
    await expect.poll(() => page.getByTestId('kyc-summary').textContent()).toBe('Lv2 certified');
    expect(await page.getByTestId('kyc-level-2').textContent()).toContain('Certified');
    await shot('kyc-real-certified-en');
    await go('/pages/setting/real_mark');
    await page.getByTestId('kyc-state-certified').waitFor();
  });

  it('saves a withdrawal address with its QR image and deletes another', async () => {
    await go('/pages/setting/wallet');
    await page.getByText('No saved addresses').waitFor();
    await shot('wallet-empty-en');
    await page.locator('.state').getByRole('button', { name: 'Add address' }).click();
    await page.waitForURL(/addWallet/);
    await page.locator('form button[type=submit]').click();
    await page.getByText('Choose a coin', { exact: true }).last().waitFor();
    await page.locator('#address-coin').click();
    await page.locator('.adm-check-list-item').filter({ hasText: 'USDT' }).first().click();
    await page.getByRole('radio', { name: 'TRC20' }).click();
    await page.locator('#address-name').fill('Cold wallet');
    await page.locator('#address-address').fill('TQn9-not-valid');
    await page.locator('form button[type=submit]').click();
    await page.getByText('Only letters and digits are allowed').waitFor();
    await page.locator('#address-address').fill(TRON_ADDRESS);
    await page.getByTestId('qrcode-input').setInputFiles(photos[2]!);
    await page.locator('.payout-qr__preview').waitFor({ timeout: 15_000 });
    await shot('add-wallet-en');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/pages\/setting\/wallet$/, { timeout: 15_000 });
    await page.getByText(TRON_ADDRESS).waitFor();

    await call(
      'POST',
      '/user/wallet/save',
      { currency: 1, name: 'Spare', address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
      await storedToken(),
    );
    await page.reload();
    await expect.poll(() => page.getByTestId('payout-address').count()).toBe(2);
    await shot('wallet-en');
    await page
      .getByTestId('payout-address')
      .filter({ hasText: 'Spare' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.locator('.adm-dialog-button').filter({ hasText: 'Delete' }).click();
    await expect.poll(() => page.getByTestId('payout-address').count()).toBe(1);
  });

  it('binds a domestic bank card and checks every international field', async () => {
    await go('/pages/setting/bank');
    await page.getByTestId('bank-form-domestic').waitFor();
    await page.locator('[data-testid=bank-form-domestic] button[type=submit]').click();
    expect(await page.getByText('This field is required').count()).toBe(6);
    await page.locator('#bank-real_name').fill('Jane Mary Doe');
    await page.locator('#bank-bank_name').fill('Bank of China');
    await page.locator('#bank-bank_network').fill('Pudong sub-branch');
    await page.locator('#bank-province_city').fill('Shanghai');
    await page.locator('#bank-card_number').fill('6222 0212 3456 7890');
    await page.locator('#bank-phone').fill(mobile);
    await page.locator('[data-testid=bank-form-domestic] button[type=submit]').click();
    await page.getByText('Bank card saved').waitFor();
    await page.reload();
    await expect
      .poll(() => page.locator('#bank-card_number').inputValue())
      .toBe('6222021234567890');
    expect(await page.getByText(/Last saved/).count()).toBe(1);
    await shot('bank-en');

    await page.getByRole('tab', { name: 'International' }).click();
    await page.waitForURL(/bank_international/);
    await page.getByTestId('bank-form-international').waitFor();
    await page.locator('#bank-aba_number').fill('12345');
    await page.locator('[data-testid=bank-form-international] button[type=submit]').click();
    await page.getByText('Exactly 9 digits').waitFor();
    await shot('bank-international-en');
  });

  it('shows the operator adjustments in the bill with their reasons, page by page, and filters', async () => {
    const adjust = (amount: string, reason: string) =>
      phone.adjustUsdt(adminToken, { userId, account: 2, amount, reason });
    // Enough older entries for a second page (20 a page).
    for (let n = 1; n <= 20; n += 1) await adjust('1', `Batch credit ${n}`);
    await adjust('25.5', 'Refund of a duplicated fee, ticket 1042');
    await adjust('-5.25', 'Correction of ticket 1042');

    await go('/pages/setting/bill');
    const refund = page.getByTestId('payout-bill-row').filter({ hasText: 'ticket 1042' }).last();
    await refund.waitFor();
    // An adjustment is said as its reason with its signed change, and the operator's note.
    const refundChange = refund.locator('.payout-bill-row__part .amount');
    expect(await refundChange.textContent()).toBe('+25.50 USDT');
    expect(await refundChange.getAttribute('class')).toContain('amount--up');
    expect(await refund.textContent()).toContain('Exchange account');
    const correction = page.getByTestId('payout-bill-row').first();
    const correctionChange = correction.locator('.payout-bill-row__part .amount');
    expect(await correctionChange.textContent()).toBe('-5.25 USDT');
    expect(await correctionChange.getAttribute('class')).toContain('amount--down');
    expect(await correction.textContent()).toContain('Correction of ticket 1042');
    await shot('bill-en');

    // The first page holds 20; scrolling to the end reads the rest, then "no more data".
    expect(await page.getByTestId('payout-bill-row').count()).toBe(20);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect
      .poll(() => page.getByTestId('payout-bill-row').count(), { timeout: 10_000 })
      .toBe(22);
    await page.getByText('No more data').waitFor();
    await page.locator('.payout-bill-row__memo', { hasText: /Batch credit 1$/ }).waitFor();

    await page.getByTestId('bill-filter-account').click();
    await page.locator('.adm-check-list-item').filter({ hasText: 'Futures' }).click();
    await page.waitForURL(/type=3/);
    await page.getByText('No records match these filters').waitFor();
    await shot('bill-filtered-empty-en');
    await page.getByRole('button', { name: 'Show all' }).click();
    await refund.waitFor();
  });

  it('shows every screen in Chinese', async () => {
    await page.evaluate(() => localStorage.setItem('lang', JSON.stringify('zh')));
    const screens: [string, string, string][] = [
      ['/pages/setting/setting', 'setting-money-zh', '身份认证'],
      ['/pages/setting/real', 'kyc-real-zh', 'Lv2 已认证'],
      ['/pages/setting/real_mark', 'kyc-real-mark-zh', '已认证'],
      ['/pages/setting/wallet', 'wallet-zh', '提币地址'],
      ['/pages/setting/addWallet', 'add-wallet-zh', '添加提币地址'],
      ['/pages/setting/bank', 'bank-zh', '银行卡'],
      ['/pages/setting/bank_international', 'bank-international-zh', 'SWIFT'],
      ['/pages/setting/bill', 'bill-zh', '账单'],
    ];
    for (const [hash, name, text] of screens) {
      await go(hash);
      await page.reload();
      await page.getByText(text).first().waitFor();
      await page.waitForLoadState('networkidle');
      await shot(name);
    }
  });

  it('shows the new rows on the me page in English', async () => {
    await page.evaluate(() => localStorage.setItem('lang', JSON.stringify('en')));
    await go('/pages/setting/setting');
    await page.reload();
    for (const label of ['Wallet addresses', 'Bank card', 'International bank card', 'Bills']) {
      await page.getByText(label, { exact: true }).waitFor();
    }
    await expect
      .poll(() =>
        page.locator('.adm-list-item').filter({ hasText: 'Identity verification' }).textContent(),
      )
      .toContain('Lv2 certified');
    await shot('setting-money-en');
    await page.getByText('Bills', { exact: true }).click();
    await page.waitForURL(/pages\/setting\/bill/);
  });

  it('shows a new user the empty, under-audit and failed screens in Chinese', async () => {
    const other = `kyc-zh${Date.now()}@example.com`;
    const otherMobile = `138${String(Date.now()).slice(-8)}`;
    await phone.registerByEmail(other, password);
    // Forget the first user on this phone (clearing all storage would also reset h5Version).
    await page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('user');
    });
    await phone.logIn(other, password);
    await page.evaluate(() => localStorage.setItem('lang', JSON.stringify('zh')));
    const token = await storedToken();
    const users = await call<{ data: { id: number; email: string }[] }>(
      'GET',
      '/admin/users',
      { keyword: other },
      adminToken,
    );
    const otherId = users.data.find((u) => u.email === other)?.id ?? 0;

    const open = async (hash: string, text: string, name: string) => {
      await go(hash);
      await page.reload();
      await page.getByText(text).first().waitFor();
      await page.waitForLoadState('networkidle');
      await shot(name);
    };
    await open('/pages/setting/real', '未绑定', 'kyc-real-unbound-zh');
    await open('/pages/setting/wallet', '暂无提币地址', 'wallet-empty-zh');
    await open('/pages/setting/bill', '暂无记录', 'bill-empty-zh');

    await call(
      'POST',
      '/sms_send',
      { area_code: '86', mobile: otherMobile, scene: 'bind_mobile' },
      token,
    );
    await call(
      'POST',
      '/safe/mobile',
      { area_code: '86', mobile: otherMobile, code: await server.smsCodeFor(otherMobile) },
      token,
    );
    await go('/pages/setting/real_mark');
    await page.reload();
    await page.getByTestId('kyc-level1-form').waitFor();
    await page.locator('[data-testid=kyc-level1-form] button[type=submit]').click();
    await page.getByText('请选择证件类型').waitFor();
    await shot('kyc-real-mark-level1-zh');

    await call(
      'POST',
      '/user/real',
      { real_type: 1, id_type: 1, name: '李明', card_id: '11010519491231002X' },
      token,
    );
    await open('/pages/setting/real_mark', 'Lv1 审核中', 'kyc-real-mark-pending-zh');
    await call(
      'POST',
      '/admin/kyc/reject',
      { id: (await pendingKycRecord(1, otherId)).id, reason: '证件号码与姓名不符' },
      adminToken,
    );
    await open('/pages/setting/real', '证件号码与姓名不符', 'kyc-real-failed-zh');
    await open('/pages/setting/real_mark', '审核失败', 'kyc-real-mark-resubmit-zh');

    await call(
      'POST',
      '/user/real',
      { real_type: 1, id_type: 1, name: '李明', card_id: '110105194912310021' },
      token,
    );
    await call(
      'POST',
      '/admin/kyc/approve',
      { id: (await pendingKycRecord(1, otherId)).id },
      adminToken,
    );
    await go('/pages/setting/real_mark?level=2');
    await page.reload();
    await page.getByTestId('kyc-level2-form').waitFor();
    await page.locator('[data-testid=kyc-level2-form] button[type=submit]').click();
    await page.getByText('请上传证件正面照片').waitFor();
    await shot('kyc-real-mark-level2-zh');
  });
});
