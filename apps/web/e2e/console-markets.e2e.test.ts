import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { expectNoSeriousViolations, OPERATORS, useConsoleSession } from './console-harness';
import { screenshot } from './harness';

// Nothing here moves money: the simulated market (demo mode) serves. The operator signs in once
// (TOTP refuses a replayed time step).
const s = useConsoleSession();

const BTC_PAIR = 1;
let admin: Page;
let userToken = '';

interface Quote {
  match_id: number;
  symbol: string;
  open_lever: boolean;
  leverages: number[];
}

/** An API call that may be refused: answers the envelope's type and code. */
async function attempt(route: string, data: Record<string, string | number>, token: string) {
  const res = await fetch(`${s.server.url}/api${route}`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(Object.entries(data).map(([k, v]) => [k, String(v)])),
  });
  return (await res.json()) as { type: string; code?: string };
}

const btcQuote = async () =>
  (await s.api<Quote[]>('GET', '/currency/quotation_new')).find((q) => q.match_id === BTC_PAIR)!;

/** A market long of one lot on BTC/USDT, as the H5 futures ticket sends it. */
async function futuresOrder() {
  const quote = await btcQuote();
  return attempt(
    '/lever/submit',
    { currency_id: 1, legal_id: 3, type: 1, share: 1, multiple: quote.leverages[0]!, status: 1 },
    userToken,
  );
}

/** Waits until a switch shows `on`. */
async function switchIs(page: Page, testId: string, on: boolean) {
  await page.locator(`[data-testid="${testId}"][aria-checked="${on}"]`).waitFor();
}

/** Picks `label` in the antd select labelled `field`. */
async function choose(page: Page, field: string, label: string) {
  await page.getByLabel(field).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label })
    .first()
    .click();
}

