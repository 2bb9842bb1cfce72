import { generate } from 'otplib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

import { describeViolations, seriousViolations } from './axe';
import {
  registerByEmail,
  startFakeExchange,
  startServer,
  startSmtp,
  type FakeExchange,
  type MailServer,
  type TestServer,
} from './harness';

/** The demo operators (README): password Admin12345; checker@ is the second pair of eyes. */
export const OPERATORS = {
  admin: 'admin@example.com',
  checker: 'checker@example.com',
  super: 'super@example.com',
} as const;
const OPERATOR_PASSWORD = 'Admin12345';

export interface ConsoleSession {
  server: TestServer;
  browser: Browser;
  /** The exchange stream the server reads with `feed: 'exchange'` (money can move). */
  exchange: FakeExchange;
  /** The loopback SMTP server the server mails users' codes to (with `mail: true`). */
  smtp: MailServer;
  /** A new desktop (1440x900) page in its own context: one operator's browser. */
  desktop: () => Promise<Page>;
  /** A new phone-sized (390x844) page in its own context, for checking the H5 app. */
  phone: () => Promise<Page>;
  /**
   * Signs `email` in on the console's sign-in screen: password, then the TOTP step (enrolment
   * from the QR code's key on the first sign-in, recovery codes acknowledged; a fresh code
   * later), and waits for the dashboard.
   */
  signIn: (page: Page, email: string) => Promise<void>;
  /** Opens a console hash route, e.g. `go(page, '/deposits')`. */
  go: (page: Page, hash: string) => Promise<unknown>;
  /** A form-encoded API call; fails the test on anything but type ok. */
  api: TestServer['api'];
  /** The operator token the console keeps in the page's tab: the session its screens use. */
  tokenOf: (page: Page) => Promise<string>;
  /** Shows the console in `language` (as its switch stores it), reloads and waits for the shell. */
  useLanguage: (page: Page, language: 'en' | 'zh') => Promise<void>;
  /** Logs a user in through the API, as the app does; answers the token and the user's id. */
  logInUser: (account: string, password: string) => Promise<AppUser>;
  /**
   * Registers `email` through the API with the code mailed to it (needs `mail: true`) and logs
   * it in; with `mobile`, binds that number too (identity checks need both).
   */
  registerUser: (user: { email: string; password: string; mobile?: string }) => Promise<AppUser>;
}

/** A user of the app, signed in through the API. */
export interface AppUser {
  token: string;
  id: number;
}

/** No serious axe violations on the whole screen, shell (side menu, top bar) included, at rest. */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  // No hover on a button, no toast fading over the content.
  await page.mouse.move(0, 0);
  await page
    .locator('.ant-message-notice')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
  const found = await seriousViolations(page);
  expect(found, describeViolations(screen, found)).toEqual([]);
}

/**
 * For one console spec file: the built server (with the simulated market, or a fake exchange
 * stream with `feed: 'exchange'` so deposits and withdrawals can be confirmed; with
 * `mail: true`, a loopback SMTP server it mails users' codes to) and Chromium.
 */
export function useConsoleSession(
  options: { feed?: 'sim' | 'exchange'; mail?: boolean } = {},
): ConsoleSession {
  const contexts: BrowserContext[] = [];
  /** Each operator's authenticator key once enrolled, and the last time step a code was used. */
  const secrets = new Map<string, string>();
  const lastStep = new Map<string, number>();

  const newPage = async (phone: boolean) => {
    const context = await session.browser.newContext(
      phone
        ? {
            viewport: { width: 390, height: 844 },
            deviceScaleFactor: 2,
            isMobile: true,
            hasTouch: true,
          }
        : { viewport: { width: 1440, height: 900 } },
    );
    contexts.push(context);
    return context.newPage();
  };

  /** A code for `email` from a time step not used before (TOTP refuses a replayed step). */
  const freshCode = async (email: string, secret: string) => {
    for (;;) {
      const step = Math.floor(Date.now() / 30_000);
      if (lastStep.get(email) !== step) {
        lastStep.set(email, step);
        return generate({ secret });
      }
      await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 50));
    }
  };

  const session = {
    desktop: () => newPage(false),
    phone: () => newPage(true),
    go: (page: Page, hash: string) => page.goto(`${session.server.url}/admin/#${hash}`),
    api: (...args: Parameters<TestServer['api']>) => session.server.api(...args),
    tokenOf: async (page: Page) =>
      (await page.evaluate(() => sessionStorage.getItem('meridian-console-token'))) ?? '',
    async useLanguage(page: Page, language: 'en' | 'zh') {
      await page.evaluate((l) => localStorage.setItem('meridian-console-language', l), language);
      await page.reload();
      await page.getByTestId('operator').waitFor();
    },
    async logInUser(account: string, password: string) {
      const token = await session.api<string>('POST', '/user/login', {
        user_string: account,
        password,
      });
      const { id } = await session.api<{ id: number }>('GET', '/user/info', {}, token);
      return { token, id };
    },
    async registerUser({ email, password, mobile }) {
      const registered = await registerByEmail(session.server, session.smtp, email, password);
      const user = { token: registered.token, id: registered.userId };
      if (mobile) {
        await session.api(
          'POST',
          '/sms_send',
          { area_code: '86', mobile, scene: 'bind_mobile' },
          user.token,
        );
        const smsCode = await session.server.smsCodeFor(mobile);
        await session.api(
          'POST',
          '/safe/mobile',
          { area_code: '86', mobile, code: smsCode },
          user.token,
        );
      }
      return user;
    },
    async signIn(page: Page, email: string) {
      await page.goto(`${session.server.url}/admin/#/login`);
      await page.getByLabel(/Email|邮箱/).fill(email);
      await page.getByLabel(/Password|密码/).fill(OPERATOR_PASSWORD);
      await page.getByRole('button', { name: /Sign in|登录/ }).click();
      const known = secrets.get(email);
      if (known) {
        await page.getByLabel(/recovery code|恢复码/).fill(await freshCode(email, known));
        await page.getByRole('button', { name: /Verify|验证/ }).click();
      } else {
        const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
        secrets.set(email, secret);
        await page.getByLabel(/6-digit code|6 位验证码/).fill(await freshCode(email, secret));
        await page.getByRole('button', { name: /Confirm|确认/ }).click();
        await page.getByTestId('recovery-codes').waitFor();
        await page.getByRole('button', { name: /continue|继续/ }).click();
      }
      await page.waitForURL(/#\/dashboard/, { timeout: 15_000 });
    },
  } as ConsoleSession;

  beforeAll(async () => {
    if (options.mail) session.smtp = await startSmtp();
    if (options.feed === 'exchange') session.exchange = await startFakeExchange();
    session.server = await startServer({
      ...(options.mail ? { SMTP_URL: `smtp://127.0.0.1:${session.smtp.port}` } : {}),
      ...(options.feed === 'exchange' ? { MARKET_FEED: `exchange:${session.exchange.url}` } : {}),
    });
    session.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await session.browser?.close();
    await session.server?.stop();
    await session.exchange?.close();
    await session.smtp?.close();
  });
  return session;
}
