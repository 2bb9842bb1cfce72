import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditScreen } from './axe';
import { screenshot, usePhoneSession } from './harness';

/**
 * The chat room on two phones (#20 item 2): Ana opens it from the home tile, Ben has it open in
 * his own browser; Ana's message reaches Ben's screen live, a second one at once is refused by the
 * rate limit, a link is refused before sending; Ben reports it; an operator deletes it and it
 * leaves both screens. A visitor reads but is told to log in to post. Then the same in Chinese,
 * in the Chinese room. axe on each screen, screenshots of both phones.
 */
const phone = usePhoneSession({ mail: true });
let page: Page;
let benContext: BrowserContext;
let ben: Page;

const stamp = Date.now();
const password = 'Secret123';
const ana = { email: `ana${stamp}@example.com`, nickname: `Ana${String(stamp).slice(-5)}` };
const benUser = { email: `ben${stamp}@example.com`, nickname: `Ben${String(stamp).slice(-5)}` };

async function phoneContext() {
  return phone.browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}

/** Logs a user in on another browser's own login screen. */
async function logInOn(other: Page, email: string) {
  await other.goto(`${phone.server.url}/h5/#/pages/common/login`);
  await other.locator('#login-account').fill(email);
  await other.locator('#login-password').fill(password);
  await other.locator('form button[type=submit]').click();
  await other.waitForURL(/pages\/index\/index/, { timeout: 15_000 });
}

/** A screenshot once toasts have gone, so it shows the screen itself. */
async function quiet(on: Page, name: string) {
  await expect
    .poll(() => on.locator('.adm-toast-main:visible').count(), { timeout: 6_000 })
    .toBe(0);
  await screenshot(on, name);
}

const messagesOn = (on: Page) => on.getByTestId('chat-message');
const send = async (on: Page, text: string) => {
  await on.getByTestId('chat-input').fill(text);
  await on.getByRole('button', { name: /^(Send|发送)$/ }).click();
};

beforeAll(async () => {
  ({ page } = phone);
  for (const user of [ana, benUser]) {
    const { token } = await phone.registerByEmail(user.email, password);
    await phone.api('POST', '/user/editNickname', { nickname: user.nickname }, token);
  }
  benContext = await phoneContext();
  ben = await benContext.newPage();
});

afterAll(async () => {
  await benContext?.close();
});

