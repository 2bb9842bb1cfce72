import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { describeViolations, seriousViolations } from './axe';
import { screenshot, usePhoneSession } from './harness';

/**
 * Price colours (#21 item 10) on a phone: green-up in English and red-up in Chinese until the
 * user chooses; the choice in settings swaps every rise and fall, the chart's candles included,
 * and survives a reload.
 */
const phone = usePhoneSession();
const { go } = phone;
let page: Page;

beforeAll(() => {
  ({ page } = phone);
});

const scheme = () => page.evaluate(() => document.documentElement.dataset.priceColours);
const upColour = () =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--up').trim().toLowerCase(),
  );

async function choose(label: string) {
  await go('/pages/setting/setting');
  await page.getByText('Price colours', { exact: true }).click();
  await page
    .getByRole('option', { name: new RegExp(label) })
    .or(page.getByText(label))
    .first()
    .click();
}

describe('price colours', () => {
  it('logs the demo user in: English is green-up by default', async () => {
    await phone.logIn('demo@example.com', 'Demo12345');
    await phone.closeWelcomePopup();
    await phone.useLanguage('en');
    expect(await scheme()).toBe('green-up');
    expect(await upColour()).toBe('#28ba98');
  });

  it('Chinese is red-up by default', async () => {
    await phone.useLanguage('zh');
    await go('/pages/market/market');
    await expect.poll(scheme).toBe('red-up');
    expect(await upColour()).toBe('#f6707b');
    await screenshot(page, 'price-colours-market-zh');
    const found = await seriousViolations(page);
    expect(found, describeViolations('market red-up zh', found)).toEqual([]);
  });

  it('a choice in settings applies everywhere and survives a reload', async () => {
    await phone.useLanguage('en');
    await choose('Red up, green down');
    await expect.poll(scheme).toBe('red-up');
    await go('/pages/setting/setting');
    await expect.poll(() => page.getByText('Red up, green down').count()).toBeGreaterThan(0);
    await screenshot(page, 'price-colours-setting-en');
    await page.reload();
    await expect.poll(scheme).toBe('red-up');

    await go('/pages/market/market');
    await screenshot(page, 'price-colours-market-en');
    const found = await seriousViolations(page);
    expect(found, describeViolations('market red-up en', found)).toEqual([]);

    await choose('By language');
    await expect.poll(scheme).toBe('green-up');
  });
});
