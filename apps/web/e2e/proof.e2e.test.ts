import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { describeViolations, seriousViolations, smallTapTargets } from './axe';
import { screenshot, usePhoneSession } from './harness';

/**
 * Proof of liabilities on a phone (#21 item 7): a funded user opens "verify my balance" from the
 * me page, sees their balance as counted in a snapshot the operator took now, taps Verify and the
 * browser walks the path to the published root: passed, level by level. English, then Chinese.
 * A visitor sees the published snapshot without logging in. axe on every screen.
 */
const phone = usePhoneSession({ mail: true });
const { go, api } = phone;
let page: Page;

beforeAll(() => {
  ({ page } = phone);
});

const email = `proof${Date.now()}@example.com`;
const password = 'Secret123';

const TEXT = {
  en: {
    title: 'Verify my balance',
    verify: 'Verify',
    pass: 'Passed',
    mine: 'My balances as counted',
  },
  zh: { title: '验证我的余额', verify: '验证', pass: '验证通过', mine: '我的计入余额' },
};

async function audit(name: string): Promise<string> {
  const reports: string[] = [];
  const violations = await seriousViolations(page);
  if (violations.length > 0) reports.push(describeViolations(name, violations));
  const small = await smallTapTargets(page);
  if (small.length > 0) reports.push(`${name}: icon tap targets under 44x44: ${small.join('; ')}`);
  return reports.join('\n');
}

async function verifyOnPage(lang: 'en' | 'zh') {
  const t = TEXT[lang];
  await page.getByRole('heading', { name: t.mine }).waitFor({ timeout: 15_000 });
  await expect.poll(() => page.getByTestId('proof-mine').innerText()).toContain('USDT');
  await page.getByRole('button', { name: t.verify, exact: true }).click();
  const result = page.getByTestId('proof-result');
  await result.waitFor();
  expect(await result.innerText()).toContain(t.pass);
  expect(await result.locator('li').count()).toBeGreaterThan(0);
  await result.scrollIntoViewIfNeeded();
}

describe('verify my balance on a phone', () => {
  it('shows a visitor the published snapshot', async () => {
    await go('/pages/setting/proof');
    await page.getByTestId('proof-root').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('proof-root').innerText()).toMatch(/^[0-9a-f]{64}$/);
    expect(await audit('proof visitor en')).toBe('');
  });

  it('a funded user verifies their balance from the me page (en)', async () => {
    const { token, userId } = await phone.registerByEmail(email, password);
    const admin = await phone.adminLogin();
    await phone.adjustUsdt(admin, { userId, account: 2, amount: '1234.5', reason: 'e2e proof' });
    const root = await api<{ totals: Record<string, string> }>(
      'POST',
      '/admin/proof/snapshot',
      {},
      admin,
    );
    expect(Number(root.totals.USDT)).toBeGreaterThanOrEqual(1234.5);
    expect(await api('GET', '/proof/leaf', {}, token)).not.toBeNull();

    await phone.logIn(email, password);
    await go('/pages/setting/setting');
    await page.getByText(TEXT.en.title).click();
    await page.waitForURL(/pages\/setting\/proof/);
    await verifyOnPage('en');
    expect(await page.getByTestId('proof-mine').innerText()).toContain('1,234.5');
    await screenshot(page, 'proof-verified-en');
    expect(await audit('proof verified en')).toBe('');
  });

  it('the assets page links to it, and it verifies in Chinese', async () => {
    await phone.useLanguage('zh');
    await go('/pages/fund/assets');
    await page.getByTestId('proof-link').getByText(TEXT.zh.title).click();
    await page.waitForURL(/pages\/setting\/proof/);
    await verifyOnPage('zh');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'proof-verified-zh');
    expect(await audit('proof verified zh')).toBe('');
  });
});