describe('chat room', () => {
  let firstId = '';

  it('opens from the home tile in the English room, empty, with its rules', async () => {
    await phone.logIn(ana.email, password);
    await phone.closeWelcomePopup();
    await page.getByText('Chat room', { exact: true }).first().click();
    await page.waitForURL(/pages\/chat\/index/, { timeout: 15_000 });
    await page.getByText('No messages yet').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('tab', { name: 'English' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await page.getByTestId('chat-rules').textContent()).toBe(
      'One message every 3 s, at most 20 a minute. Be kind: operators remove abuse. Links are off.',
    );
    await quiet(page, 'chat-empty-en');
    expect(await auditScreen(page, 'chat empty en')).toBe('');
  });

  it("posts a message that reaches the other user's open screen live", async () => {
    await logInOn(ben, benUser.email);
    await ben.goto(`${phone.server.url}/h5/#/pages/chat/index`);
    await ben.getByText('No messages yet').waitFor({ timeout: 15_000 });

    await send(page, 'Hello from Ana, BTC looks calm today');
    const mine = messagesOn(page).first();
    await mine.waitFor({ timeout: 10_000 });
    expect(await mine.textContent()).toContain('You');
    // Ben's screen was not reloaded: the message came over the socket.
    const seen = messagesOn(ben).first();
    await seen.waitFor({ timeout: 10_000 });
    expect(await seen.textContent()).toContain(ana.nickname);
    expect(await seen.textContent()).toContain('Hello from Ana, BTC looks calm today');
    firstId = (await seen.getAttribute('data-id')) ?? '';
    expect(firstId).toMatch(/^\d+$/);
    await quiet(page, 'chat-sent-en');
    await quiet(ben, 'chat-received-en');
    expect(await auditScreen(ben, 'chat received en')).toBe('');
  });

  it('refuses a second message at once (rate limit) and a link before sending', async () => {
    await send(page, 'and again');
    await page
      .locator('.adm-toast-main')
      .filter({ hasText: /You are sending messages too fast; wait [1-3] s/ })
      .waitFor({ timeout: 5_000 });
    // What was written stays, to send again later.
    expect(await page.getByTestId('chat-input').inputValue()).toBe('and again');
    await send(page, 'free coins at pump-example.com');
    expect(await page.getByRole('alert').textContent()).toBe(
      'Links are not allowed in the chat room; remove the address.',
    );
    await quiet(page, 'chat-refused-en');
    expect(await auditScreen(page, 'chat refused en')).toBe('');
    expect(await messagesOn(ben).count()).toBe(1);
  });

  it('reports the message from the other phone, with a reason', async () => {
    await ben.getByRole('button', { name: `Report the message from ${ana.nickname}` }).click();
    const sheet = ben.getByTestId('chat-report-sheet');
    await sheet.waitFor();
    await screenshot(ben, 'chat-report-sheet-en');
    expect(await auditScreen(ben, 'chat report sheet en')).toBe('');
    await sheet.getByRole('button', { name: 'Spam or advertising' }).click();
    await ben.getByText('Reported. Operators will review it.').waitFor({ timeout: 5_000 });
    await messagesOn(ben).first().getByText('Reported', { exact: true }).waitFor();
    const admin = await phone.adminLogin();
    const queue = await phone.api<{ data: { id: number; reports: number }[] }>(
      'GET',
      '/admin/chat/reports',
      {},
      admin,
    );
    expect(queue.data).toEqual([expect.objectContaining({ id: Number(firstId), reports: 1 })]);
  });

  it('takes a message an operator deleted off both screens', async () => {
    const admin = await phone.adminLogin();
    await phone.api('POST', '/admin/chat/delete', { id: firstId, reason: 'e2e: spam' }, admin);
    await expect.poll(() => messagesOn(ben).count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => messagesOn(page).count(), { timeout: 10_000 }).toBe(0);
  });

  it('lets a visitor read, and says to log in to post', async () => {
    const visitor = await phoneContext();
    try {
      const guest = await visitor.newPage();
      await guest.goto(`${phone.server.url}/h5/#/pages/chat/index`);
      const blocked = guest.getByTestId('chat-blocked');
      await blocked.waitFor({ timeout: 15_000 });
      expect(await blocked.textContent()).toContain('Log in to post in the chat room.');
      expect(await guest.getByTestId('chat-input').isDisabled()).toBe(true);
      await screenshot(guest, 'chat-visitor-en');
      expect(await auditScreen(guest, 'chat visitor en')).toBe('');
    } finally {
      await visitor.close();
    }
  });

  it('says the same in Chinese, in the Chinese room', async () => {
    await phone.useLanguage('zh');
    await page.getByText('还没有消息').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('tab', { name: '简体中文' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await ben.goto(`${phone.server.url}/h5/#/pages/chat/index?room=zh`);
    await ben.getByText('No messages yet').waitFor({ timeout: 15_000 });
    // The rate limit of the English message has passed by now (over 3 s).
    await send(page, '大家好，今天行情平稳');
    const seen = messagesOn(ben).first();
    await seen.waitFor({ timeout: 10_000 });
    expect(await seen.textContent()).toContain('大家好，今天行情平稳');
    await messagesOn(page).first().waitFor();
    expect(await messagesOn(page).first().textContent()).toContain('我');
    await quiet(page, 'chat-sent-zh');
    expect(await auditScreen(page, 'chat sent zh')).toBe('');
    await send(page, '看看 example.com');
    expect(await page.getByRole('alert').textContent()).toBe('聊天室不允许发送链接，请删除网址。');
    await quiet(page, 'chat-refused-zh');
  });
});
