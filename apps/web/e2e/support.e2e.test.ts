import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { auditScreen } from './axe';
import { expectNoSeriousViolations, OPERATORS, useConsoleSession } from './console-harness';
import { screenshot, solidPng } from './harness';

/**
 * Customer service (#20 item 1) against the built server: a user writes from the phone while no
 * operator is online (the message becomes a ticket with its due time), with an image; the demo
 * operator signs in to the console, finds it in the unassigned inbox beside the user's profile,
 * answers with a canned reply; the answer reaches the phone live, and the me page's row shows a
 * dot for a reply not yet read. English, then Chinese on both sides; axe on every screen.
 */
const s = useConsoleSession({ mail: true });
let phone: Page;
let desk: Page;

const stamp = String(Date.now()).slice(-7);
const email = `kefu${stamp}@example.com`;
const password = 'Secret123';
const nickname = `Kefu${stamp.slice(-4)}`;
const QUESTION = 'My deposit has not arrived yet';
const CANNED = 'Thanks for waiting: your deposit is confirmed and credited.';

/** A phone screenshot once any toast (login, a refusal) has gone, so it shows the screen itself. */
async function phoneShot(name: string) {
  await phone
    .locator('.adm-toast-mask')
    .waitFor({ state: 'detached', timeout: 6_000 })
    .catch(() => undefined);
  await screenshot(phone, name);
}

/** Signs the user in on the phone's login screen and waits for home. */
async function logInOnPhone() {
  await phone.goto(`${s.server.url}/h5/#/pages/common/login`);
  await phone.locator('#login-account').fill(email);
  await phone.locator('#login-password').fill(password);
  await phone.locator('form button[type=submit]').click();
  await phone.waitForURL(/pages\/index\/index/, { timeout: 15_000 });
}

beforeAll(async () => {
  const user = await s.registerUser({ email, password });
  await s.api('POST', '/user/editNickname', { nickname }, user.token);
  phone = await s.phone();
  desk = await s.desktop();
});

