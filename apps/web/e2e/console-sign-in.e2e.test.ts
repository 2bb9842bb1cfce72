import { describe, expect, it } from 'vitest';

import { OPERATORS, useConsoleSession } from './console-harness';
import { screenshot } from './harness';

describe('operator console: sign-in with TOTP', () => {
  const s = useConsoleSession();

  it('enrols on the first sign-in, then asks for a code; a wrong code is refused', async () => {
    const page = await s.desktop();
    await s.signIn(page, OPERATORS.admin);
    expect(await page.getByTestId('operator').textContent()).toContain(OPERATORS.admin);
    await screenshot(page, 'console-dashboard-en');

    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.waitForURL(/#\/login/);
    await page.getByLabel('Email').fill(OPERATORS.admin);
    await page.getByLabel('Password').fill('Admin12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel(/recovery code/).fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').waitFor();
    expect(page.url()).toMatch(/#\/second-factor/);
  });

  it('a page opened without a session goes to sign-in', async () => {
    const page = await s.desktop();
    await s.go(page, '/dashboard');
    await page.waitForURL(/#\/login/);
    await screenshot(page, 'console-sign-in');
  });
});
