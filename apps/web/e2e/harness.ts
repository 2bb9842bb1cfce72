import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

import { generate } from 'otplib';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { WebSocketServer, type WebSocket } from 'ws';

const root = path.resolve(new URL('.', import.meta.url).pathname, '../../..');
export const screenshotDir = path.join(root, 'apps/web/e2e/screenshots');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtp() {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    mails,
    /**
     * Waits up to 15 s for a mail to `to` and answers the 6-digit code of the newest; with
     * `afterCount`, only a mail that arrived after that many mails counts.
     */
    async codeFor(to: string, afterCount = 0): Promise<string> {
      const until = Date.now() + 15_000;
      while (Date.now() < until) {
        const mail = mails
          .slice(afterCount)
          .reverse()
          .find((m) => m.to.includes(to));
        const body = mail ? decodeMail(mail.raw) : '';
        const code = body.match(/\b(\d{6})\b/)?.[1];
        if (code) return code;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`no code mailed to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The listed crypto pairs as an exchange names them, with a centre price and its decimals. The
 * server subscribes to every crypto pair it lists (stocks are not on an exchange).
 */
const EXCHANGE_PAIRS: Record<string, { price: number; decimals: number }> = {
  BTCUSDT: { price: 65_000, decimals: 2 },
  ETHUSDT: { price: 3_200, decimals: 2 },
  LTCUSDT: { price: 85, decimals: 2 },
  XRPUSDT: { price: 0.52, decimals: 4 },
  SOLUSDT: { price: 150, decimals: 2 },
  DOGEUSDT: { price: 0.15, decimals: 5 },
  ADAUSDT: { price: 0.45, decimals: 4 },
  TRXUSDT: { price: 0.12, decimals: 5 },
  BNBUSDT: { price: 580, decimals: 2 },
  DOTUSDT: { price: 6.5, decimals: 3 },
  LINKUSDT: { price: 14, decimals: 3 },
};

/**
 * A stand-in for a real exchange's public stream on loopback, speaking its protocol: the server's
 * `MARKET_FEED=exchange:<url>` connects to `<url>/stream?streams=btcusdt@miniTicker/…` and gets
 * combined-stream 24 h mini-ticker frames (`{"stream":…,"data":{"e":"24hrMiniTicker",…}}`), one
 * per subscribed pair every `intervalMs`, stamped with the current time. Prices move in a small
 * wave around their centre and the 24 h volume only grows. A server on this feed is a real-feed
 * server: not in demo mode, so real-coin deposits and withdrawals are allowed.
 */
export async function startFakeExchange({ intervalMs = 500 }: { intervalMs?: number } = {}) {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const address = wss.address();
  if (typeof address !== 'object' || !address) throw new Error('fake exchange has no port');
  const subscribers = new Map<WebSocket, string[]>();
  const volumes = new Map<string, number>();
  /** Pairs a spec holds at one price (`setPrice`): their frames carry exactly it. */
  const held = new Map<string, number>();
  let step = 0;
  let paused = false;

  const frame = (symbol: string, index: number, time: number) => {
    const pair = EXCHANGE_PAIRS[symbol]!;
    const close = held.get(symbol) ?? pair.price * (1 + 0.002 * Math.sin(step / 4 + index));
    const volume = (volumes.get(symbol) ?? 10_000 / pair.price) + 1 / pair.price;
    volumes.set(symbol, volume);
    const fixed = (n: number) => n.toFixed(pair.decimals);
    return JSON.stringify({
      stream: `${symbol.toLowerCase()}@miniTicker`,
      data: {
        e: '24hrMiniTicker',
        E: time,
        s: symbol,
        c: fixed(close),
        o: fixed(pair.price),
        h: fixed(pair.price * 1.003),
        l: fixed(pair.price * 0.997),
        v: volume.toFixed(8),
        q: (volume * pair.price).toFixed(8),
      },
    });
  };
  const send = (socket: WebSocket, symbols: readonly string[]) => {
    const time = Date.now();
    symbols.forEach((symbol, index) => socket.send(frame(symbol, index, time)));
  };

  wss.on('connection', (socket, request) => {
    const streams = new URL(request.url ?? '/', 'ws://127.0.0.1').searchParams.get('streams') ?? '';
    const symbols = streams
      .split('/')
      .map((stream) => stream.replace(/@miniTicker$/i, '').toUpperCase())
      .filter((symbol) => symbol in EXCHANGE_PAIRS);
    subscribers.set(socket, symbols);
    socket.on('close', () => subscribers.delete(socket));
    send(socket, symbols);
  });
  const timer = setInterval(() => {
    if (paused) return;
    step++;
    for (const [socket, symbols] of subscribers) send(socket, symbols);
  }, intervalMs);

  return {
    url: `ws://127.0.0.1:${address.port}`,
    /** How many connections are streaming now (the server's feed is one). */
    get connections() {
      return subscribers.size;
    },
    /** An outage that keeps the connection open: no frame until `resume()`. */
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
    },
    /**
     * Holds `symbol` (e.g. `BTCUSDT`) at exactly `price` from the next frame on, as a market
     * moving there would (a loan's margin call, a liquidation); null lets it wave again.
     */
    setPrice(symbol: string, price: number | null) {
      if (price === null) held.delete(symbol);
      else held.set(symbol, price);
    },
    async close() {
      clearInterval(timer);
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

export type FakeExchange = Awaited<ReturnType<typeof startFakeExchange>>;

/** Undoes quoted-printable and base64 bodies well enough to find a code. */
export function decodeMail(raw: string): string {
  const qp = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  const base64 = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{16,})/g)]
    .map((m) => Buffer.from((m[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${qp}\n${base64}`;
}

/**
 * Starts the built server (`npm run build` first) on an in-memory database with demo data. Its
 * log is read here: warnings and errors are printed, and text messages (the default SMS transport
 * writes each one to the log) are kept, so a spec can read the code sent to a phone.
 */
export async function startServer(env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-e2e-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'apps/server/dist/main.js')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: 'memory://',
        DATA_DIR: dataDir,
        DEMO: '1',
        LOG_LEVEL: 'info',
        MARKET_BACKFILL_DAYS: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const texts: { mobile: string; text: string }[] = [];
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      const entry = JSON.parse(line) as { level?: number; sms?: { mobile: string; text: string } };
      if (entry.sms) texts.push(entry.sms);
      else if ((entry.level ?? 0) >= 40) console.log(line);
    } catch {
      console.log(line);
    }
  });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/getSiteConfig`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('server did not start in 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    /** The last 6-digit code texted to `mobile` (waits up to 15 s for it). */
    async smsCodeFor(mobile: string): Promise<string> {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const code = [...texts]
          .reverse()
          .find((m) => m.mobile === mobile)
          ?.text.match(/\b(\d{6})\b/)?.[1];
        if (code) return code;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`no SMS to ${mobile}`);
    },
    /** A form-encoded API call like the app's; answers the envelope's message or throws. */
    api: <T>(
      method: 'GET' | 'POST',
      route: string,
      data: Record<string, string | number> = {},
      token?: string,
    ) => callApi<T>(url, method, route, data, token),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startServer>>;

async function callApi<T>(
  url: string,
  method: 'GET' | 'POST',
  route: string,
  data: Record<string, string | number>,
  token?: string,
): Promise<T> {
  const params = new URLSearchParams(
    Object.entries(data).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const res = await fetch(`${url}/api${route}${method === 'GET' ? `?${params.toString()}` : ''}`, {
    method,
    headers: {
      ...(token ? { Authorization: token } : {}),
      ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: method === 'POST' ? params : undefined,
  });
  const body = (await res.json()) as { type: string; message: T };
  if (body.type !== 'ok') throw new Error(`${route}: ${JSON.stringify(body)}`);
  return body.message;
}

/** Debian Chromium at a phone viewport (390x844). Never downloads a browser. */
export async function launchPhone(): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({
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
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  return { browser, page };
}

/** Writes a plain-coloured PNG (an avatar, a voucher, a document photo) to a new temporary folder. */
export async function solidPng(name: string, width: number, height: number, colour: string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-png-')), `${name}.png`);
  await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toFile(file);
  return file;
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(screenshotDir, { recursive: true });
  // Let the 200 ms page fade and any sheet animation finish, so the picture shows the screen.
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

export type MailServer = Awaited<ReturnType<typeof startSmtp>>;

/** The app's eight languages, as the language sheet stores them. */
export type Language = 'en' | 'zh' | 'hk' | 'th' | 'jp' | 'kor' | 'fra' | 'spa';

/**
 * Registers `email` through the API with the code `smtp` receives for it, logs it in and answers
 * its token and user id (the account spec covers the register screen).
 */
export async function registerByEmail(
  server: TestServer,
  smtp: MailServer,
  email: string,
  password: string,
): Promise<{ token: string; userId: number }> {
  const before = smtp.mails.length;
  await server.api('POST', '/sms_mail', { user_string: email, scene: 'register' });
  const code = await smtp.codeFor(email, before);
  await server.api('POST', '/user/register', {
    user_string: email,
    code,
    password,
    re_password: password,
  });
  const token = await server.api<string>('POST', '/user/login', { user_string: email, password });
  const { id } = await server.api<{ id: number }>('GET', '/user/info', {}, token);
  return { token, userId: id };
}

export interface PhoneSession {
  server: Awaited<ReturnType<typeof startServer>>;
  browser: Browser;
  page: Page;
  /** The loopback SMTP server the app mails codes to (with `mail: true`). */
  smtp: MailServer;
  /** The loopback exchange stream the server's feed reads (with `feed: 'exchange'`). */
  exchange: FakeExchange;
  /** Opens a hash route of the H5 app, e.g. `go('/pages/market/market')`. */
  go: (hash: string) => Promise<unknown>;
  /** A form-encoded API call, as the app makes them; fails the test on anything but type ok. */
  api: <T>(
    method: 'GET' | 'POST',
    route: string,
    data?: Record<string, string | number>,
    token?: string,
  ) => Promise<T>;
  /**
   * Registers `email` through the API with the code mailed to it (needs `mail: true`), logs it
   * in and answers its token and user id. The account spec covers the register screen.
   */
  registerByEmail: (email: string, password: string) => Promise<{ token: string; userId: number }>;
  /** Logs in on the phone's login screen and waits for the home screen. */
  logIn: (account: string, password: string) => Promise<void>;
  /** Shows the app in `lang` (stored as the language sheet stores it) and reloads the page. */
  useLanguage: (lang: Language) => Promise<void>;
  /** Closes the home screen's welcome (in the notice bar; content.e2e's subject) if it shows in time. */
  closeWelcomePopup: (timeoutMs?: number) => Promise<void>;
  /** A token of the operator the demo data seeds, for the /admin API. */
  adminLogin: () => Promise<string>;
  /**
   * The operator credits (a negative amount debits) USDT to one of the user's accounts (2
   * exchange, 3 lever, 4 options); the posting carries the reason.
   */
  adjustUsdt: (
    adminToken: string,
    adjustment: {
      userId: number;
      account: 2 | 3 | 4;
      amount: string;
      reason: string;
      /** Another coin than USDT (3), e.g. 1 for BTC. */
      currencyId?: number;
    },
  ) => Promise<unknown>;
}

/**
 * For one spec file: starts the built server (with `mail: true`, and a loopback SMTP server it
 * mails to) and a phone-sized Chromium before its tests, and stops them after. The server runs
 * the simulated market (demo mode: no real-coin deposits or withdrawals) unless `feed` is
 * `'exchange'`: then it reads prices from a fake exchange stream on loopback, as a real
 * installation would, and money can come in and go out.
 */
export function usePhoneSession(
  options: {
    mail?: boolean;
    feed?: 'sim' | 'exchange';
    /** More of the server's environment, e.g. `MAP_TILE_URL`. */
    env?: Record<string, string>;
  } = {},
): PhoneSession {
  /** One sign-in per demo operator and server: TOTP accepts a time step's code only once. */
  const operatorTokens = new Map<string, Promise<string>>();
  const operatorToken = (email: string): Promise<string> => {
    let token = operatorTokens.get(email);
    if (!token) {
      token = signInDemoOperator(email);
      operatorTokens.set(email, token);
    }
    return token;
  };
  /** Password, then the first-sign-in TOTP enrolment with a code made from the secret. */
  const signInDemoOperator = async (email: string): Promise<string> => {
    const token = await session.api<string>('POST', '/admin/login', {
      email,
      password: 'Admin12345',
    });
    const { secret } = await session.api<{ secret: string }>(
      'POST',
      '/admin/totp/enrol',
      {},
      token,
    );
    await session.api('POST', '/admin/totp/confirm', { code: await generate({ secret }) }, token);
    return token;
  };
  const session = {
    go: (hash: string) => session.page.goto(`${session.server.url}/h5/#${hash}`),
    api: <T>(
      method: 'GET' | 'POST',
      route: string,
      data: Record<string, string | number> = {},
      token?: string,
    ) => session.server.api<T>(method, route, data, token),
    registerByEmail: (email: string, password: string) =>
      registerByEmail(session.server, session.smtp, email, password),
    async logIn(account: string, password: string) {
      const { page } = session;
      await session.go('/pages/common/login');
      await page.locator('#login-account').fill(account);
      await page.locator('#login-password').fill(password);
      await page.locator('form button[type=submit]').click();
      await page.waitForURL(/pages\/index\/index/, { timeout: 15_000 });
    },
    async useLanguage(lang: Language) {
      await session.page.evaluate((l) => localStorage.setItem('lang', JSON.stringify(l)), lang);
      await session.page.reload();
    },
    async closeWelcomePopup(timeoutMs = 1_500) {
      // The welcome sits in the notice bar (not a modal): closed when it shows, else left alone.
      const welcome = session.page.locator('.welcome-notice');
      await welcome.waitFor({ timeout: timeoutMs }).then(
        () => welcome.getByRole('button', { name: /Close|关闭/ }).click(),
        () => undefined,
      );
    },
    adminLogin: () => operatorToken('admin@example.com'),
    // Four-eyes: the demo operator asks, the demo's second operator approves.
    async adjustUsdt(adminToken, { userId, account, amount, reason, currencyId = 3 }) {
      const { approval_id } = await session.api<{ approval_id: number }>(
        'POST',
        '/admin/adjust',
        { user_id: userId, currency_id: currencyId, type: account, amount, reason },
        adminToken,
      );
      const checker = await operatorToken('checker@example.com');
      return session.api('POST', '/admin/approvals/approve', { id: approval_id }, checker);
    },
  } as PhoneSession;
  beforeAll(async () => {
    if (options.mail) session.smtp = await startSmtp();
    if (options.feed === 'exchange') session.exchange = await startFakeExchange();
    session.server = await startServer({
      ...(options.mail ? { SMTP_URL: `smtp://127.0.0.1:${session.smtp.port}` } : {}),
      ...(options.feed === 'exchange' ? { MARKET_FEED: `exchange:${session.exchange.url}` } : {}),
      ...options.env,
    });
    Object.assign(session, await launchPhone());
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
    await session.smtp?.close();
    await session.exchange?.close();
  });
  return session;
}

/** The seconds-options duration the options specs trade: 5 s at 80 %, 1 to 1000, no fee. */
export async function publishFiveSecondOption(phone: PhoneSession, adminToken: string) {
  await phone.api(
    'POST',
    '/admin/option-durations/save',
    {
      seconds: 5,
      profit_ratio: '0.8',
      min_amount: '1',
      max_amount: '1000',
      fee_rate: '0',
      sort: 0,
      enabled: 1,
    },
    adminToken,
  );
}

/** The USDT the user holding `token` may stake on options, from the API. */
export async function optionsAvailable(phone: PhoneSession, token: string) {
  const payable = await phone.api<{ name: string; available: string }[]>(
    'GET',
    '/microtrade/payable_currencies',
    {},
    token,
  );
  return payable.find((c) => c.name === 'USDT')?.available;
}

/**
 * Binds a fresh mobile to the user (identity needs an email and a mobile bound) and has level-1
 * identity under `name` approved by the demo operator (verifyIdentity); answers the operator's token.
 */
export async function approveIdentity(
  phone: PhoneSession,
  user: { token: string; userId: number; name: string; cardId?: string },
): Promise<string> {
  const { token } = user;
  const mobile = `138${String(Date.now()).slice(-8)}`;
  await phone.api('POST', '/sms_send', { area_code: '86', mobile, scene: 'bind_mobile' }, token);
  const code = await phone.server.smsCodeFor(mobile);
  await phone.api('POST', '/safe/mobile', { area_code: '86', mobile, code }, token);
  const adminToken = await phone.adminLogin();
  await verifyIdentity(phone, user, adminToken);
  return adminToken;
}

/**
 * Submits level-1 identity for a user with an email and a mobile bound, and has the operator of
 * `adminToken` approve it (a phone or a console session).
 */
export async function verifyIdentity(
  session: Pick<PhoneSession, 'api'>,
  user: { token: string; userId: number; name: string; cardId?: string },
  adminToken: string,
) {
  await session.api(
    'POST',
    '/user/real',
    { real_type: 1, id_type: 1, name: user.name, card_id: user.cardId ?? 'E2E654321' },
    user.token,
  );
  const records = await session.api<{ data: { id: number; user_id: number }[] }>(
    'GET',
    '/admin/kyc',
    { status: 1, limit: 50 },
    adminToken,
  );
  const record = records.data.find((r) => r.user_id === user.userId);
  if (!record) throw new Error(`no pending identity record for user ${user.userId}`);
  await session.api('POST', '/admin/kyc/approve', { id: record.id }, adminToken);
}

/**
 * Sets the user's pay password with a code mailed to `email` (needs `mail: true`; a phone or a
 * console session). The server
 * mails one code per address every 60 s: it first waits out the minute since `lastCodeAt`.
 */
export async function setPayPassword(
  phone: Pick<PhoneSession, 'api' | 'smtp'>,
  user: { token: string; email: string; payPassword: string; lastCodeAt: number },
) {
  const { token, email, payPassword } = user;
  await new Promise((r) => setTimeout(r, Math.max(0, user.lastCodeAt + 61_000 - Date.now())));
  const before = phone.smtp.mails.length;
  await phone.api('POST', '/sms_mail', { user_string: email, scene: 'pay_password' }, token);
  const code = await phone.smtp.codeFor(email, before);
  await phone.api(
    'POST',
    '/safe/update_password',
    { password: payPassword, re_password: payPassword, code },
    token,
  );
}
