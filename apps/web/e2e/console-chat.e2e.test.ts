import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  expectNoSeriousViolations,
  OPERATORS,
  useConsoleSession,
  type AppUser,
} from './console-harness';
import { screenshot } from './harness';

/**
 * Chat room moderation in the console (#20 item 2): a reported message waits in the queue with
 * its reason; the operator deletes it with a written reason and it leaves the phone that shows the
 * room; the operator mutes its author (who then cannot post) and unmutes them. English, then the
 * page in Chinese; axe on each screen.
 */
const s = useConsoleSession({ mail: true });
const stamp = Date.now();
const password = 'Secret123';
let author: AppUser;
let reader: AppUser;
const authorNick = `Spam${String(stamp).slice(-5)}`;
let messageId = 0;

beforeAll(async () => {
  author = await s.registerUser({ email: `spam${stamp}@example.com`, password });
  reader = await s.registerUser({ email: `read${stamp}@example.com`, password });
  await s.api('POST', '/user/editNickname', { nickname: authorNick }, author.token);
  const posted = await s.api<{ id: number }>(
    'POST',
    '/chat/send',
    { room: 'en', body: 'Send 1 BTC and get 2 back, DM me' },
    author.token,
  );
  messageId = posted.id;
  await s.api('POST', '/chat/report', { id: messageId, reason: 'scam' }, reader.token);
});

/** Waits for the console's success message to go, so a screenshot shows the screen. */
async function settle(page: Page) {
  await page
    .locator('.ant-message-notice')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

describe('operator console: chat room', () => {
  let page: Page;

  it('lists the reported message with its reason, and deleting it takes it off the room', async () => {
    page = await s.desktop();
    await s.signIn(page, OPERATORS.admin);
    await s.go(page, '/chat');
    const queue = page.getByTestId('chat-reports-open');
    const row = queue.locator('.ant-table-row').filter({ hasText: 'Send 1 BTC and get 2 back' });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain('Scam × 1');
    expect(await row.innerText()).toContain(authorNick);
    await screenshot(page, 'console-chat-reports-en');
    await expectNoSeriousViolations(page, 'chat reports');

    // A phone shows the English room with the message.
    const phone = await s.phone();
    await phone.goto(`${s.server.url}/h5/#/pages/chat/index?room=en`);
    await phone.getByText('Send 1 BTC and get 2 back, DM me').waitFor({ timeout: 15_000 });

    await row.getByRole('button', { name: `Delete · message #${messageId}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason', { exact: true }).fill('Scam: asks for coins');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);
    await phone
      .getByText('Send 1 BTC and get 2 back, DM me')
      .waitFor({ state: 'detached', timeout: 10_000 });

    await page.getByRole('tab', { name: 'Handled reports' }).click();
    const handled = page
      .getByTestId('chat-reports-closed')
      .locator('.ant-table-row')
      .filter({ hasText: 'Send 1 BTC' });
    await handled.waitFor({ timeout: 10_000 });
    expect(await handled.innerText()).toContain('Message deleted');
    expect(await handled.innerText()).toContain('Scam: asks for coins');
  });

  it('mutes the author (who cannot post) and unmutes them, each with a reason', async () => {
    const handled = page
      .getByTestId('chat-reports-closed')
      .locator('.ant-table-row')
      .filter({ hasText: 'Send 1 BTC' });
    await handled.getByRole('button', { name: new RegExp(`^Mute author · ${authorNick}`) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason', { exact: true }).fill('Scam attempt in the English room');
    await page.getByTestId('chat-mute-confirm').click();
    await settle(page);
    await page.getByRole('tab', { name: 'Mutes' }).click();
    const muted = page.getByTestId('chat-mutes').locator('.ant-table-row').filter({
      hasText: authorNick,
    });
    await muted.waitFor({ timeout: 10_000 });
    expect(await muted.innerText()).toContain('Scam attempt in the English room');
    await screenshot(page, 'console-chat-mutes-en');
    await expectNoSeriousViolations(page, 'chat mutes');

    await expect(
      s.api('POST', '/chat/send', { room: 'en', body: 'hello again' }, author.token),
    ).rejects.toThrow(/CHAT_MUTED/);

    await muted.getByRole('button', { name: new RegExp(`^Unmute · ${authorNick}`) }).click();
    const unmute = page.getByRole('dialog');
    await unmute.getByLabel('Reason', { exact: true }).fill('Appeal accepted');
    await unmute.getByRole('button', { name: 'Unmute' }).click();
    await expect.poll(() => muted.count(), { timeout: 10_000 }).toBe(0);
    await s.api('POST', '/chat/send', { room: 'en', body: 'sorry, hello again' }, author.token);
  });

  it('shows the rooms and the switches, in Chinese too', async () => {
    await page.getByRole('tab', { name: 'Messages' }).click();
    const rows = page.getByTestId('chat-messages').locator('.ant-table-row');
    await rows.filter({ hasText: 'sorry, hello again' }).waitFor({ timeout: 10_000 });
    await page.getByRole('tab', { name: 'Links and images' }).click();
    expect(await page.getByRole('switch', { name: 'Allow links' }).isChecked()).toBe(false);
    await s.useLanguage(page, 'zh');
    await s.go(page, '/chat');
    await page.getByRole('tab', { name: '已处理举报' }).click();
    await page
      .getByTestId('chat-reports-closed')
      .getByText('消息已删除')
      .waitFor({ timeout: 10_000 });
    await screenshot(page, 'console-chat-handled-zh');
    await expectNoSeriousViolations(page, 'chat handled zh');
  });
});
