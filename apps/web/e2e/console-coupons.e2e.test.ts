import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { expectNoSeriousViolations, OPERATORS, useConsoleSession } from './console-harness';
import { screenshot } from './harness';

// Nothing here moves money: the simulated market (demo mode) serves. The operator signs in once
// (TOTP refuses a replayed time step).
const s = useConsoleSession();

const stamp = Date.now().toString(36);
const NAME = { en: `Half-price futures fees ${stamp}`, zh: `合约手续费五折 ${stamp}` };

let admin: Page;

interface CentreCoupon {
  id: number;
  name: string;
  discount_rate: string;
  remaining: number | null;
}

/** The coupon centre as the demo user's app reads it, in `lang`. */
const centre = async (token: string, lang: string) =>
  s.api<CentreCoupon[]>('GET', '/coupon/centre', { lang }, token);

describe('operator console: coupons', () => {
  it('signs in and opens the coupons list', async () => {
    admin = await s.desktop();
    await s.signIn(admin, OPERATORS.admin);
    await s.go(admin, '/coupons');
    await admin.getByTestId('coupons-table').waitFor();
    expect(await admin.getByText(/fee discounts only/).textContent()).toContain('one use per fee');
  });

  it('refuses a bad discount in the form and a user list the server does not know, saying which field', async () => {
    await admin.getByTestId('coupon-new').click();
    await admin.waitForURL(/#\/coupons\/new/);
    const discount = admin.getByLabel('Discount');
    await discount.waitFor();
    expect(await admin.getByText(/gives back this share of each trading fee/i).count()).toBe(1);
    await expectNoSeriousViolations(admin, 'coupon form (en)');
    await screenshot(admin, 'console-coupon-form-en');

    await discount.fill('150');
    await admin.getByTestId('coupon-save').click();
    await admin
      .getByText('A percentage above 0 and at most 100, with at most 2 decimals')
      .waitFor();

    // The name is written in English; the other languages fall back to it until written.
    await admin.getByLabel('Title (English)').fill(NAME.en);
    expect(await admin.getByTestId('lang-tab-zh').textContent()).toContain('Uses English');
    await discount.fill('50');
    await admin.getByText('Listed users').click();
    await admin.getByLabel('User ids').fill('2147483000');
    await admin.getByTestId('coupon-save').click();
    // The server names the field by its wire name; the operator reads the field's label.
    const refused = admin.locator('.ant-message-error', { hasText: 'User ids' });
    await refused.waitFor();
    expect(await refused.textContent()).not.toContain('user_ids');
    await screenshot(admin, 'console-coupon-refused-en');
    expect(admin.url()).toMatch(/#\/coupons\/new/);
  });

  it('issues a futures coupon for everyone; the app’s coupon centre offers it in Chinese', async () => {
    await admin.getByText('Everyone').first().click();
    await admin.getByText('Futures fees').click();
    await admin.getByLabel('Uses per claim').fill('3');
    await admin.getByLabel('Quantity').fill('100');
    await admin.getByTestId('lang-tab-zh').click();
    await admin.getByLabel('Title (简体中文)').fill(NAME.zh);
    await admin.getByTestId('coupon-save').click();
    await admin.waitForURL(/#\/coupons$/);

    const row = admin.getByTestId('coupons-table').locator('tr', { hasText: NAME.en });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('Futures fees');
    expect(text).toContain('50%');
    expect(text).toContain('7 days');
    expect(text).toContain('0 / 100');
    expect(text).toContain('Active');

    const { token } = await s.logInUser('demo@example.com', 'Demo12345');
    const offered = (await centre(token, 'zh')).find((c) => c.name === NAME.zh);
    expect(offered).toMatchObject({ discount_rate: '0.5', remaining: 100 });
    await s.api('POST', '/coupon/claim', { id: offered!.id }, token);

    await admin.getByRole('button', { name: 'Refresh' }).click();
    await row.getByText('1 / 100').waitFor();
    await expectNoSeriousViolations(admin, 'coupons (en)');
    await screenshot(admin, 'console-coupons-en');
  });

  it('revokes it after a confirmation: the list says revoked and the centre stops offering it', async () => {
    const row = admin.getByTestId('coupons-table').locator('tr', { hasText: NAME.en });
    await row.locator('[data-testid^="coupon-revoke-"]').click();
    await admin.getByText(/Claims already made stay usable/).waitFor();
    await screenshot(admin, 'console-coupon-revoke-ask-en');
    await admin.getByTestId('coupon-revoke-ok').click();
    await row.getByText('Revoked').waitFor();
    expect(await row.locator('[data-testid^="coupon-revoke-"]').count()).toBe(0);

    const { token } = await s.logInUser('demo@example.com', 'Demo12345');
    expect((await centre(token, 'en')).some((c) => c.name === NAME.en)).toBe(false);

    await s.useLanguage(admin, 'zh');
    const zhRow = admin.getByTestId('coupons-table').locator('tr', { hasText: NAME.zh });
    await zhRow.waitFor();
    expect(await zhRow.textContent()).toContain('已撤销');
    await expectNoSeriousViolations(admin, 'coupons (zh)');
    await screenshot(admin, 'console-coupons-zh');
    await s.go(admin, '/coupons/new');
    await admin.getByLabel('返还比例').waitFor();
    await screenshot(admin, 'console-coupon-form-zh');
  });
});
