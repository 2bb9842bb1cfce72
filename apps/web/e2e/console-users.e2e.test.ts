import fs from 'node:fs';

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { expectNoSeriousViolations, OPERATORS, useConsoleSession } from './console-harness';
import { screenshot, solidPng } from './harness';

/**
 * The console's users area (issue #15 items 3 and 5) against the built server: users submit
 * identity data and photos through the API; the operator reviews them in the console with the
 * photos shown, approves one and rejects another with a reason the user then sees; finds the
 * demo user by email and reads their journal; puts an account on hold and releases it.
 */

// Registering needs the code mailed: the session's own SMTP server receives it.
const s = useConsoleSession({ mail: true });
let page: Page;
const password = 'Secret123';
const stamp = String(Date.now()).slice(-7);

/** A user registered by email, signed in, with a phone bound: ready for identity checks. */
async function newUser(suffix: string) {
  const email = `kyc${stamp}${suffix}@example.com`;
  const mobile = `139${stamp}${suffix}`;
  return { email, ...(await s.registerUser({ email, password, mobile })) };
}

/** Uploads an image as the user; answers the plain path the identity form sends back. */
async function upload(token: string, file: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(file)], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${s.server.url}/api/upload`, {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  });
  const body = (await res.json()) as { type: string; message: string };
  if (body.type !== 'ok') throw new Error(`upload: ${JSON.stringify(body)}`);
  return `/uploads/${body.message.split('?')[0]!.split('/').pop()!}`;
}

/** A screenshot once the last action's toast has gone, so it shows the screen itself. */
async function shot(name: string) {
  await page
    .locator('.ant-message-notice')
    .first()
    .waitFor({ state: 'detached', timeout: 6_000 })
    .catch(() => undefined);
  await screenshot(page, name);
}

/** Switches the console's language with the top bar's switch. */
async function useLanguage(name: string) {
  await page.locator('.ant-layout-header .ant-select').first().click();
  await page.locator('.ant-select-item-option', { hasText: name }).click();
}

/** Opens the identity request of `userId` at `level` from the waiting queue. */
async function openRequest(userId: number, level: 1 | 2) {
  // Through another screen, so the queue is read afresh.
  await s.go(page, '/users');
  await page.getByTestId('users-table').waitFor();
  await s.go(page, '/kyc');
  const row = page
    .locator('[data-testid=kyc-table] tr', { hasText: new RegExp(`#${userId}(?!\\d)`) })
    .filter({
      hasText: level === 1 ? /Level 1|一级/ : /Level 2|二级/,
    });
  await row.getByRole('button').click();
  await page.getByTestId('kyc-drawer').waitFor();
}

let alice: Awaited<ReturnType<typeof newUser>>;
let bob: Awaited<ReturnType<typeof newUser>>;

beforeAll(async () => {
  alice = await newUser('1');
  bob = await newUser('2');
  await s.api(
    'POST',
    '/user/real',
    { real_type: 1, id_type: 2, name: 'Alice Chen', card_id: 'E12345678' },
    alice.token,
  );
  await s.api(
    'POST',
    '/user/real',
    { real_type: 1, id_type: 1, name: 'Bob Li', card_id: 'AB1234567' },
    bob.token,
  );
  page = await s.desktop();
  await s.signIn(page, OPERATORS.admin);
});