describe('customer service', () => {
  it('opens from the home header and says no one is online, with the promised hours', async () => {
    await logInOnPhone();
    await phoneShot('support-home-entry-en');
    await phone.getByRole('button', { name: 'Customer service' }).click();
    await phone.waitForURL(/pages\/kefu\/index/, { timeout: 15_000 });
    const status = phone.getByTestId('support-status');
    await status.waitFor({ timeout: 15_000 });
    expect(await status.textContent()).toContain('we reply within 12 hours');
    await phone.getByText('How can we help?').waitFor();
    await phoneShot('support-empty-en');
    expect(await auditScreen(phone, 'support empty en')).toBe('');
  });

  it('refuses an over-long message before sending it', async () => {
    const input = phone.getByRole('textbox', { name: 'Message' });
    await input.fill('x'.repeat(2001));
    await phone.getByText('1 character too many').waitFor();
    await phone.getByRole('button', { name: 'Send' }).click();
    await phone.getByText('A message can be at most 2,000 characters').waitFor();
    await input.fill('');
  });

  it('sends a message with an image; with no operator online it becomes a ticket', async () => {
    await phone
      .getByTestId('support-image-input')
      .setInputFiles(await solidPng('deposit', 320, 200, '#3a6ea5'));
    await phone.getByRole('img', { name: 'Image to send' }).waitFor({ timeout: 15_000 });
    await phone.getByRole('textbox', { name: 'Message' }).fill(QUESTION);
    await phone.getByRole('button', { name: 'Send' }).click();
    await phone.getByText(QUESTION).waitFor({ timeout: 15_000 });
    await phone.getByRole('img', { name: 'Image in the conversation' }).waitFor();
    const notice = phone.getByTestId('support-ticket-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(
      /ticket\. We will reply by \d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
    );
    expect(await phone.getByTestId('support-status').textContent()).toMatch(
      /a reply is due by \d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
    );
    await phoneShot('support-ticket-en');
    expect(await auditScreen(phone, 'support ticket en')).toBe('');
  });

  it('the operator finds it unassigned, with the image and the user beside it', async () => {
    await s.signIn(desk, OPERATORS.admin);
    await s.api(
      'POST',
      '/admin/support/canned/create',
      { title: 'Deposit credited', text: CANNED, sort: 1 },
      await s.tokenOf(desk),
    );
    await s.go(desk, '/support');
    await desk.getByTestId('support-live').getByText('Live').waitFor({ timeout: 15_000 });
    const list = desk.getByTestId('support-inbox-list');
    await list.getByText(nickname).waitFor({ timeout: 15_000 });
    expect(await list.textContent()).toContain(QUESTION);
    await list.getByText(nickname).click();
    const thread = desk.getByTestId('support-thread');
    await thread.getByText(QUESTION).waitFor();
    await thread.getByRole('img', { name: 'Image in the conversation' }).waitFor();
    expect(await thread.textContent()).toContain('ticket opened, reply due by');
    expect(await desk.getByTestId('support-profile').textContent()).toContain(email);
    await screenshot(desk, 'support-console-thread-en');
    await expectNoSeriousViolations(desk, 'console support thread en');
  });

  it('answers with a canned reply, which reaches the phone live', async () => {
    await desk.getByTestId('support-canned-picker').click();
    await desk.getByTitle('Deposit credited').click();
    expect(await desk.getByTestId('support-reply').inputValue()).toBe(CANNED);
    await desk.getByTestId('support-send').click();
    await desk.getByTestId('support-thread').getByText(CANNED).waitFor({ timeout: 15_000 });
    // It became the operator's: the Mine tab shows it.
    await desk.getByTestId('support-inbox-list').getByText(nickname).waitFor();

    await phone.getByText(CANNED).waitFor({ timeout: 15_000 });
    await expect
      .poll(() => phone.getByTestId('support-status').textContent(), { timeout: 15_000 })
      .toContain('is online');
    await phoneShot('support-reply-en');
    expect(await auditScreen(phone, 'support reply en')).toBe('');
  });

  it('shows a dot on the me page for a reply not read yet, gone once read', async () => {
    await phone.goto(`${s.server.url}/h5/#/pages/setting/setting`);
    const row = phone.locator('.adm-list-item', { hasText: 'Customer service' });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getByRole('img', { name: 'Unread' }).count()).toBe(0);
    await s.api(
      'POST',
      '/admin/support/reply',
      { id: await conversationId(), text: 'Anything else?' },
      await s.tokenOf(desk),
    );
    await row.getByRole('img', { name: 'Unread' }).waitFor({ timeout: 15_000 });
    await row.scrollIntoViewIfNeeded();
    await phoneShot('support-me-dot-en');
    await row.click();
    await phone.getByText('Anything else?').waitFor({ timeout: 15_000 });
    await phone.goBack();
    await phone.locator('.adm-list-item', { hasText: 'Customer service' }).waitFor();
    await expect
      .poll(() => row.getByRole('img', { name: 'Unread' }).count(), { timeout: 15_000 })
      .toBe(0);
  });

  it('reads in Chinese on the phone and in the console', async () => {
    await phone.evaluate(() => localStorage.setItem('lang', JSON.stringify('zh')));
    await phone.goto(`${s.server.url}/h5/#/pages/kefu/index`);
    await phone.reload();
    await phone.getByRole('heading', { name: '在线客服' }).waitFor({ timeout: 15_000 });
    await phone.getByText(CANNED).waitFor();
    expect(await phone.getByTestId('support-ticket-notice').textContent()).toContain(
      '您的消息已转为工单',
    );
    expect(await phone.getByTestId('support-status').textContent()).toContain('客服在线');
    await phoneShot('support-thread-zh');
    expect(await auditScreen(phone, 'support thread zh')).toBe('');

    await s.useLanguage(desk, 'zh');
    await s.go(desk, '/support');
    await desk.getByRole('tab', { name: /我的/ }).click();
    await desk.getByTestId('support-inbox-list').getByText(nickname).click();
    await desk.getByTestId('support-thread').getByText(CANNED).waitFor({ timeout: 15_000 });
    expect(await desk.getByTestId('support-profile').textContent()).toContain('最近登录');
    await screenshot(desk, 'support-console-thread-zh');
    await expectNoSeriousViolations(desk, 'console support thread zh');
  });
});

/** The user's conversation id, as the operator's inbox lists it. */
async function conversationId(): Promise<number> {
  const token = await s.tokenOf(desk);
  for (const box of ['mine', 'unassigned']) {
    const page = await s.api<{ data: { id: number; user_name: string }[] }>(
      'GET',
      '/admin/support/inbox',
      { box },
      token,
    );
    const found = page.data.find((c) => c.user_name === nickname);
    if (found) return found.id;
  }
  throw new Error('no conversation in the inbox');
}
