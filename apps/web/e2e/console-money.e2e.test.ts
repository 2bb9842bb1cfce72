import fs from 'node:fs';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { expectNoSeriousViolations, OPERATORS, useConsoleSession } from './console-harness';
import { screenshot, setPayPassword, solidPng, verifyIdentity } from './harness';

// Money moves only on a real market feed (the simulated one is demo mode), so the server reads a
// fake exchange stream; the user's codes (registration, pay password) are mailed. Each operator
// signs in once (TOTP refuses a replayed time step).
const s = useConsoleSession({ feed: 'exchange', mail: true });

const email = `money${Date.now()}@example.com`;
const mobile = `137${String(Date.now()).slice(-8)}`;
const password = 'Secret123';
const payPassword = '135790';
const WITHDRAW_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
let registeredAt = 0;
let userToken = '';
let userId = 0;
let admin: Page;
let adminToken = '';

async function usdtAvailable(account: number): Promise<string> {
  const list = await s.api<{
    accounts: { type: number; currencies: { currency_name: string; available: string }[] }[];
  }>('POST', '/wallet/list', {}, userToken);
  return (
    list.accounts
      .find((a) => a.type === account)
      ?.currencies.find((c) => c.currency_name === 'USDT')?.available ?? '0'
  );
}

/** Uploads an image as the user (multipart, like the app); answers the path forms send back. */
async function uploadVoucher(): Promise<string> {
  const file = await solidPng('voucher', 480, 320, '#26a17b');
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(file)], { type: 'image/png' }), 'voucher.png');
  const res = await fetch(`${s.server.url}/api/upload`, {
    method: 'POST',
    headers: { Authorization: userToken },
    body: form,
  });
  const body = (await res.json()) as { type: string; message: string };
  expect(body.type).toBe('ok');
  return `/uploads/${body.message.split('?')[0]!.split('/').pop()!}`;
}

