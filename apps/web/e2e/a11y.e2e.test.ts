import fs from 'node:fs';
import path from 'node:path';

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { describeViolations, seriousViolations, smallTapTargets } from './axe';
import { usePhoneSession, type Language } from './harness';

// A real-feed server (the fake exchange): withdraw shows its form, not the demo notice.
const phone = usePhoneSession({ feed: 'exchange' });
const { go } = phone;
let page: Page;

/** Where the screenshots go: looked at by a person after a run (issue #14 item 9). */
const shotDir = process.env.A11Y_SHOT_DIR ?? '/tmp/shots/a11y';

/** The main screens of issue #14 item 9: a short name, the route, an element that shows it loaded. */
const SCREENS: [name: string, route: string, ready: string][] = [
  ['home', '/pages/index/index', '.tile'],
  ['markets', '/pages/market/market', '.quote-head'],
  ['pair', '/pages/market/market?symbol=BTC/USDT', '[data-testid="kline-chart"] canvas'],
  ['trade', '/pages/transaction/index', '[data-testid="option-up"]'],
  ['futures-hub', '/pages/transaction/index2', '[data-testid="hub-pairs"]'],
  ['futures', '/pages/transaction/contract?symbol=BTC/USDT', '[data-testid="account-available"]'],
  ['spot', '/pages/transaction/currency?symbol=BTC/USDT', 'form'],
  ['options-orders', '/pages/transaction/seconds_order', '.page__body'],
  ['assets', '/pages/fund/assets', '[data-testid="total-fiat"]'],
  ['withdraw', '/pages/fund/withdraw?currency=3', '[data-testid="withdraw-destination"]'],
  ['bill', '/pages/setting/bill', '.page__body'],
  ['settings', '/pages/setting/setting', '.page__body'],
];

beforeAll(async () => {
  ({ page } = phone);
  fs.mkdirSync(shotDir, { recursive: true });
  await phone.logIn('demo@example.com', 'Demo12345');
  await phone.closeWelcomePopup(3_000);
});

/** Opens each screen, lets it settle, screenshots it and answers axe's verdicts on it. */
async function auditScreens(lang: Language) {
  const reports: string[] = [];
  const counts: Record<string, number> = {};
  for (const [name, route, ready] of SCREENS) {
    await go(route);
    await page.locator(ready).first().waitFor({ timeout: 15_000 });
    // The 200 ms page fade and the first socket prices: audit the screen a person sees.
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(shotDir, `${name}-${lang}.png`) });
    const violations = await seriousViolations(page);
    counts[name] = violations.reduce((n, v) => n + v.nodes.length, 0);
    if (violations.length > 0) reports.push(describeViolations(`${name} (${lang})`, violations));
    const small = await smallTapTargets(page);
    if (small.length > 0)
      reports.push(`${name} (${lang}): icon tap targets under 44x44: ${small.join('; ')}`);
    const h1s = await page.locator('h1').count();
    if (h1s !== 1) reports.push(`${name} (${lang}): ${h1s} h1 elements, one expected`);
  }
  console.log(`a11y ${lang}: serious/critical nodes per screen ${JSON.stringify(counts)}`);
  return reports;
}

describe('accessibility of the main screens (WCAG 2.2 AA, axe-core)', () => {
  it('has no serious or critical violations and one h1 per screen in English', async () => {
    await phone.useLanguage('en');
    const reports = await auditScreens('en');
    expect(reports.join('\n')).toBe('');
  });

  it('has no serious or critical violations and one h1 per screen in Chinese', async () => {
    await phone.useLanguage('zh');
    const reports = await auditScreens('zh');
    expect(reports.join('\n')).toBe('');
  });
});
