import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { screenshot, solidPng, usePhoneSession, type MailServer } from './harness';

const phone = usePhoneSession({ mail: true });
const { go } = phone;
let smtp: MailServer;
let page: Page;

beforeAll(() => {
  ({ smtp, page } = phone);
});

describe('a visitor on a phone', () => {
  const email = `e2e${Date.now()}@example.com`;
  const password = 'Secret123';

  it('sees the dark home tab with the five-tab bar, and a tile toasts that it is under development', async () => {
    await go('/pages/index/index');
    await page.waitForLoadState('networkidle');
    // The demo's welcome shows in the notice bar on a first visit; content.e2e covers it.
    const welcome = page.getByRole('region', { name: 'Welcome', exact: true });
    await welcome.waitFor();
    await welcome.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => welcome.count()).toBe(0);
    await screenshot(page, 'home-en');
    await expect.poll(() => page.getByText('Home', { exact: true }).count()).toBeGreaterThan(0);
    for (const tab of ['Markets', 'Trade', 'Finance', 'Assets']) {
      expect(await page.getByText(tab, { exact: true }).count()).toBeGreaterThan(0);
    }
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number);
    expect(r + g + b).toBeLessThan(150);
    // A tile whose feature is not built yet says so; a built one opens its screen.
    await page.getByText('Copy trading', { exact: true }).first().click();
    await expect
      .poll(() => page.getByText('Function under development').count())
      .toBeGreaterThan(0);
    // Recharge is built: a visitor is asked to log in first and lands on the login page.
    await page.getByText('Recharge', { exact: true }).first().click();
    await page.waitForURL(/pages\/fund\/receive/);
    await page.waitForURL(/pages\/common\/login/);
  });

  it('registers by email with the code mailed to a real SMTP server', async () => {
    await go('/pages/common/register');
    await page.locator('#register-account').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await smtp.codeFor(email);
    await page.locator('#register-code').fill(code);
    await page.locator('#register-password').fill(password);
    await page.locator('#register-repassword').fill(password);
    await screenshot(page, 'register-en');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/pages\/common\/login/, { timeout: 15_000 });
  });

  it('logs in and sees their account on the me page', async () => {
    await go('/pages/common/login');
    await page.locator('#login-account').fill(email);
    await page.locator('#login-password').fill(password);
    await screenshot(page, 'login-en');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/pages\/index\/index/, { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/[a-f0-9]{64}/);
  });

  it('changes the nickname, signature and avatar', async () => {
    await go('/pages/setting/userInfo');
    await page.locator('#profile-nickname').waitFor();
    const avatar = await solidPng('me', 120, 120, '#d4ba83');
    await page.getByTestId('avatar-input').setInputFiles(avatar);
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              (JSON.parse(localStorage.getItem('user') ?? '{}') as { head_portrait?: string })
                .head_portrait ?? '',
          ),
        { timeout: 15_000 },
      )
      .toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);

    await page.locator('#profile-nickname').fill('Ming2026');
    await page.locator('#profile-signature').fill('Long-term holder');
    await page.locator('form button[type=submit]').click();
    await expect.poll(() => page.getByText('Profile saved').count()).toBeGreaterThan(0);
    await screenshot(page, 'user-info-en');

    await go('/pages/setting/setting');
    await expect.poll(() => page.getByText('Ming2026').count()).toBeGreaterThan(0);
    const src = await page.locator('img[src*="/uploads/"]').first().getAttribute('src');
    expect(src).toMatch(/\/uploads\/[a-f0-9]{32}\.webp$/);
    await screenshot(page, 'setting-en');
  });

  it('switches to Chinese and sees Chinese', async () => {
    await go('/pages/setting/setting');
    await page.getByText('Language', { exact: true }).click();
    await page.getByText('简体中文', { exact: true }).click();
    await expect.poll(() => page.getByText('退出登录').count()).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('lang') ?? 'null') as unknown),
    ).toBe('zh');
    await screenshot(page, 'setting-zh');
    await go('/pages/index/index');
    await expect.poll(() => page.getByText('首页', { exact: true }).count()).toBeGreaterThan(0);
    await screenshot(page, 'home-zh');
  });

  it('logs out', async () => {
    await go('/pages/setting/setting');
    await page.getByText('退出登录').last().click();
    // The confirmation dialog's button carries the same label.
    await page
      .locator('.adm-dialog-button, .adm-center-popup-wrap button')
      .filter({ hasText: '退出登录' })
      .last()
      .click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await screenshot(page, 'after-logout-zh');
  });
});
