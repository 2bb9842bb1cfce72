import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { auditScreen } from './axe';
import { screenshot, usePhoneSession } from './harness';

/**
 * Coupons on a phone (#20 item 3): an operator issues a fee-free spot coupon; a user claims it
 * in the coupon centre, sees the fee drop at the order ("fee → 0, coupon"), buys, and finds the
 * fee given back in the bill within seconds, with the coupon's uses counted down. English and
 * Chinese, axe on each screen.
 */
const phone = usePhoneSession({ mail: true });
let page: Page;

const email = `coupon${Date.now()}@example.com`;
const password = 'Secret123';
let token = '';

/** The operator's API takes the coupon's eight-language name as JSON. */
async function issueCoupon(adminToken: string) {
  const response = await fetch(`${phone.server.url}/api/admin/coupons/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: adminToken },
    body: JSON.stringify({
      name: { en: 'Welcome: fee-free spot', zh: '新人现货免手续费' },
      kind: 'spot_fee',
      discount_rate: '1',
      uses: 3,
      valid_days: 7,
      claim_until: Date.now() + 86_400_000,
      audience: 'all',
      quantity: 100,
    }),
  });
  const body = (await response.json()) as { type: string };
  expect(body.type).toBe('ok');
}

async function quiet(name: string) {
  await expect
    .poll(() => page.locator('.adm-toast-main:visible').count(), { timeout: 5_000 })
    .toBe(0);
  await screenshot(page, name);
}

beforeAll(async () => {
  ({ page } = phone);
  const user = await phone.registerByEmail(email, password);
  token = user.token;
  const adminToken = await phone.adminLogin();
  await phone.adjustUsdt(adminToken, {
    userId: user.userId,
    account: 2,
    amount: '1000',
    reason: 'Coupon e2e funding',
  });
  await issueCoupon(adminToken);
});

describe('coupons on a phone', () => {
  it('claims a coupon in the centre (en)', async () => {
    await phone.logIn(email, password);
    await phone.go('/pages/setting/coupon');
    const card = page.getByTestId('centre-coupon');
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain('Welcome: fee-free spot');
    expect(await card.textContent()).toContain('Fee-free');
    expect(await card.textContent()).toContain('100 left');
    await quiet('coupon-centre-en');
    expect(await auditScreen(page, 'coupon centre en')).toBe('');
    await card.getByRole('button', { name: /Claim/ }).click();
    await page.getByText('Coupon claimed').waitFor();
    await expect.poll(() => card.getByRole('button').textContent()).toBe('Claimed');

    await page.getByRole('tab', { name: 'My coupons' }).click();
    const mine = page.getByTestId('my-coupon');
    await mine.waitFor();
    expect(await mine.getByTestId('coupon-uses').textContent()).toBe('3 of 3 uses left');
  });

  it('shows the fee dropping to zero at the order, and the discount arriving in the bill', async () => {
    await phone.go('/pages/transaction/currency?symbol=BTC/USDT');
    await page.getByTestId('spot-price').waitFor({ timeout: 15_000 });
    await page.getByRole('radio', { name: 'Market' }).click();
    await page.locator('#spot-amount').fill('0.001');
    const fee = page.getByTestId('spot-fee');
    await fee.getByTestId('coupon-fee').waitFor({ timeout: 10_000 });
    expect(await fee.textContent()).toContain('0.000001 BTC');
    expect(await fee.getByTestId('coupon-fee-after').textContent()).toBe('0.00 BTC');
    expect(await fee.textContent()).toContain('Coupon: Welcome: fee-free spot');
    await quiet('coupon-spot-fee-en');
    expect(await auditScreen(page, 'spot form with a coupon en')).toBe('');

    const answered = page.waitForResponse((r) => r.url().includes('/api/coin/trade'));
    await page.locator('.spot-submit').click();
    expect(((await (await answered).json()) as { type: string }).type).toBe('ok');

    // The sweep gives the fee back within seconds: the whole 0.001 BTC arrives.
    await expect
      .poll(
        async () => {
          const mine = await phone.api<{ data: { uses_left: number }[] }>(
            'GET',
            '/coupon/mine',
            {},
            token,
          );
          return mine.data[0]?.uses_left;
        },
        { timeout: 20_000 },
      )
      .toBe(2);
    await phone.go('/pages/setting/bill');
    await page.getByText('Coupon fee discount').first().waitFor({ timeout: 15_000 });
    await quiet('coupon-bill-en');

    await phone.go('/pages/setting/coupon?tab=mine');
    const mine = page.getByTestId('my-coupon');
    await mine.waitFor({ timeout: 15_000 });
    await expect
      .poll(() => mine.getByTestId('coupon-uses').textContent(), { timeout: 10_000 })
      .toBe('2 of 3 uses left');
    expect(await mine.getByTestId('coupon-saved').textContent()).toContain('0.000001 BTC');
    await quiet('coupon-mine-en');
    expect(await auditScreen(page, 'my coupons en')).toBe('');
  });

  it('says the same in Chinese', async () => {
    await phone.useLanguage('zh');
    const mine = page.getByTestId('my-coupon');
    await mine.waitFor({ timeout: 15_000 });
    expect(await mine.textContent()).toContain('新人现货免手续费');
    expect(await mine.getByTestId('coupon-uses').textContent()).toBe('剩余 2/3 次');
    await quiet('coupon-mine-zh');
    expect(await auditScreen(page, 'my coupons zh')).toBe('');
    await page.getByRole('tab', { name: '卡券中心' }).click();
    await page.getByTestId('centre-coupon').waitFor();
    expect(await page.getByTestId('centre-coupon').textContent()).toContain('已领取');
    await quiet('coupon-centre-zh');
    expect(await auditScreen(page, 'coupon centre zh')).toBe('');

    await phone.go('/pages/transaction/currency?symbol=BTC/USDT');
    await page.getByRole('radio', { name: '市价' }).click();
    await page.locator('#spot-amount').fill('0.001');
    const fee = page.getByTestId('spot-fee');
    await fee.getByTestId('coupon-fee').waitFor({ timeout: 10_000 });
    expect(await fee.textContent()).toContain('卡券：新人现货免手续费');
    await quiet('coupon-spot-fee-zh');
  });
});
