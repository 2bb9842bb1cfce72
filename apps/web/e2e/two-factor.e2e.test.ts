import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { auditScreen } from './axe';
import { screenshot, usePhoneSession } from './harness';

/**
 * Two-factor authentication on a phone (#21 item 2): set up from Security with the key the page
 * shows (an authenticator app would read the QR code), the ten recovery codes shown once; then the
 * sign-in asks for a code after the password; a new withdrawal address asks for one too; a
 * recovery code signs in once; and two-factor is turned off with one. English, then Chinese; axe
 * on every screen. Each code comes from a different 30 s step: a code is accepted once.
 */
const phone = usePhoneSession({ mail: true });
const { go } = phone;
let page: Page;

const email = `twofactor${Date.now()}@example.com`;
const password = 'Secret123';
let secret = '';
let recovery: string[] = [];

const codeAt = (offsetSeconds: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

beforeAll(async () => {
  ({ page } = phone);
  await phone.registerByEmail(email, password);
});

/** Ends the phone's session as logging out does, keeping the chosen language. */
async function forgetSession() {
  await page.evaluate(() => {
    localStorage.removeItem('token');
    localStorage.removeItem('user');
  });
}

async function passwordStep() {
  await go('/pages/common/login');
  await page.locator('#login-account').fill(email);
  await page.locator('#login-password').fill(password);
  await page.locator('form button[type=submit]').click();
}

describe('two-factor authentication', () => {
  it('sets up with the shown key, shows ten recovery codes once, and says it is on', async () => {
    await phone.logIn(email, password);
    await go('/pages/setting/security');
    await page.getByText('Two-factor authentication', { exact: true }).click();
    await page.waitForURL(/pages\/setting\/two_factor/);
    await page.getByTestId('two-factor-state').getByText('Off').waitFor();
    await page.getByRole('button', { name: 'Set up with an authenticator app' }).click();
    await page.getByRole('img', { name: /QR code to add Meridian/ }).waitFor();
    secret = (await page.getByTestId('two-factor-key').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await screenshot(page, 'two-factor-setup-en');
    expect(await auditScreen(page, 'two-factor setup en')).toBe('');

    await page.locator('#two-factor-confirm').fill(await codeAt(-30));
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    const codes = page.getByTestId('recovery-codes').locator('li');
    await expect.poll(() => codes.count(), { timeout: 15_000 }).toBe(10);
    recovery = await codes.allInnerTexts();
    expect(recovery.every((c) => /^[0-9a-z]{5}-[0-9a-z]{5}$/.test(c))).toBe(true);
    await screenshot(page, 'two-factor-recovery-en');
    expect(await auditScreen(page, 'two-factor recovery codes en')).toBe('');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByTestId('two-factor-state').getByText('On').waitFor();
    expect(await page.getByTestId('recovery-left').innerText()).toContain('10');
  });

  it('asks for the code after the password, and a wrong one keeps the door shut', async () => {
    await forgetSession();
    await passwordStep();
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await screenshot(page, 'two-factor-login-en');
    expect(await auditScreen(page, 'two-factor login step en')).toBe('');

    await page.locator('#login-second-factor').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The code is wrong or has already been used').waitFor();
    expect(page.url()).toContain('pages/common/login');

    await page.locator('#login-second-factor').fill(await codeAt(0));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/pages\/index\/index/, { timeout: 15_000 });
  });

  it('in Chinese: a new address asks for the code, a recovery code signs in once, and it turns off', async () => {
    await phone.useLanguage('zh');
    await go('/pages/setting/addWallet');
    const field = page.locator('#address-second-factor');
    await field.waitFor();
    await screenshot(page, 'two-factor-address-zh');
    expect(await auditScreen(page, 'two-factor new address zh')).toBe('');

    await forgetSession();
    await passwordStep();
    await page.getByRole('heading', { name: '两步验证' }).waitFor();
    await page.getByRole('button', { name: '改用恢复码' }).click();
    await page.locator('#login-second-factor').fill(recovery[0]!);
    await screenshot(page, 'two-factor-login-recovery-zh');
    expect(await auditScreen(page, 'two-factor login recovery zh')).toBe('');
    await page.getByRole('button', { name: '验证', exact: true }).click();
    await page.waitForURL(/pages\/index\/index/, { timeout: 15_000 });

    await go('/pages/setting/two_factor');
    await page.getByTestId('two-factor-state').getByText('已开启').waitFor();
    await expect
      .poll(() => page.getByTestId('recovery-left').innerText(), { timeout: 10_000 })
      .toContain('9');
    await screenshot(page, 'two-factor-on-zh');
    expect(await auditScreen(page, 'two-factor on zh')).toBe('');
    await page.getByRole('button', { name: '改用恢复码' }).click();
    await page.locator('#two-factor-disable').fill(recovery[1]!);
    await page.getByRole('button', { name: '关闭双重验证' }).click();
    await page.getByTestId('two-factor-state').getByText('未开启').waitFor();

    // Off again: the password alone signs in.
    await forgetSession();
    await passwordStep();
    await page.waitForURL(/pages\/index\/index/, { timeout: 15_000 });
  });
});
