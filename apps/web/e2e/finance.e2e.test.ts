import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { describeViolations, seriousViolations } from './axe';
import { screenshot, usePhoneSession } from './harness';

/**
 * The finance tab (#17 item 1) on a phone: a visitor sees the three earn products and is asked
 * to log in for their own figures; the demo user, after a lock-up made through the API, sees what
 * it holds there, and each product card opens its list. English and Chinese.
 */
const phone = usePhoneSession();
const { go } = phone;
let page: Page;
let token = '';

beforeAll(() => {
  ({ page } = phone);
});

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('finance tab', () => {
  it('shows a visitor the products and a log-in prompt', async () => {
    await go('/pages/financial/index');
    await phone.useLanguage('en');
    await expect.poll(() => page.getByText('Lock-up mining', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Invest (dual)', { exact: true }).count()).toBe(1);
    expect(await page.getByText('IEO subscriptions', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Log in' }).count()).toBe(1);
    const found = await seriousViolations(page);
    expect(found, describeViolations('finance visitor', found)).toEqual([]);
  });

  it("shows the demo user's lock-up in its totals", async () => {
    await phone.logIn('demo@example.com', 'Demo12345');
    await phone.closeWelcomePopup();
    token = await phone.api<string>('POST', '/user/login', {
      user_string: 'demo@example.com',
      password: 'Demo12345',
    });
    const products = await phone.api<{ id: number; currency_name: string; min_amount: string }[]>(
      'GET',
      '/lh/deposit/config',
      {},
      token,
    );
    const usdt = products.find((p) => p.currency_name === 'USDT');
    expect(usdt, 'a demo USDT lock-up product').toBeTruthy();
    await phone.api('POST', '/lh/deposit', { config_id: usdt!.id, amount: '500' }, token);

    for (const lang of ['en', 'zh'] as const) {
      await phone.useLanguage(lang);
      await go('/pages/financial/index');
      await expect
        .poll(async () => plain(await page.getByTestId('finance-held').textContent()))
        .toMatch(/500(\.00)? ?USDT/);
      expect(plain(await page.getByTestId('finance-active').textContent())).toBe('1');
      await expect.poll(() => page.getByTestId('finance-lockup-mine').count()).toBe(1);
      await screenshot(page, `finance-tab-${lang}`);
      const found = await seriousViolations(page);
      expect(found, describeViolations(`finance ${lang}`, found)).toEqual([]);
    }
  });

  it('opens a product list and my orders from its card', async () => {
    await phone.useLanguage('en');
    await go('/pages/financial/index');
    const card = page.locator('.finance-product', { hasText: 'Lock-up mining' });
    await card.getByRole('button', { name: 'View products' }).click();
    await expect.poll(() => page.url()).toContain('/pages/lockming/lockming');
    await go('/pages/financial/index');
    await card.getByRole('button', { name: 'My orders' }).click();
    await expect.poll(() => page.url()).toContain('/pages/lockming/order');
  });
});