describe('operator console: markets and products', () => {
  it('signs in; a demo user is logged in through the API', async () => {
    admin = await s.desktop();
    await s.signIn(admin, OPERATORS.admin);
    ({ token: userToken } = await s.logInUser('demo@example.com', 'Demo12345'));
    expect(userToken).not.toBe('');
  });

  it('switches futures off on BTC/USDT: the API refuses a futures order at once and the quote says so; switched back, it trades again', async () => {
    await s.go(admin, '/pairs');
    const table = admin.getByTestId('pairs-table');
    await table.getByText('BTC/USDT').first().waitFor();
    await expectNoSeriousViolations(admin, 'pairs (en)');
    await screenshot(admin, 'console-pairs-en');

    const futures = `switch-open_lever-${BTC_PAIR}`;
    await switchIs(admin, futures, true);
    expect(await futuresOrder()).not.toMatchObject({ code: 'TRADING_DISABLED' });

    await admin.getByTestId(futures).click();
    await switchIs(admin, futures, false);
    expect((await btcQuote()).open_lever).toBe(false);
    expect(await futuresOrder()).toMatchObject({ type: 'error', code: 'TRADING_DISABLED' });
    await screenshot(admin, 'console-pairs-futures-off-en');

    await admin.getByTestId(futures).click();
    await switchIs(admin, futures, true);
    expect((await btcQuote()).open_lever).toBe(true);
    expect(await futuresOrder()).not.toMatchObject({ code: 'TRADING_DISABLED' });
  });

  it('edits a pair’s terms: a bad fee rate is refused with the server’s text, a good one is shown', async () => {
    await admin.getByTestId(`pair-edit-${BTC_PAIR}`).click();
    const fee = admin.getByLabel('Fee rate');
    await fee.waitFor();
    await screenshot(admin, 'console-pair-terms-en');
    await fee.fill('0.5');
    await admin.getByTestId('pair-save').click();
    // The server names the field by its wire name; the operator reads the field's label.
    const refused = admin.locator('.ant-message-error', { hasText: 'Fee rate' });
    await refused.waitFor();
    expect(await refused.textContent()).not.toContain('fee_rate');
    await screenshot(admin, 'console-pair-refused-en');

    await fee.fill('0.0015');
    await admin.getByTestId('pair-save').click();
    await admin.getByLabel('Fee rate').waitFor({ state: 'detached' });
    const row = admin.getByTestId('pairs-table').locator('tr', { hasText: 'BTC/USDT' }).first();
    await row.getByText('0.0015').waitFor();
    const audit = await s.api<{ data: { action: string }[] }>(
      'GET',
      '/admin/audit',
      { action: 'pair.update' },
      (await admin.evaluate(() => sessionStorage.getItem('meridian-console-token'))) ?? '',
    );
    expect(audit.data.length).toBeGreaterThanOrEqual(3);
  });

  it('edits an option duration (future orders only)', async () => {
    await s.go(admin, '/option-durations');
    const table = admin.getByTestId('durations-table');
    await table.locator('tbody tr').first().waitFor();
    expect(
      await admin
        .getByText(/future orders only/)
        .first()
        .textContent(),
    ).toContain('already placed keep');
    const edit = table.locator('[data-testid^="duration-edit-"]').first();
    await edit.click();
    const ratio = admin.getByLabel('Payout ratio');
    await ratio.waitFor();
    await ratio.fill('0.87');
    await screenshot(admin, 'console-option-duration-edit-en');
    await admin.getByTestId('duration-save').click();
    await ratio.waitFor({ state: 'detached' });
    await table.getByText('0.87').first().waitFor();
    await screenshot(admin, 'console-option-durations-en');
  });

  it('imports two deposit addresses into the pool and says how many were added', async () => {
    await s.go(admin, '/deposit-addresses');
    await admin.getByLabel('Currency').waitFor();
    await expectNoSeriousViolations(admin, 'deposit addresses (en)');
    await choose(admin, 'Currency', 'USDT');
    await choose(admin, 'Network', 'TRC20');
    const stamp = String(Date.now()).slice(-12);
    const addresses = [1, 2].map((i) => `TMrdnE2e${stamp}${String(i).padStart(14, '0')}`);
    expect(addresses[0]).toHaveLength(34);
    await admin.getByLabel('Addresses, one a line').fill(addresses.join('\n'));
    await admin.getByText('2 addresses').waitFor();
    await admin.getByTestId('import-submit').click();
    const outcome = admin.getByTestId('import-outcome');
    await outcome.waitFor();
    expect(await outcome.textContent()).toContain('Imported 2 of 2 addresses');
    await screenshot(admin, 'console-deposit-addresses-en');
  });

  it('reads in Chinese', async () => {
    await s.useLanguage(admin, 'zh');
    await s.go(admin, '/pairs');
    await admin.getByTestId('pairs-table').getByText('BTC/USDT').first().waitFor();
    expect(await admin.getByRole('heading', { name: '交易对' }).count()).toBeGreaterThan(0);
    await expectNoSeriousViolations(admin, 'pairs (zh)');
    await screenshot(admin, 'console-pairs-zh');
    await admin.getByTestId(`pair-edit-${BTC_PAIR}`).click();
    await admin.getByLabel('手续费率').fill('0.5');
    await admin.getByTestId('pair-save').click();
    const refused = admin.locator('.ant-message-error', { hasText: '手续费率' });
    await refused.waitFor();
    expect(await refused.textContent()).not.toContain('fee_rate');
    await screenshot(admin, 'console-pair-terms-zh');
    await admin.keyboard.press('Escape');
    await s.go(admin, '/option-durations');
    await admin.getByTestId('durations-table').locator('tbody tr').first().waitFor();
    await screenshot(admin, 'console-option-durations-zh');
    await s.go(admin, '/deposit-addresses');
    await admin.getByLabel('地址（每行一个）').waitFor();
    await screenshot(admin, 'console-deposit-addresses-zh');
    await s.useLanguage(admin, 'en');
  });
});
