import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { expectNoSeriousViolations, OPERATORS, useConsoleSession } from './console-harness';
import { screenshot } from './harness';

/**
 * Crypto loans in the operator console (#19 item 3): the pool's limit and each collateral coin's
 * rate, changed by an operator and published to the app at once; the demo user's loan listed
 * with its owner and live LTV. English, then Chinese; axe on each screen.
 */
const s = useConsoleSession();
let admin: Page;

interface Config {
  pool: { limit: string };
  collaterals: { currency: string; hourly_rate: string; apr: string }[];
}

describe('operator console: loans', () => {
  it('shows the pool and the rates, and an operator changes both', async () => {
    admin = await s.desktop();
    await s.signIn(admin, OPERATORS.admin);
    await s.go(admin, '/loans');
    const pool = admin.getByTestId('loan-pool');
    await pool.waitFor();
    expect(await pool.textContent()).toContain('1,000,000');

    await admin.getByRole('button', { name: 'Edit the rate of BTC' }).click();
    const rate = admin.getByLabel('Interest per hour');
    await rate.fill('0.002');
    await admin.getByText('17.52% a year').waitFor();
    await screenshot(admin, 'console-loans-rate-en');
    await admin.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await admin.getByTestId('loan-collaterals').getByText('17.52%').waitFor();
    await admin.getByRole('dialog').waitFor({ state: 'hidden' });

    await pool.getByLabel('New limit').fill('500000');
    await pool.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => pool.textContent()).toContain('500,000');

    // The app publishes both at once.
    const config = await s.api<Config>('GET', '/loan/config');
    expect(config.pool.limit).toBe('500000');
    expect(config.collaterals.find((c) => c.currency === 'BTC')).toMatchObject({
      hourly_rate: '0.00002',
      apr: '0.1752',
    });
  });

  it('lists the demo user’s loan with its owner and LTV, in English and Chinese', async () => {
    const user = await s.logInUser('demo@example.com', 'Demo12345');
    await s.api(
      'POST',
      '/loan/borrow',
      { currency_id: 1, collateral: '0.1', amount: '1000' },
      user.token,
    );
    await admin.getByRole('button', { name: 'Refresh' }).click();
    const row = admin.getByTestId('loans-table').locator('tr', { hasText: 'demo@example.com' });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('0.1 BTC');
    expect(text).toContain('1,000 USDT');
    expect(text).toMatch(/\d+\.\d{2}%/);
    expect(text).toContain('Open');
    await expectNoSeriousViolations(admin, 'loans (en)');
    await screenshot(admin, 'console-loans-en');

    await s.useLanguage(admin, 'zh');
    await s.go(admin, '/loans');
    await admin.getByTestId('loans-table').locator('tr', { hasText: 'demo@example.com' }).waitFor();
    expect(await admin.getByTestId('loan-pool').textContent()).toContain('借贷资金池');
    await expectNoSeriousViolations(admin, 'loans (zh)');
    await screenshot(admin, 'console-loans-zh');
  });
});
