#!/usr/bin/env node
// Money benchmarks (issue #4), on the embedded database (PGlite in a temporary DATA_DIR, the
// default) and on PostgreSQL (a fresh database created and dropped here).
//
// 1. HTTP: transfers between own accounts (POST /api/wallet/change, form body, Idempotency-Key
//    like the web client) against a hello-world route of the same server in the same run. The
//    server child runs what `apps/server/dist/main.js` runs (openDatabase, migrateToLatest, seed,
//    createFeed, buildApp, all from dist; DEMO=1; the sim market ticking, no backfill) plus one
//    route `GET /bench/hello`. USERS users (the demo user and USERS-1 registered through
//    /sms_mail + /user/register with the code read from a loopback SMTP server, funded with an
//    operator /admin/adjust) are shared by CONNECTIONS keep-alive loops (one request in flight
//    each): loop i moves AMOUNT USDT of user i % USERS change -> lever, then back, so several
//    loops queue on the same balance rows. 1 s of warm-up, then SECONDS per route: requests/s,
//    p50/p99 latency, server CPU per request (cpuUsage of the child over IPC). Then the server
//    stops and `node apps/server/dist/cli/ledger-check.js` runs on its database; the rows of
//    account_transfers must be exactly the transfers the client saw acknowledged.
// 2. In process, no HTTP: ledger postings per second through dist/ledger (post inside
//    moneyTransaction) on a memory:// PGlite and on PostgreSQL: (a) one posting per transaction,
//    (b) 100 postings per transaction; USERS workers, each on its own user, moving 0.01 USDT
//    change <-> lever for POSTING_SECONDS per mode (after 0.5 s of warm-up): postings/s and this
//    process's CPU per posting; checkLedger afterwards.
// `npm run build` first. Run from the repository root: node bench/money.mjs
// Env: CONNECTIONS (32), SECONDS (10), USERS (8), POSTING_SECONDS (5),
//      BENCH_PG_URL (postgres://postgres@127.0.0.1:5432; 'none' skips PostgreSQL).
import { execFileSync, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { generate } from 'otplib';

import { countStatements } from './statement-counter.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const dist = (file) => pathToFileURL(path.join(root, 'apps/server/dist', file)).href;
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const SECONDS = Number(process.env.SECONDS ?? 10);
const USERS = Number(process.env.USERS ?? 8);
const POSTING_SECONDS = Number(process.env.POSTING_SECONDS ?? 5);
const AMOUNT = '0.01';
const USDT = 3;
const ACCOUNT = { change: 2, lever: 3 };
export const PASSWORD = 'Bench12345';
const log = (...args) => console.error(...args);

// ---------------------------------------------------------------- helpers shared with money-crash.mjs

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A loopback SMTP server (smtp-server, a root devDependency) that keeps the codes it is sent. */
export async function startSmtp() {
  const { SMTPServer } = await import('smtp-server');
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    async codeFor(to, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const mail = [...mails].reverse().find((m) => m.to.includes(to));
        const body = mail ? decodeMail(mail.raw) : '';
        const code = /\b(\d{6})\b/.exec(body)?.[1];
        if (code) return code;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no code mailed to ${to}`);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function decodeMail(raw) {
  const qp = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
  const base64 = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{16,})/g)]
    .map((m) => Buffer.from(m[1].replace(/\s/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${qp}\n${base64}`;
}

/**
 * One request over a keep-alive agent; answers { status, body } with body parsed as JSON when it
 * is JSON. `form` is sent as application/x-www-form-urlencoded, `json` as JSON.
 */
export function request(agent, port, method, urlPath, { token, form, json, key } = {}) {
  const headers = {};
  let payload;
  if (form) {
    payload = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (json) {
    payload = JSON.stringify(json);
    headers['content-type'] = 'application/json';
  }
  if (payload !== undefined) headers['content-length'] = Buffer.byteLength(payload);
  if (token) headers.authorization = token;
  if (key) headers['idempotency-key'] = key;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: urlPath, agent, headers },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body = text;
          if ((res.headers['content-type'] ?? '').includes('json')) body = JSON.parse(text);
          resolve({ status: res.statusCode, body });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** An API call that must answer {type:'ok'}; answers its `message`. */
export async function ok(agent, port, method, urlPath, options) {
  const res = await request(agent, port, method, urlPath, options);
  if (res.body?.type !== 'ok')
    throw new Error(
      `${method} ${urlPath}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`,
    );
  return res.body.message;
}

const operatorTokens = new Map();

/**
 * Signs a demo operator in: password, then the first-sign-in TOTP enrolment with a code made
 * from the secret (every operator has a second factor). Once per operator and server: the token
 * is kept, since enrolment happens once and a code's time step is accepted once.
 */
export function signInOperator(agent, port, email) {
  const key = `${port}:${email}`;
  if (!operatorTokens.has(key)) operatorTokens.set(key, enrolOperator(agent, port, email));
  return operatorTokens.get(key);
}

async function enrolOperator(agent, port, email) {
  const token = await ok(agent, port, 'POST', '/api/admin/login', {
    json: { email, password: 'Admin12345' },
  });
  const { secret } = await ok(agent, port, 'POST', '/api/admin/totp/enrol', { token, json: {} });
  const code = await generate({ secret });
  await ok(agent, port, 'POST', '/api/admin/totp/confirm', { token, json: { code } });
  return token;
}

/**
 * The demo user plus `count - 1` users registered with codes from `smtp`, each funded with
 * `usdt` USDT in the exchange account (2) by the demo operator. Code sending is limited to 10 a
 * minute per IP and login to 20: keep `count` at 9 or less per server start.
 */
export async function prepareUsers(port, smtp, count, usdt = '1000') {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const login = async (email, password) => {
    const token = await ok(agent, port, 'POST', '/api/user/login', {
      json: { user_string: email, password },
    });
    const info = await ok(agent, port, 'GET', '/api/user/info', { token });
    return { email, token, id: info.id };
  };
  const users = [await login('demo@example.com', 'Demo12345')];
  const adminToken = await signInOperator(agent, port, 'admin@example.com');
  // Four-eyes: a second operator approves each adjustment the first asks for.
  const checkerToken = await signInOperator(agent, port, 'checker@example.com');
  const tag = `${process.pid}${Date.now().toString(36)}`;
  for (let i = 1; i < count; i++) {
    const email = `bench-${tag}-${i}@example.com`;
    await ok(agent, port, 'POST', '/api/sms_mail', {
      json: { user_string: email, scene: 'register' },
    });
    const code = await smtp.codeFor(email);
    await ok(agent, port, 'POST', '/api/user/register', {
      json: { user_string: email, code, password: PASSWORD, re_password: PASSWORD },
    });
    const user = await login(email, PASSWORD);
    const asked = await ok(agent, port, 'POST', '/api/admin/adjust', {
      token: adminToken,
      json: {
        user_id: user.id,
        currency_id: USDT,
        type: ACCOUNT.change,
        amount: usdt,
        reason: 'bench funding',
      },
    });
    await ok(agent, port, 'POST', '/api/admin/approvals/approve', {
      token: checkerToken,
      json: { id: asked.approval_id },
    });
    users.push(user);
  }
  agent.destroy();
  return users;
}

/** postgres://user@host:port (no database) from BENCH_PG_URL; undefined when PostgreSQL is skipped. */
export function pgBaseUrl() {
  const url = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
  if (url === '' || url === 'none') return undefined;
  const u = new URL(url);
  u.pathname = '';
  return u.toString().replace(/\/$/, '');
}

function psql(base, command) {
  const u = new URL(base);
  execFileSync(
    'psql',
    [
      '-h',
      u.hostname,
      '-p',
      u.port || '5432',
      '-U',
      decodeURIComponent(u.username || 'postgres'),
      '-d',
      'test',
      '-v',
      'ON_ERROR_STOP=1',
      '-qc',
      command,
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        ...(u.password ? { PGPASSWORD: decodeURIComponent(u.password) } : {}),
      },
    },
  );
}

/** Creates a fresh database and answers its URL and a function that drops it. */
export function createPgDatabase(base, suffix) {
  const name = `bench_money_${process.pid}_${suffix}`;
  psql(base, `create database ${name}`);
  return {
    url: `${base}/${name}`,
    drop: () => psql(base, `drop database if exists ${name} with (force)`),
  };
}

/** `node apps/server/dist/cli/ledger-check.js` on the given database; answers its exit code and output. */
export function runLedgerCheck(env) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'apps/server/dist/cli/ledger-check.js')],
      {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('exit', (code) => resolve({ code, output: out.trim() }));
  });
}

