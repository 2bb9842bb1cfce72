import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { auditScreen } from './axe';
import { screenshot, usePhoneSession } from './harness';

/**
 * Invite rebates on a phone (#20 item 4): a friend registers with the inviter's code; the
 * inviter's share page states the rule as it is paid (20 % of the friend's spot and futures fees
 * for 12 months, hourly) and lists the friend, masked, with the date rebates end. The hourly
 * payment itself is the server tests' subject (it waits five minutes for late commits). English
 * and Chinese, axe on each screen.
 */
const phone = usePhoneSession({ mail: true });
let page: Page;

const stamp = Date.now();
const inviterEmail = `inviter${stamp}@example.com`;
const friendEmail = `friend${stamp}@example.com`;
const password = 'Secret123';

beforeAll(async () => {
  ({ page } = phone);
  const { token } = await phone.registerByEmail(inviterEmail, password);
  const { invite_code } = await phone.api<{ invite_code: string }>('GET', '/user/info', {}, token);
  // The friend registers with the code, as the invite link fills it in (content.e2e covers the link).
  const before = phone.smtp.mails.length;
  await phone.api('POST', '/sms_mail', { user_string: friendEmail, scene: 'register' });
  const code = await phone.smtp.codeFor(friendEmail, before);
  await phone.api('POST', '/user/register', {
    user_string: friendEmail,
    code,
    password,
    re_password: password,
    extension_code: invite_code,
  });
});

describe('invite rebates', () => {
  it('states the rule and lists the friend who joined with the code (en)', async () => {
    await phone.logIn(inviterEmail, password);
    await phone.go('/pages/setting/share');
    const rule = page.getByTestId('rebate-rule');
    await rule.waitFor({ timeout: 15_000 });
    expect(await rule.textContent()).toContain(
      'You earn 20% of the spot and futures trading fees each friend pays for 12 months',
    );
    expect(await page.getByTestId('invitee-count').textContent()).toBe('1');
    const row = page.getByTestId('invitee-row');
    await row.waitFor();
    expect(await row.textContent()).toContain('fr***@example.com');
    expect(await row.textContent()).toContain('Earns rebates until');
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'invite-rebates-en');
    expect(await auditScreen(page, 'share page with rebates en')).toBe('');
  });

  it('says the same in Chinese', async () => {
    await phone.useLanguage('zh');
    const rule = page.getByTestId('rebate-rule');
    await rule.waitFor({ timeout: 15_000 });
    expect(await rule.textContent()).toContain('现货和合约交易手续费的 20%');
    await page.getByTestId('invitee-row').scrollIntoViewIfNeeded();
    await screenshot(page, 'invite-rebates-zh');
    expect(await auditScreen(page, 'share page with rebates zh')).toBe('');
  });
});