describe('operator console: money and four-eyes', () => {
  it('runs on live prices; admin signs in; a user registers and has identity level 1', async () => {
    await expect
      .poll(
        async () => {
          const rows = await s.api<{ symbol: string; feed: { stale: boolean } }[]>(
            'GET',
            '/currency/quotation_new',
          );
          return rows.find((r) => r.symbol === 'BTC/USDT')?.feed.stale === false;
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    admin = await s.desktop();
    await s.signIn(admin, OPERATORS.admin);
    adminToken = await s.tokenOf(admin);
    expect(adminToken).not.toBe('');

    // Identity needs both an email and a mobile: register by email, then bind a mobile.
    registeredAt = Date.now();
    ({ token: userToken, id: userId } = await s.registerUser({ email, password, mobile }));

    await verifyIdentity(s, { token: userToken, userId, name: 'Money Tester' }, adminToken);
  });

  it('shows a deposit request beside its voucher; the operator confirms and the balance rises', async () => {
    const voucher = await uploadVoucher();
    const request = await s.api<{ id: number }>(
      'POST',
      '/wallet/charge_req',
      { currency: 3, network: 'TRC20', amount: '500', voucher },
      userToken,
    );
    expect(await usdtAvailable(2)).toBe('0');

    await s.go(admin, '/deposits');
    const row = admin.getByTestId('deposits-table').locator(`tr[data-row-key="${request.id}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(email);
    expect(await row.textContent()).toContain('500');
    expect(await row.textContent()).toContain('TRC20');
    await screenshot(admin, 'console-deposits-en');

    await row.getByRole('button', { name: `Review deposit request #${request.id}` }).click();
    const drawer = admin.getByTestId('deposit-drawer');
    const image = drawer.getByRole('img', {
      name: `Payment voucher of deposit request #${request.id}`,
    });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(480);
    expect(await image.getAttribute('src')).toMatch(/\/uploads\/.+\?/);
    await screenshot(admin, 'console-deposit-voucher-en');

    // The voucher opens zoomed.
    await drawer.locator('.ant-image-mask').click();
    await admin.locator('.ant-image-preview-img').waitFor();
    await screenshot(admin, 'console-deposit-voucher-zoom-en');
    await admin.keyboard.press('Escape');
    await admin.locator('.ant-image-preview-img').waitFor({ state: 'hidden' });

    await drawer.getByRole('button', { name: 'Confirm deposit' }).click();
    await admin.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
    await admin.getByText(`Deposit #${request.id} confirmed`).waitFor();
    await expect.poll(() => usdtAvailable(2), { timeout: 10_000 }).toBe('500');
    await drawer.waitFor({ state: 'detached' });

    // A second request is rejected with a reason picked from the common ones; no money moves.
    const second = await s.api<{ id: number }>(
      'POST',
      '/wallet/charge_req',
      { currency: 3, network: 'TRC20', amount: '40', voucher: await uploadVoucher() },
      userToken,
    );
    await admin.getByRole('button', { name: 'Refresh' }).click();
    await admin.getByRole('button', { name: `Review deposit request #${second.id}` }).click();
    await drawer.getByRole('button', { name: 'Reject', exact: true }).click();
    const modal = admin.locator('.ant-modal');
    await modal.getByRole('combobox', { name: 'Common reasons' }).click();
    await admin
      .locator('.ant-select-item-option', { hasText: 'No matching payment arrived' })
      .click();
    await screenshot(admin, 'console-deposit-reject-en');
    await modal.getByRole('button', { name: 'Reject' }).click();
    await drawer.waitFor({ state: 'detached' });
    const rejected = await s.api<{ data: { id: number; reason: string | null }[] }>(
      'GET',
      '/admin/deposits',
      { status: 2 },
      adminToken,
    );
    expect(rejected.data.find((d) => d.id === second.id)?.reason).toBe(
      'No matching payment arrived at the deposit address',
    );
    expect(await usdtAvailable(2)).toBe('500');
  });

  it('a large withdrawal waits for a second operator, who approves it; then it is paid', async () => {
    // Four-eyes funds the user: admin asks through the API, the checker approves in the console.
    const checker = await s.desktop();
    await s.signIn(checker, OPERATORS.checker);
    const checkerToken = await s.tokenOf(checker);
    const { approval_id: credit } = await s.api<{ approval_id: number }>(
      'POST',
      '/admin/adjust',
      { user_id: userId, currency_id: 3, type: 2, amount: '12000', reason: 'E2E funding' },
      adminToken,
    );
    await s.api('POST', '/admin/approvals/approve', { id: credit }, checkerToken);
    expect(await usdtAvailable(2)).toBe('12500');

    // The pay password's code is mailed, 60 s at least after the registration code.
    await setPayPassword(s, { token: userToken, email, payPassword, lastCodeAt: registeredAt });
    const withdrawal = await s.api<{ id: number }>(
      'POST',
      '/wallet/out',
      {
        currency: 3,
        number: '12000',
        pay_password: payPassword,
        address: WITHDRAW_ADDRESS,
        network: 'TRC20',
      },
      userToken,
    );

    await s.go(admin, '/withdrawals');
    const row = admin
      .getByTestId('withdrawals-table')
      .locator(`tr[data-row-key="${withdrawal.id}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(WITHDRAW_ADDRESS);
    await screenshot(admin, 'console-withdrawals-en');
    await row.getByRole('button', { name: `Approve (pay) withdrawal #${withdrawal.id}` }).click();
    await admin.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
    const notice = admin.getByTestId('four-eyes-notice');
    await notice.waitFor();
    expect(await admin.locator('.ant-modal-confirm-title').textContent()).toContain(
      'Waiting for a second operator',
    );
    await screenshot(admin, 'console-withdrawal-four-eyes-en');
    const approvals = await s.api<{
      data: { id: number; kind: string; subject_id: number; status: string }[];
    }>('GET', '/admin/approvals', { status: 'pending' }, adminToken);
    const approval = approvals.data.find(
      (a) => a.kind === 'withdrawal' && a.subject_id === withdrawal.id,
    )!;
    expect(approval).toBeDefined();
    expect(await notice.textContent()).toContain(`#${approval.id}`);

    // The notice leads to Approvals, where admin's own request cannot be approved by admin.
    await admin.getByRole('button', { name: 'Open Approvals' }).click();
    await admin.waitForURL(/#\/approvals/);
    const own = admin.getByTestId(`approve-${approval.id}`);
    await own.waitFor();
    expect(await own.isDisabled()).toBe(true);
    expect(await admin.getByTestId(`own-${approval.id}`).textContent()).toContain(
      'a different operator must approve',
    );
    await screenshot(admin, 'console-approvals-own-en');
    // The withdrawal's row says it waits too, and cannot be approved again.
    await s.go(admin, '/withdrawals');
    await admin.getByTestId(`waiting-${approval.id}`).waitFor();

    await s.go(checker, '/approvals');
    const approve = checker.getByTestId(`approve-${approval.id}`);
    await approve.waitFor();
    expect(await approve.isDisabled()).toBe(false);
    await screenshot(checker, 'console-approvals-checker-en');
    await approve.click();
    await checker.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
    await checker.getByText(`Request #${approval.id} approved`).waitFor();

    const paid = await s.api<{ data: { id: number; status: number }[] }>(
      'GET',
      '/admin/withdrawals',
      { status: 1 },
      adminToken,
    );
    expect(paid.data.find((w) => w.id === withdrawal.id)?.status).toBe(1);
    expect(await usdtAvailable(2)).toBe('500');

    await checker.getByRole('tab', { name: 'Approved' }).click();
    const decided = checker
      .getByTestId('approvals-table')
      .locator('tr', { hasText: OPERATORS.checker });
    await decided.first().waitFor();
    await screenshot(checker, 'console-approvals-approved-en');
  });

  it('has no serious accessibility violations on the money screens', async () => {
    for (const [route, testId] of [
      ['/deposits', 'deposits-table'],
      ['/approvals', 'approvals-table'],
      ['/withdrawals', 'withdrawals-table'],
    ] as const) {
      await s.go(admin, route);
      await admin.getByTestId(testId).waitFor();
      await admin
        .locator('.ant-spin-spinning')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await expectNoSeriousViolations(admin, route);
    }
  });

  it('an adjustment made in the form waits for a second operator; its requester may reject it', async () => {
    await s.go(admin, '/adjustments');
    await admin.getByRole('button', { name: 'Request adjustment' }).waitFor();
    expect(await admin.locator('.ant-alert-info').textContent()).toContain(
      "needs a second, different operator's approval",
    );
    await admin.getByLabel('User ID').fill(String(userId));
    await admin.getByLabel('Currency').click();
    await admin.locator('.ant-select-item-option', { hasText: /^USDT$/ }).click();
    await admin.getByLabel('Amount (negative to debit)').fill('5');
    await admin.getByLabel(/^Reason/).fill('Goodwill credit for a delayed deposit');
    await screenshot(admin, 'console-adjustments-en');
    await admin.getByRole('button', { name: 'Request adjustment' }).click();
    const requested = admin.getByTestId('adjustment-requested');
    await requested.waitFor();
    expect(await requested.textContent()).toContain('waiting for a second operator');
    await screenshot(admin, 'console-adjustment-requested-en');
    const pending = await s.api<{ data: { id: number; kind: string; amount: string }[] }>(
      'GET',
      '/admin/approvals',
      { status: 'pending' },
      adminToken,
    );
    const request = pending.data.find((a) => a.kind === 'adjustment')!;
    expect(request.amount).toBe('5');
    expect(await usdtAvailable(2)).toBe('500');

    await requested.getByRole('button', { name: 'Open Approvals' }).click();
    await admin.getByRole('button', { name: `Reject request #${request.id}` }).click();
    await admin.getByLabel('Reason', { exact: true }).fill('Entered by mistake');
    await admin.locator('.ant-modal').getByRole('button', { name: 'Reject' }).click();
    await expect
      .poll(async () => {
        const rejected = await s.api<{ data: { id: number }[] }>(
          'GET',
          '/admin/approvals',
          { status: 'rejected' },
          adminToken,
        );
        return rejected.data.some((a) => a.id === request.id);
      })
      .toBe(true);
    expect(await usdtAvailable(2)).toBe('500');
  });

  it('a super-operator sets a threshold', async () => {
    const boss = await s.desktop();
    await s.signIn(boss, OPERATORS.super);
    await s.go(boss, '/approvals');
    await boss.getByRole('button', { name: 'Thresholds' }).click();
    await boss.waitForURL(/#\/four-eyes-thresholds/);
    await boss.getByRole('button', { name: 'Edit the threshold of BTC' }).click();
    await boss.getByLabel('Threshold (USDT value)').fill('5000');
    await boss.locator('.ant-modal').getByRole('button', { name: 'Save' }).click();
    await boss.getByText('Threshold of BTC saved.').waitFor();
    const thresholds = await s.api<{ currency_name: string; usdt_value: string; own: boolean }[]>(
      'GET',
      '/admin/four-eyes/thresholds',
      {},
      adminToken,
    );
    expect(thresholds.find((c) => c.currency_name === 'BTC')).toMatchObject({
      usdt_value: '5000',
      own: true,
    });
    await screenshot(boss, 'console-thresholds-en');
    await expectNoSeriousViolations(boss, '/four-eyes-thresholds');
  });

  it('reads in Chinese', async () => {
    await s.useLanguage(admin, 'zh');
    for (const [route, text, name] of [
      ['/deposits', '充值申请', 'console-deposits-zh'],
      ['/withdrawals', '提现申请', 'console-withdrawals-zh'],
      ['/approvals', '双人复核', 'console-approvals-zh'],
      ['/adjustments', '人工调账', 'console-adjustments-zh'],
      ['/four-eyes-thresholds', '双人复核阈值', 'console-thresholds-zh'],
    ] as const) {
      await s.go(admin, route);
      await admin.getByText(text).first().waitFor();
      await screenshot(admin, name);
    }
    await s.go(admin, '/deposits');
    await admin.getByRole('tab', { name: '已确认' }).click();
    await admin
      .getByRole('button', { name: /审核充值申请/ })
      .first()
      .click();
    await admin.getByTestId('deposit-drawer').waitFor();
    await screenshot(admin, 'console-deposit-voucher-zh');
    await expectNoSeriousViolations(admin, 'deposit drawer (zh)');
  });
});