describe('operator console: users and identity reviews', () => {
  it('approves level 1, then reviews level 2 beside it with the photos and approves', async () => {
    await openRequest(alice.id, 1);
    const drawer = page.getByTestId('kyc-drawer');
    expect(await drawer.getByTestId('kyc-level-1').textContent()).toContain('Alice Chen');
    expect(await drawer.getByTestId('kyc-level-2').textContent()).toContain('Not submitted');
    await drawer.getByRole('button', { name: 'Approve' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('kyc-drawer').waitFor({ state: 'detached' });

    const front = await upload(alice.token, await solidPng('front', 640, 400, '#3d5a80'));
    const back = await upload(alice.token, await solidPng('back', 640, 400, '#98c1d9'));
    await s.api(
      'POST',
      '/user/real',
      { real_type: 2, front_pic: front, reverse_pic: back },
      alice.token,
    );

    await openRequest(alice.id, 2);
    const photo = drawer.getByTestId('kyc-photo-front_pic');
    await photo.waitFor();
    // The photo is a signed link that loads (never the private path).
    await expect
      .poll(() =>
        photo.evaluate((el) => {
          const img = (el.tagName === 'IMG' ? el : el.querySelector('img')) as HTMLImageElement;
          return img.complete ? img.naturalWidth : 0;
        }),
      )
      .toBeGreaterThan(0);
    expect(
      await photo.evaluate((el) =>
        (el.tagName === 'IMG' ? el : el.querySelector('img'))?.getAttribute('src'),
      ),
    ).toContain('sig=');
    expect(await drawer.getByTestId('kyc-level-1').textContent()).toContain('Approved');
    await page.waitForLoadState('networkidle');
    await shot('console-kyc-review-en');
    await expectNoSeriousViolations(page, 'KYC review');

    // A click opens the photo large, with zoom.
    await photo.click();
    await page.locator('.ant-image-preview').waitFor();
    await shot('console-kyc-photo-zoom-en');
    await page.keyboard.press('Escape');
    await page.locator('.ant-image-preview').waitFor({ state: 'hidden' });

    await drawer.getByRole('button', { name: 'Approve' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('kyc-drawer').waitFor({ state: 'detached' });
    const state = await s.api<{ level: number }>('GET', '/real/state', {}, alice.token);
    expect(state.level).toBe(2);
  });

  it('rejects a request with a reason picked from the list; the user sees that reason', async () => {
    await openRequest(bob.id, 1);
    await page.getByTestId('kyc-drawer').getByRole('button', { name: 'Reject' }).click();
    const modal = page.locator('.ant-modal');
    await modal.getByRole('combobox', { name: 'Common reasons' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Document expired' }).click();
    expect(await modal.getByRole('textbox', { name: 'Reason' }).inputValue()).toBe(
      'Document expired',
    );
    await shot('console-kyc-reject-en');
    await modal.getByRole('button', { name: 'Reject' }).click();
    await page.getByTestId('kyc-drawer').waitFor({ state: 'detached' });

    const state = await s.api<{ level1: { status: number; reason: string | null } }>(
      'GET',
      '/real/state',
      {},
      bob.token,
    );
    expect(state.level1).toMatchObject({ status: 3, reason: 'Document expired' });
    await page.getByRole('tab', { name: 'Rejected' }).click();
    await page.locator('[data-testid=kyc-table]', { hasText: 'Document expired' }).waitFor();
  });

  it('finds the demo user by email and reads their journal, each posting with its reason', async () => {
    await s.go(page, '/users');
    await page.getByTestId('users-table').waitFor();
    await page.getByLabel(/Search users/).fill('demo@example.com');
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.locator('[data-testid=users-table] tbody tr', { hasText: 'demo@example.com' });
    await row.waitFor();
    await expect
      .poll(() => page.locator('[data-testid=users-table] tbody tr.ant-table-row').count())
      .toBe(1);
    await shot('console-users-en');
    await expectNoSeriousViolations(page, 'users list');

    await row.getByRole('link').click();
    await page.getByTestId('user-profile').waitFor();
    expect(await page.getByTestId('user-profile').textContent()).toContain('demo@example.com');
    await page.getByRole('tab', { name: 'Balances' }).click();
    await page.getByTestId('balances').waitFor();
    await page.getByRole('tab', { name: 'Journal' }).click();
    const journal = page.getByTestId('journal-table');
    await journal.locator('tbody tr.ant-table-row').first().waitFor();
    const rows = await journal.locator('tbody tr.ant-table-row').allTextContents();
    expect(rows.length).toBeGreaterThan(0);
    // The demo grants are postings like any other, each with its reason.
    for (const text of rows) expect(text).toContain('Demo starting balance');
    await shot('console-user-journal-en');
    await expectNoSeriousViolations(page, 'user journal');

    await page.getByRole('tab', { name: 'Profile and identity' }).click();
    await page.waitForLoadState('networkidle');
    await shot('console-user-en');
    await expectNoSeriousViolations(page, 'user page');
  });

  it('shows a user’s sign-ins, sessions and orders, and holds and releases with a reason', async () => {
    await s.go(page, `/users/show/${alice.id}`);
    await page.getByTestId('user-profile').waitFor();
    // The page may first show the profile cached before the approval, then the fresh one.
    await page.getByTestId('kyc-level-2').getByText('Approved').waitFor();
    await page.getByRole('tab', { name: 'Login history' }).click();
    await page.getByTestId('logins-table').getByText('Signed in').first().waitFor();
    await page.getByRole('tab', { name: 'Sessions' }).click();
    await page.getByTestId('sessions-table').locator('tbody tr.ant-table-row').first().waitFor();
    await page.getByRole('tab', { name: 'Orders and positions' }).click();
    await page.getByTestId('spot-orders-table').waitFor();

    const reason = 'Unusual activity under review';
    await page.getByTestId('hold-button').click();
    const modal = page.locator('.ant-modal');
    await modal.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await modal.getByRole('button', { name: 'Put on hold' }).click();
    await page.getByTestId('hold-alert').waitFor();
    expect(await page.getByTestId('hold-alert').textContent()).toContain(reason);
    await shot('console-user-held-en');
    // The user is told the reason at sign-in.
    await expect(
      s.api('POST', '/user/login', { user_string: alice.email, password }),
    ).rejects.toThrow(reason);

    await page.getByTestId('release-button').click();
    await modal.getByRole('textbox', { name: 'Reason' }).fill('Review completed');
    await modal.getByRole('button', { name: 'Release hold' }).click();
    await page.getByTestId('hold-alert').waitFor({ state: 'detached' });
    await s.api('POST', '/user/login', { user_string: alice.email, password });

    await page.getByRole('tab', { name: 'Login history' }).click();
    await page.getByTestId('logins-table').getByText('Refused').first().waitFor();
    await shot('console-user-logins-en');
    await expectNoSeriousViolations(page, 'login history');
  });

  it('reads the same screens in Chinese', async () => {
    await useLanguage('简体中文');
    await s.go(page, `/users/show/${alice.id}`);
    await page.getByRole('tab', { name: '资料与身份' }).click();
    await page.getByTestId('user-profile').waitFor();
    await page.waitForLoadState('networkidle');
    await shot('console-user-zh');
    await expectNoSeriousViolations(page, 'user page (zh)');

    await s.go(page, '/users');
    await page.getByTestId('users-table').locator('tbody tr.ant-table-row').first().waitFor();
    await shot('console-users-zh');

    await s.go(page, '/kyc');
    await page.getByRole('tab', { name: '已驳回' }).click();
    await page.locator('[data-testid=kyc-table]', { hasText: 'Document expired' }).waitFor();
    await page.getByTestId('kyc-table').getByRole('button').first().click();
    await page.getByTestId('kyc-drawer').waitFor();
    await page.waitForLoadState('networkidle');
    await shot('console-kyc-review-zh');
    await expectNoSeriousViolations(page, 'KYC review (zh)');
  });
});