/**
 * Stops the server child, runs the ledger check on its database and counts the rows of `table`
 * (to hold against the answers the client saw).
 */
export async function stopAndCount(child, env, table) {
  child.send('stop');
  await new Promise((r) => child.once('exit', r));
  const check = await runLedgerCheck(env);
  const { openDatabase } = await import(dist('db/connect.js'));
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR,
  });
  const rows = await handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  await handle.close();
  return { check, rows };
}

const percentile = (sorted, p) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0).toFixed(2));

// ---------------------------------------------------------------- server child

async function serve() {
  const statementsSoFar = await countStatements();
  const { loadConfig } = await import(dist('config.js'));
  const { openDatabase } = await import(dist('db/connect.js'));
  const { migrateToLatest } = await import(dist('db/migrate.js'));
  const { seed } = await import(dist('seed/index.js'));
  const { createFeed } = await import(dist('market-data/create-feed.js'));
  const { buildApp } = await import(dist('app.js'));
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  await seed(database.db, { demo: config.demo, uploadDir: config.uploadDir });
  const feed = createFeed(config.marketFeed, {
    seed: config.marketSeed ?? 'bench',
    staleSeconds: config.marketStaleSeconds,
  });
  const app = await buildApp({ config, db: database.db, feed });
  app.get('/bench/hello', () => 'ok');
  await app.listen({ host: '127.0.0.1', port: 0 });
  app.market.start().catch((error) => app.log.error({ err: error }, 'market feed failed to start'));
  const windows = await profileWindows(process.env.SERVER_CPU_PROF_WINDOWS);
  process.on('message', async (msg) => {
    if (msg === 'cpu') {
      await windows.toggle();
      const c = process.cpuUsage();
      process.send({ cpuUs: c.user + c.system, statements: statementsSoFar() });
    }
    if (msg === 'stop') {
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
  process.send({ port: app.server.address().port, database: database.kind });
}

/**
 * SERVER_CPU_PROF_WINDOWS=<dir>: a CPU profile of each timed window alone (between two CPU
 * readings), as window-1.cpuprofile, window-2… in the order the benchmark times its routes.
 */
async function profileWindows(dir) {
  if (!dir) return { toggle: async () => {} };
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  let readings = 0;
  return {
    async toggle() {
      readings++;
      if (readings % 2 === 1) return session.post('Profiler.start');
      const { profile } = await session.post('Profiler.stop');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(
        path.join(dir, `window-${readings / 2}.cpuprofile`),
        JSON.stringify(profile),
      );
    },
  };
}

export function ask(child, key, msg) {
  return new Promise((resolve, reject) => {
    const on = (m) => {
      if (m && m[key] !== undefined) {
        child.off('message', on);
        child.off('exit', onExit);
        resolve(m);
      }
    };
    const onExit = (code) => reject(new Error(`server exited with ${code}`));
    child.on('message', on);
    child.once('exit', onExit);
    if (msg) child.send(msg);
  });
}

// ---------------------------------------------------------------- HTTP load

/**
 * CONNECTIONS loops for `seconds` after 1 s of warm-up; `step(loopIndex)` makes one request and
 * answers true when it succeeded. Answers requests/s, latency and server CPU per request.
 */
export async function load(child, name, step, seconds, connections = CONNECTIONS) {
  const failures = new Map();
  const loop = async (i, until, lat) => {
    let n = 0;
    while (performance.now() < until) {
      const t = performance.now();
      const outcome = await step(i);
      if (outcome !== true) failures.set(outcome, (failures.get(outcome) ?? 0) + 1);
      lat?.push(performance.now() - t);
      n++;
    }
    return n;
  };
  const warm = performance.now() + 1000;
  await Promise.all(Array.from({ length: connections }, (_, i) => loop(i, warm)));
  const { cpuUs: cpu0, statements: sql0 } = await ask(child, 'cpuUs', 'cpu');
  const lat = [];
  const t0 = performance.now();
  const counts = await Promise.all(
    Array.from({ length: connections }, (_, i) => loop(i, t0 + seconds * 1000, lat)),
  );
  const wall = performance.now() - t0;
  const { cpuUs: cpu1, statements: sql1 } = await ask(child, 'cpuUs', 'cpu');
  const requests = counts.reduce((a, b) => a + b, 0);
  lat.sort((a, b) => a - b);
  return {
    route: name,
    requests,
    rps: Math.round(requests / (wall / 1000)),
    p50Ms: percentile(lat, 0.5),
    p99Ms: percentile(lat, 0.99),
    serverCpuUsPerRequest: Math.round((cpu1 - cpu0) / requests),
    // Every statement the server sent meanwhile, the market feed's writes included.
    statementsPerRequest: Number(((sql1 - sql0) / requests).toFixed(2)),
    loadAverage: os.loadavg().map((v) => Number(v.toFixed(2))),
    ...(failures.size ? { failures: Object.fromEntries(failures) } : {}),
  };
}

async function httpRun(label, env) {
  log(`[money] ${label}: starting the server`);
  const smtp = await startSmtp();
  const child = fork(new URL(import.meta.url).pathname, [], {
    env: {
      ...process.env,
      BENCH_MONEY_ROLE: 'server',
      DEMO: '1',
      LOG_LEVEL: 'warn',
      MARKET_BACKFILL_DAYS: '0',
      SMTP_URL: smtp.url,
      ...env,
    },
    stdio: 'inherit',
  });
  try {
    const { port, database } = await ask(child, 'port');
    const users = await prepareUsers(port, smtp, USERS);
    log(`[money] ${label}: ${database} server on port ${port}, ${users.length} users ready`);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

    const hello = await load(
      child,
      '/bench/hello',
      async () => {
        const res = await request(agent, port, 'GET', '/bench/hello');
        return res.body === 'ok' ? true : `status ${res.status}`;
      },
      SECONDS,
    );
    log(`[money] ${label}: ${JSON.stringify(hello)}`);

    // Loop i: user i % USERS; direction flips only after a success, so lever never runs short.
    const toLever = Array.from({ length: CONNECTIONS }, () => true);
    const seq = Array.from({ length: CONNECTIONS }, () => 0);
    let acknowledged = 0;
    const transfers = await load(
      child,
      '/api/wallet/change',
      async (i) => {
        const user = users[i % users.length];
        const [from, to] = toLever[i]
          ? [ACCOUNT.change, ACCOUNT.lever]
          : [ACCOUNT.lever, ACCOUNT.change];
        const res = await request(agent, port, 'POST', '/api/wallet/change', {
          token: user.token,
          key: `bench-${process.pid}-${label}-${i}-${seq[i]++}`,
          form: { currency_id: USDT, number: AMOUNT, from_field: from, to_field: to },
        });
        if (res.body?.type !== 'ok') return res.body?.code ?? `status ${res.status}`;
        acknowledged++;
        toLever[i] = !toLever[i];
        return true;
      },
      SECONDS,
    );
    log(`[money] ${label}: ${JSON.stringify(transfers)}`);
    agent.destroy();

    const { check, rows } = await stopAndCount(child, env, 'account_transfers');
    log(`[money] ${label}: ledger check (exit ${check.code}): ${check.output}`);
    return {
      database,
      users: users.length,
      connections: CONNECTIONS,
      hello,
      transfers,
      transfersOverHello: Number((transfers.rps / hello.rps).toFixed(3)),
      ledgerCheck: check.code === 0 ? check.output : `FAILED: ${check.output}`,
      transfersAcknowledged: acknowledged,
      transferRows: Number(rows.n),
      transferRowsMatchAnswers: acknowledged === Number(rows.n),
    };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await smtp.close();
  }
}

// ---------------------------------------------------------------- postings in process

async function postingsRun(label, databaseUrl) {
  const { openDatabase } = await import(dist('db/connect.js'));
  const { migrateToLatest } = await import(dist('db/migrate.js'));
  const { seedReferenceData } = await import(dist('seed/index.js'));
  const { post } = await import(dist('ledger/ledger.js'));
  const { moneyTransaction } = await import(dist('ledger/transaction.js'));
  const { checkLedger } = await import(dist('ledger/check.js'));

  const handle = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const db = handle.db;
    await migrateToLatest(db);
    await seedReferenceData(db);
    const userIds = [];
    for (let i = 0; i < USERS; i++) {
      const row = await db
        .insertInto('users')
        .values({
          username: `bench${i}@example.com`,
          email: `bench${i}@example.com`,
          password_hash: 'x',
          invite_code: `BENCH${i}X`,
          nickname: 'Bench',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds.push(row.id);
      await moneyTransaction(db, (trx) =>
        post(trx, {
          reason: 'adjustment',
          reference: `bench-fund:${row.id}`,
          userId: row.id,
          legs: [
            {
              holder: { userId: row.id, accountType: ACCOUNT.change },
              currencyId: USDT,
              available: '1000000',
            },
            { holder: { house: 'adjustments' }, currencyId: USDT, available: '-1000000' },
          ],
        }),
      );
    }

    const result = { database: handle.kind, users: USERS, workers: USERS };
    for (const [mode, perTx] of [
      ['single', 1],
      ['batch', 100],
    ]) {
      let seq = 0;
      const transfer = (trx, userId, n) =>
        post(trx, {
          reason: 'account_transfer',
          reference: `bench:${mode}:${seq++}`,
          userId,
          legs: [
            {
              holder: { userId, accountType: n % 2 ? ACCOUNT.lever : ACCOUNT.change },
              currencyId: USDT,
              available: `-${AMOUNT}`,
            },
            {
              holder: { userId, accountType: n % 2 ? ACCOUNT.change : ACCOUNT.lever },
              currencyId: USDT,
              available: AMOUNT,
            },
          ],
        });
      // Worker w on user w: change -> lever, then back (a batch holds both directions in turn).
      const worker = async (userId, until) => {
        let postings = 0;
        while (performance.now() < until) {
          await moneyTransaction(db, async (trx) => {
            for (let k = 0; k < perTx; k++) await transfer(trx, userId, postings + k);
          });
          postings += perTx;
        }
        return postings;
      };
      await Promise.all(userIds.map((id) => worker(id, performance.now() + 500)));
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      const counts = await Promise.all(
        userIds.map((id) => worker(id, t0 + POSTING_SECONDS * 1000)),
      );
      const wall = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      const postings = counts.reduce((a, b) => a + b, 0);
      result[`${mode}PostingsPerSecond`] = Math.round(postings / (wall / 1000));
      // This process's CPU: all of the work on PGlite, only the client side on PostgreSQL.
      result[`${mode}CpuUsPerPosting`] = Math.round((cpu.user + cpu.system) / postings);
      log(
        `[money] ${label} postings, ${mode} (${perTx}/transaction): ${postings} in ${(wall / 1000).toFixed(1)} s`,
      );
    }
    const problems = await checkLedger(db);
    const { n } = await db
      .selectFrom('ledger_postings')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    result.ledgerCheck =
      problems.length === 0
        ? `ledger clean: ${n} postings checked`
        : `FAILED: ${JSON.stringify(problems.slice(0, 5))}`;
    return result;
  } finally {
    await handle.close();
  }
}

// ---------------------------------------------------------------- main

export async function measureMoney() {
  // Other work on the machine shows here; the figures are only comparable at a low load.
  const results = {
    connections: CONNECTIONS,
    seconds: SECONDS,
    users: USERS,
    amount: AMOUNT,
    cores: os.cpus().length,
    loadAverageAtStart: os.loadavg()[0],
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-money-'));
  try {
    results.http = { pglite: await httpRun('pglite', { DATABASE_URL: '', DATA_DIR: dataDir }) };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  results.postings = { pglite: await postingsRun('pglite', 'memory://') };

  const base = pgBaseUrl();
  if (!base) {
    results.http.postgres = results.postings.postgres = 'not measured: BENCH_PG_URL=none';
    results.loadAverageAtEnd = os.loadavg()[0];
    return results;
  }
  for (const [kind, run] of [
    ['http', httpRun],
    ['postings', postingsRun],
  ]) {
    let pg;
    const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-money-pg-'));
    try {
      pg = createPgDatabase(base, kind);
      results[kind].postgres =
        kind === 'http'
          ? await run('postgres', { DATABASE_URL: pg.url, DATA_DIR: pgDataDir })
          : await run('postgres', pg.url);
    } catch (error) {
      if (pg) throw error;
      results[kind].postgres = `not measured: ${error.message.split('\n')[0]}`;
    } finally {
      pg?.drop();
      fs.rmSync(pgDataDir, { recursive: true, force: true });
    }
  }
  results.loadAverageAtEnd = os.loadavg()[0];
  return results;
}

if (process.env.BENCH_MONEY_ROLE === 'server') await serve();
else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.log(JSON.stringify(await measureMoney(), null, 2));
