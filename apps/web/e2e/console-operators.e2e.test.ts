import fs from 'node:fs';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { expectNoSeriousViolations, OPERATORS, useConsoleSession } from './console-harness';
import { screenshot } from './harness';

// The simulated market (demo mode) is enough here: nothing confirms a deposit or pays a
// withdrawal. Each operator signs in once (TOTP refuses a replayed time step).
const s = useConsoleSession();

/** The harness signs every operator in with the demo password, so the new auditor gets it too. */
const AUDITOR = `auditor-${Date.now()}@example.com`;
const AUDITOR_PASSWORD = 'Admin12345';

let superPage: Page;
let superToken = '';
let auditorPage: Page;
let auditorToken = '';

/** A raw operator API call, for answers the harness's `api` would fail on. */
async function rawPost(route: string, body: Record<string, unknown>, token: string) {
  const res = await fetch(`${s.server.url}/api${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { type: string; code?: string; message: unknown };
}

interface DashboardView {
  queues: { queue: string; count: number }[];
  books: { currency_name: string; liabilities: string }[];
}

describe('operator console: dashboard, audit log, operators, sessions', () => {
  it('the dashboard shows the queues and the books; the ledger check runs and shows its time', async () => {
    superPage = await s.desktop();
    superPage.on('pageerror', (e) => console.warn('pageerror', e.message));
    superPage.on('console', (m) => {
      if (m.type() === 'error') console.warn('console', m.text());
    });
    await s.signIn(superPage, OPERATORS.super);
    superToken = await s.tokenOf(superPage);
    expect(superToken).not.toBe('');

    // The options pool moves: the demo user stakes on a 5-second option.
    await s.api(
      'POST',
      '/admin/option-durations/save',
      {
        seconds: 5,
        profit_ratio: '0.8',
        min_amount: '1',
        max_amount: '1000',
        fee_rate: '0',
        sort: 0,
        enabled: 1,
      },
      superToken,
    );
    const demoToken = await s.api<string>('POST', '/user/login', {
      user_string: 'demo@example.com',
      password: 'Demo12345',
    });
    await expect
      .poll(
        async () => {
          const rows = await s.api<{ symbol: string; feed: { stale: boolean } }[]>(
            'GET',
            '/currency/quotation_new',
          );
          return rows.find((r) => r.symbol === 'BTC/USDT')?.feed.stale;
        },
        { timeout: 20_000 },
      )
      .toBe(false);
    // A four-eyes request waits: an adjustment asked for, never approved here.
    const demo = await s.api<{ id: number }>('GET', '/user/info', {}, demoToken);
    await s.api(
      'POST',
      '/admin/adjust',
      { user_id: demo.id, currency_id: 3, type: 2, amount: '5', reason: 'Dashboard queue check' },
      superToken,
    );
    await s.api(
      'POST',
      '/microtrade/submit',
      { match_id: 1, currency_id: 3, type: 1, seconds: 5, number: '10' },
      demoToken,
    );

    const view = await s.api<DashboardView>('GET', '/admin/dashboard', {}, superToken);
    const approvals = view.queues.find((q) => q.queue === 'approvals');
    expect(approvals?.count).toBeGreaterThanOrEqual(1);

    // Still on the dashboard since sign-in: read it again.
    await s.go(superPage, '/sessions');
    await s.go(superPage, '/dashboard');
    const card = superPage.getByTestId('queue-approvals');
    await card.waitFor();
    await expect
      .poll(async () => card.locator('.ant-statistic-content').textContent(), { timeout: 10_000 })
      .toBe(String(approvals?.count));
    expect(await superPage.getByTestId('queue-approvals-age').textContent()).toContain(
      'Oldest waits',
    );
    expect(await card.getByRole('link', { name: 'Open list' }).getAttribute('href')).toBe(
      '#/approvals',
    );
    expect(await superPage.getByTestId('queue-kyc').textContent()).toContain('Identity reviews');
    const books = superPage.getByTestId('books');
    await books.locator('tr', { hasText: 'USDT' }).first().waitFor();
    expect(await books.textContent()).toContain('User liabilities');
    expect(await books.textContent()).toContain('Options pool');
    await superPage.getByTestId('chart-options_pool').locator('canvas').first().waitFor();

    // The ledger check: never run on a new server; run now, and its time and runner show.
    const check = superPage.getByTestId('ledger-check');
    expect(await check.textContent()).toContain('has not run yet');
    await check.getByRole('button', { name: 'Run now' }).click();
    await superPage.getByTestId('ledger-check-time').waitFor();
    expect(await superPage.getByTestId('ledger-check-time').textContent()).toMatch(
      /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
    );
    await expect
      .poll(async () => check.textContent(), { timeout: 10_000 })
      .toContain(OPERATORS.super);
    expect(await check.textContent()).toContain('Clean');
    await screenshot(superPage, 'console-dashboard-books-en');
    await superPage.getByTestId('chart-options_pool').scrollIntoViewIfNeeded();
    await screenshot(superPage, 'console-dashboard-charts-en');
    await expectNoSeriousViolations(superPage, 'dashboard');

    await s.useLanguage(superPage, 'zh');
    await superPage.getByText('账本核对').first().waitFor();
    await superPage.getByTestId('chart-options_pool').locator('canvas').first().waitFor();
    await screenshot(superPage, 'console-dashboard-books-zh');
    await expectNoSeriousViolations(superPage, 'dashboard (zh)');
    await s.useLanguage(superPage, 'en');
  });

  it('a super-operator creates an auditor in the console', async () => {
    await s.go(superPage, '/operators');
    const table = superPage.getByTestId('operators-table');
    await table.locator('tr', { hasText: OPERATORS.admin }).waitFor();
    await superPage.getByRole('button', { name: 'New operator' }).click();
    const modal = superPage.getByRole('dialog');
    await modal.getByLabel('Email').fill(AUDITOR);
    await modal.getByLabel('First password').fill(AUDITOR_PASSWORD);
    await modal.locator('.ant-select-selector').click();
    await superPage.locator('.ant-select-item-option', { hasText: 'Auditor' }).click();
    await modal.getByRole('button', { name: 'Create' }).click();
    const row = table.locator('tr', { hasText: AUDITOR });
    await row.waitFor();
    expect(await row.textContent()).toContain('Auditor');
    expect(await row.textContent()).toContain('Not yet enrolled');
    expect(await row.textContent()).toContain('Never signed in');
    await screenshot(superPage, 'console-operators-en');
    await expectNoSeriousViolations(superPage, 'operators');
    await s.useLanguage(superPage, 'zh');
    await table.locator('tr', { hasText: AUDITOR }).getByText('审计', { exact: true }).waitFor();
    await screenshot(superPage, 'console-operators-zh');
    await s.useLanguage(superPage, 'en');
  });

  it('the auditor reads the audit log but has no write buttons; its API writes are refused', async () => {
    auditorPage = await s.desktop();
    await s.signIn(auditorPage, AUDITOR);
    auditorToken = await s.tokenOf(auditorPage);
    expect(await auditorPage.getByTestId('operator').textContent()).toContain('Auditor');

    // The dashboard reads, but offers no ledger run to a read-only role.
    await auditorPage.getByTestId('ledger-check-time').waitFor();
    expect(await auditorPage.getByRole('button', { name: 'Run now' }).count()).toBe(0);

    await s.go(auditorPage, '/audit');
    const table = auditorPage.getByTestId('audit-table');
    const created = table.locator('tr', { hasText: 'operator.create' });
    await created.waitFor();
    expect(await created.textContent()).toContain(OPERATORS.super);
    expect(await table.textContent()).toContain('ledger.check');

    // Filter by action: only ledger checks remain.
    await auditorPage.getByLabel('Action').fill('ledger.check');
    await auditorPage.getByRole('button', { name: 'Filter' }).click();
    await expect
      .poll(async () => table.locator('tbody tr', { hasText: 'operator.create' }).count())
      .toBe(0);
    expect(await table.locator('tbody tr', { hasText: 'ledger.check' }).count()).toBe(1);
    await screenshot(auditorPage, 'console-audit-en');
    await expectNoSeriousViolations(auditorPage, 'audit log');

    // The CSV export downloads with the same filters.
    const [download] = await Promise.all([
      auditorPage.waitForEvent('download'),
      auditorPage.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit.csv');
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('ledger.check');
    expect(csv).not.toContain('operator.create');

    // Operator accounts are a super-operator's: no create button, a notice instead.
    await s.go(auditorPage, '/operators');
    await auditorPage.getByText('Only super-operators manage operator accounts.').waitFor();
    expect(await auditorPage.getByRole('button', { name: 'New operator' }).count()).toBe(0);

    // The server refuses the auditor's writes whatever the screen shows.
    const news = await rawPost(
      '/admin/news/create',
      { translations: { en: { title: 'x', content: 'x' } } },
      auditorToken,
    );
    expect(news).toMatchObject({ type: 'error', code: 'FORBIDDEN' });
    const operator = await rawPost(
      '/admin/operators/create',
      { email: `x-${Date.now()}@example.com`, password: 'Admin12345', role: 'super' },
      auditorToken,
    );
    expect(operator).toMatchObject({ type: 'error', code: 'FORBIDDEN' });

    await s.useLanguage(auditorPage, 'zh');
    await s.go(auditorPage, '/audit');
    await auditorPage.getByRole('button', { name: '导出 CSV' }).waitFor();
    await auditorPage
      .getByTestId('audit-table')
      .locator('tbody tr.ant-table-row')
      .first()
      .waitFor();
    await screenshot(auditorPage, 'console-audit-zh');
    await s.useLanguage(auditorPage, 'en');
  });

  it('my sessions: another session is revoked; revoking the current one signs out', async () => {
    // A second session of the super-operator, stopped at the password step.
    const other = await s.api<string>('POST', '/admin/login', {
      email: OPERATORS.super,
      password: 'Admin12345',
    });
    expect(other).not.toBe('');
    await s.go(superPage, '/sessions');
    const table = superPage.getByTestId('sessions-table');
    const pending = table.locator('tbody tr', { hasText: 'Password only' });
    await pending.waitFor();
    expect(await superPage.getByText('30 minutes without use').count()).toBe(1);
    expect(await table.locator('tbody tr', { hasText: 'This browser' }).count()).toBe(1);
    await screenshot(superPage, 'console-sessions-en');
    await expectNoSeriousViolations(superPage, 'sessions');
    await pending.getByRole('button', { name: 'Revoke' }).click();
    await superPage.locator('.ant-popconfirm').getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(async () => pending.count(), { timeout: 10_000 }).toBe(0);
    const refused = await fetch(`${s.server.url}/api/admin/totp/state`, {
      headers: { Authorization: other },
    });
    expect(((await refused.json()) as { type: string }).type).not.toBe('ok');

    await s.useLanguage(superPage, 'zh');
    await superPage.getByTestId('sessions-table').getByText('当前浏览器').waitFor();
    await screenshot(superPage, 'console-sessions-zh');
    await s.useLanguage(superPage, 'en');

    // The auditor ends its own current session: asked first, then signed out here.
    await s.go(auditorPage, '/sessions');
    const mine = auditorPage
      .getByTestId('sessions-table')
      .locator('tbody tr', { hasText: 'This browser' });
    await mine.getByRole('button', { name: 'Revoke' }).click();
    const confirm = auditorPage.locator('.ant-popconfirm');
    expect(await confirm.textContent()).toContain('signs you out here');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await auditorPage.waitForURL(/#\/login/, { timeout: 10_000 });
    const gone = await fetch(`${s.server.url}/api/admin/me`, {
      headers: { Authorization: auditorToken },
    });
    expect(((await gone.json()) as { type: string }).type).not.toBe('ok');
  });
});
