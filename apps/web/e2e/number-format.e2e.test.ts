import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { describeViolations, seriousViolations } from './axe';
import { screenshot, usePhoneSession, type Language } from './harness';

/**
 * One number format (issue #14 item 5) on a phone, with the demo user's seeded balances: the
 * assets screen (coin amounts, ≈ fiat) and the conversion quote (feed prices at their precision,
 * the fee rate as a percentage) in English, Chinese and French, whose groups are narrow no-break
 * spaces and whose decimals are commas.
 */
const phone = usePhoneSession();
const { go } = phone;
let page: Page;

beforeAll(() => {
  ({ page } = phone);
});

/** Text with every kind of space (French groups are U+202F) as one plain space. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

const styles: Record<'en' | 'zh' | 'fra', { balance: RegExp; price: RegExp; rate: RegExp }> = {
  en: { balance: /USDT ?10,000\.00/, price: /BTC \d{1,3}(,\d{3})+\.\d{2}\b/, rate: /\d\.\d{2}%/ },
  zh: { balance: /USDT ?10,000\.00/, price: /BTC \d{1,3}(,\d{3})+\.\d{2}\b/, rate: /\d\.\d{2}%/ },
  fra: { balance: /USDT ?10 000,00/, price: /BTC \d{1,3}( \d{3})+,\d{2}\b/, rate: /\d,\d{2} %/ },
};

describe('numbers in each language', () => {
  it('logs the demo user in', async () => {
    await phone.logIn('demo@example.com', 'Demo12345');
    await phone.closeWelcomePopup();
  });

  for (const lang of ['en', 'zh', 'fra'] as const satisfies readonly Language[]) {
    it(`writes balances, prices and a rate in ${lang}`, async () => {
      await phone.useLanguage(lang);
      await go('/pages/fund/assets');
      const balance = page.getByTestId('balance-USDT');
      await expect
        .poll(async () => plain(await balance.textContent()), { timeout: 15_000 })
        .toMatch(styles[lang].balance);
      // The figures font is the shipped one, served from the app's own files.
      expect(
        await page.evaluate(async () => {
          await document.fonts.load('16px "Roboto Mono Variable"', '0123');
          return document.fonts.check('16px "Roboto Mono Variable"', '0123');
        }),
      ).toBe(true);
      await screenshot(page, `numfmt-assets-${lang}`);
      const assets = await seriousViolations(page);
      expect(assets, describeViolations(`assets ${lang}`, assets)).toEqual([]);

      await go('/pages/fund/fundTransfer');
      await page.locator('#convert-amount').fill('50');
      const quote = page.getByTestId('conversion-quote');
      await expect
        .poll(async () => plain(await quote.textContent()), { timeout: 15_000 })
        .toMatch(styles[lang].price);
      expect(plain(await quote.textContent())).toMatch(styles[lang].rate);
      // A refreshing quote is dimmed on purpose; check the settled one.
      await page.locator('.wallet-quote:not(.wallet-quote--stale)').waitFor();
      await screenshot(page, `numfmt-convert-${lang}`);
      const convert = await seriousViolations(page);
      expect(convert, describeViolations(`convert ${lang}`, convert)).toEqual([]);
    });
  }
});
