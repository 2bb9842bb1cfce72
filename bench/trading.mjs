#!/usr/bin/env node
// Order placement through HTTP (issue #5): futures market orders (POST /api/lever/submit with an
// Idempotency-Key, form body, like the web client) against a hello-world route of the same
// server in the same run, on the embedded database (PGlite in a temporary DATA_DIR) and on
// PostgreSQL (a fresh database). The server child is the money benchmark's (bench/money.mjs:
// dist build, DEMO=1, the sim market ticking, the engine leading). USERS users, funded in the
// futures account by the operator, are shared by CONNECTIONS keep-alive loops (one request in
// flight each): loop i opens one lot of BTC/USDT at 100x, long or short by turn. 1 s warm-up,
// then SECONDS per route: requests/s, p50/p99 latency, server CPU per request. Then the server
// stops and the ledger check runs on its database; the open positions must be exactly the
// orders the client saw acknowledged.
// `npm run build` first. Run from the repository root: node bench/trading.mjs
// Env: CONNECTIONS (8), SECONDS (10), USERS (8), OPEN_POSITIONS (0: positions each user holds
//      before the run), BENCH_PG_URL (as bench/money.mjs), ONLY=postgres,
//      SERVER_CPU_PROF (a directory: write a CPU profile of the server), SERVER_CPU_PROF_WINDOWS
//      (a directory: a profile of each timed route alone, window-1 hello, window-2 orders).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import {
  ask,
  createPgDatabase,
  load,
  ok,
  pgBaseUrl,
  prepareUsers,
  signInOperator,
  request,
  startSmtp,
  stopAndCount,
} from './money.mjs';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 8);
const SECONDS = Number(process.env.SECONDS ?? 10);
const USERS = Number(process.env.USERS ?? 8);
// Positions each user holds open before the timed run (the cost of an order must not grow with it).
const OPEN_POSITIONS = Number(process.env.OPEN_POSITIONS ?? 0);
const USDT = 3;
const LEVER = 3;
const log = (...args) => console.error(...args);

async function ordersRun(label, env) {
  log(`[trading] ${label}: starting the server`);
  const smtp = await startSmtp();
  const child = fork(path.join(import.meta.dirname, 'money.mjs'), [], {
    // SERVER_CPU_PROF=<dir>: a CPU profile of the server child, for finding where the time goes.
    execArgv: process.env.SERVER_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SERVER_CPU_PROF}`]
      : [],
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
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const admin = await signInOperator(agent, port, 'admin@example.com');
    // Four-eyes: a second operator approves each adjustment the first asks for.
    const checker = await signInOperator(agent, port, 'checker@example.com');
    for (const user of users) {
      const asked = await ok(agent, port, 'POST', '/api/admin/adjust', {
        token: admin,
        json: {
          user_id: user.id,
          currency_id: USDT,
          type: LEVER,
          amount: '10000000',
          reason: 'bench funding',
        },
      });
      await ok(agent, port, 'POST', '/api/admin/approvals/approve', {
        token: checker,
        json: { id: asked.approval_id },
      });
    }
    // Wait for a live BTC price (the sim feed ticks every second).
    for (let i = 0; i < 100; i++) {
      const rows = await ok(agent, port, 'GET', '/api/currency/quotation_new');
      if (rows.find((r) => r.symbol === 'BTC/USDT' && r.now_price && !r.feed.stale)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    log(`[trading] ${label}: ${database} server on port ${port}, ${users.length} users ready`);
    let held = 0;
    const openOne = async (user, key) => {
      const res = await request(agent, port, 'POST', '/api/lever/submit', {
        token: user.token,
        key,
        form: {
          currency_id: 1,
          legal_id: USDT,
          type: 1 + (held % 2),
          share: 1,
          multiple: 100,
          status: 1,
        },
      });
      if (res.body?.type !== 'ok')
        throw new Error(`opening a held position: ${JSON.stringify(res.body)}`);
      held++;
    };
    for (const [u, user] of users.entries()) {
      for (let n = 0; n < OPEN_POSITIONS; n += CONNECTIONS) {
        const count = Math.min(CONNECTIONS, OPEN_POSITIONS - n);
        await Promise.all(
          Array.from({ length: count }, (_, j) =>
            openOne(user, `held-${process.pid}-${label}-${u}-${n + j}`),
          ),
        );
      }
    }
    if (OPEN_POSITIONS > 0) log(`[trading] ${label}: ${held} positions held before the run`);

    const hello = await load(
      child,
      '/bench/hello',
      async () => {
        const res = await request(agent, port, 'GET', '/bench/hello');
        return res.body === 'ok' ? true : `status ${res.status}`;
      },
      SECONDS,
      CONNECTIONS,
    );
    log(`[trading] ${label}: ${JSON.stringify(hello)}`);
    const seq = Array.from({ length: CONNECTIONS }, () => 0);
    let acknowledged = 0;
    const orders = await load(
      child,
      '/api/lever/submit',
      async (i) => {
        const user = users[i % users.length];
        const n = seq[i]++;
        const res = await request(agent, port, 'POST', '/api/lever/submit', {
          token: user.token,
          key: `bench-${process.pid}-${label}-${i}-${n}`,
          form: {
            currency_id: 1,
            legal_id: USDT,
            type: n % 2 === 0 ? 1 : 2,
            share: 1,
            multiple: 100,
            status: 1,
          },
        });
        if (res.body?.type !== 'ok') return res.body?.code ?? `status ${res.status}`;
        acknowledged++;
        return true;
      },
      SECONDS,
      CONNECTIONS,
    );
    log(`[trading] ${label}: ${JSON.stringify(orders)}`);
    agent.destroy();
    const { check, rows } = await stopAndCount(child, env, 'lever_positions');
    return {
      database,
      users: users.length,
      openPositionsPerUserBefore: OPEN_POSITIONS,
      connections: CONNECTIONS,
      hello,
      orders,
      ordersOverHello: Number((orders.rps / hello.rps).toFixed(3)),
      cpuPerOrderOverHello: Number(
        (orders.serverCpuUsPerRequest / hello.serverCpuUsPerRequest).toFixed(1),
      ),
      ledgerCheck: check.code === 0 ? check.output : `FAILED: ${check.output}`,
      ordersAcknowledged: acknowledged,
      positionRows: Number(rows.n),
      positionRowsMatchAnswers: acknowledged + held === Number(rows.n),
    };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await smtp.close();
  }
}

export async function measureTrading() {
  const results = {
    connections: CONNECTIONS,
    seconds: SECONDS,
    cores: os.cpus().length,
    loadAverageAtStart: os.loadavg()[0],
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-trading-'));
  try {
    if (process.env.ONLY !== 'postgres')
      results.pglite = await ordersRun('pglite', { DATABASE_URL: '', DATA_DIR: dataDir });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const base = pgBaseUrl();
  if (base) {
    const pg = createPgDatabase(base, 'trading');
    const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-trading-pg-'));
    try {
      results.postgres = await ordersRun('postgres', { DATABASE_URL: pg.url, DATA_DIR: pgDataDir });
    } finally {
      pg.drop();
      fs.rmSync(pgDataDir, { recursive: true, force: true });
    }
  }
  results.loadAverageAtEnd = os.loadavg()[0];
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.log(JSON.stringify(await measureTrading(), null, 2));
