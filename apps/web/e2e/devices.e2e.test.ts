import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditScreen } from './axe';
import { decodeMail, screenshot, usePhoneSession } from './harness';

/**
 * Signed-in devices and the anti-phishing code on a phone (#21 items 4 and 5): the same account
 * signs in on this phone and on a second browser (an iPhone's Safari); the devices page lists
 * both (this one marked), signs the iPhone out after a confirm, and the iPhone's next screen is
 * the login screen. Then an anti-phishing code is set with a mailed code, and the next mail
 * carries it on its first line. English, then Chinese; axe on every screen.
 */
const phone = usePhoneSession({ mail: true });
const { go, api } = phone;
let page: Page;
let other: BrowserContext;
let otherPage: Page;

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const email = `devices${Date.now()}@example.com`;
const password = 'Secret123';
let token = '';
/** When the registration code went out: one code per address a minute. */
let registeredAt = 0;

beforeAll(async () => {
  ({ page } = phone);
  registeredAt = Date.now();
  ({ token } = await phone.registerByEmail(email, password));
  other = await phone.browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: IPHONE,
  });
  otherPage = await other.newPage();
});

afterAll(async () => {
  await other?.close();
});

const mailsTo = () => phone.smtp.mails.filter((m) => m.to.includes(email));

describe('devices', () => {
  it('lists both signed-in browsers, signs the other out, and it lands on login', async () => {
    await phone.logIn(email, password);
    // The second browser signs in on its own login screen.
    await otherPage.goto(`${phone.server.url}/h5/#/pages/common/login`);
    await otherPage.locator('#login-account').fill(email);
    await otherPage.locator('#login-password').fill(password);
    await otherPage.locator('form button[type=submit]').click();
    await otherPage.waitForURL(/pages\/index\/index/, { timeout: 15_000 });

    // A new device is told by mail (the iPhone is new to this account).
    await expect
      .poll(() => mailsTo().some((m) => decodeMail(m.raw).includes('Safari')), { timeout: 15_000 })
      .toBe(true);

    await go('/pages/setting/security');
    await page.getByText('Devices', { exact: true }).click();
    await page.waitForURL(/pages\/setting\/devices/);
    const rows = page.getByTestId('device-row');
    // The API sign-in of the registration, this phone and the iPhone.
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(3);
    await expect.poll(() => page.getByTestId('this-device').count()).toBe(1);
    const iphone = rows.filter({ hasText: 'Safari · iOS' });
    expect(await iphone.count()).toBe(1);
    expect(await iphone.innerText()).toContain('127.0.0.0/24 (this computer)');
    await screenshot(page, 'devices-en');
    expect(await auditScreen(page, 'devices en')).toBe('');

    await iphone.getByRole('button', { name: /Sign out/ }).click();
    await page.getByRole('dialog').getByText('Sign this device out?').waitFor();
    await screenshot(page, 'devices-confirm-en');
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);

    // The iPhone's next request finds its session ended and goes to the login screen.
    await otherPage.goto(`${phone.server.url}/h5/#/pages/setting/devices`);
    await otherPage.reload();
    await expect.poll(() => otherPage.url(), { timeout: 15_000 }).toMatch(/pages\/common\/login/);

    await page.getByRole('tab', { name: 'Sign-in history' }).click();
    await expect
      .poll(() => page.getByTestId('login-row').count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);
    await screenshot(page, 'devices-history-en');
    expect(await auditScreen(page, 'sign-in history en')).toBe('');
  });

  it('signs every other device out and keeps this one', async () => {
    await go('/pages/setting/devices');
    await page.getByRole('button', { name: 'Sign out all other devices' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.getByTestId('device-row').count(), { timeout: 15_000 }).toBe(1);
    // The registration's API session ended with it.
    await expect(api('GET', '/user/info', {}, token)).rejects.toThrow(/999/);
  });
});

describe('anti-phishing code', () => {
  it('is set with a mailed code, shown masked, and heads the next mail', async () => {
    await go('/pages/setting/security');
    await page.getByText('Anti-phishing code', { exact: true }).click();
    await page.waitForURL(/pages\/setting\/anti_phishing/);
    await page.getByTestId('anti-phishing-current').waitFor();
    expect(await page.getByTestId('anti-phishing-current').innerText()).toBe('No code set yet');
    await screenshot(page, 'anti-phishing-empty-en');
    expect(await auditScreen(page, 'anti-phishing en')).toBe('');

    await page.locator('#anti-phishing-code').fill('Blue42');
    await page.waitForTimeout(Math.max(0, registeredAt + 62_000 - Date.now()));
    const before = phone.smtp.mails.length;
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await phone.smtp.codeFor(email, before);
    await page.locator('#anti-phishing-verify').fill(code);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByTestId('anti-phishing-current').innerText(), { timeout: 15_000 })
      .toBe('Your code: B••••2');
    await screenshot(page, 'anti-phishing-en');

    // The next mail (the new-device mail of a sign-in from an Android phone) carries it at the top.
    const count = phone.smtp.mails.length;
    const android = await phone.browser.newContext({ userAgent: ANDROID });
    try {
      const res = await android.request.post(`${phone.server.url}/api/user/login`, {
        form: { user_string: email, password },
      });
      expect(((await res.json()) as { type: string }).type).toBe('ok');
    } finally {
      await android.close();
    }
    await expect
      .poll(() => phone.smtp.mails.slice(count).find((m) => m.to.includes(email)), {
        timeout: 15_000,
      })
      .toBeTruthy();
    const sent = phone.smtp.mails.slice(count).find((m) => m.to.includes(email));
    const mail = decodeMail(sent?.raw ?? '');
    expect(mail).toMatch(
      /Your anti-phishing code: Blue42\s+Your account was signed in from a device/,
    );
  });

  it('reads in Chinese', async () => {
    await phone.useLanguage('zh');
    await go('/pages/setting/anti_phishing');
    await page.getByText('当前防钓鱼码：B••••2').waitFor({ timeout: 15_000 });
    await screenshot(page, 'anti-phishing-zh');
    expect(await auditScreen(page, 'anti-phishing zh')).toBe('');
    await go('/pages/setting/devices');
    await page.getByTestId('this-device').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('this-device').innerText()).toBe('本机');
    await screenshot(page, 'devices-zh');
    expect(await auditScreen(page, 'devices zh')).toBe('');
    await page.getByRole('tab', { name: '登录记录' }).click();
    await page.getByTestId('login-row').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'devices-history-zh');
    expect(await auditScreen(page, 'sign-in history zh')).toBe('');
  });
});
