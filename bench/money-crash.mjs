#!/usr/bin/env node
// Crash test of the money path (issue #4): the built server (`node apps/server/dist/main.js`) on
// the embedded database (PGlite in a temporary DATA_DIR) and again on a fresh PostgreSQL database
// is killed with SIGKILL in the middle of a transfer load and restarted, CRASHES times, then
// stopped and checked.
//   load:    LOOPS keep-alive loops moving 0.01 USDT change <-> lever (POST /api/wallet/change)
//            for the demo user and USERS-1 registered users, plus 2 loops converting USDT <-> BTC
//            in the demo user's exchange account (POST /api/user/Transfer) once the sim feed has
//            prices; every request carries an Idempotency-Key, like the web client.
//   crash:   SIGKILL at a random moment 1.5-4 s into the load; requests in flight are "unknown".
//   restart: the same DATA_DIR (its lock file still names the dead process: stale-pid takeover)
//            or the same database; must answer within 90 s. Every unknown request is sent again
//            with its key: one committed before the kill answers its first result, one that was
//            not runs now. Then the next cycle's load; after the last, a few fresh transfers
//            and SIGTERM (must exit 0).
//   check:   `node apps/server/dist/cli/ledger-check.js` is clean; then, on the database (dist
//            openDatabase): every acknowledged transfer/conversion is in account_transfers /
//            conversions with its amount and accounts, and there is no row no answer explains
//            (nothing lost, nothing doubled); each row has exactly one ledger posting
//            (account_transfer:<id>, convert:<id>) and no such posting lacks its row; every
//            balance row of the users equals its value before the load plus the rows' movements;
//            per user and currency the total over the four accounts is unchanged for users who
//            only transferred, and moved only by the conversions for the demo user.
// Prints PASS or FAIL per database and exits 1 on any FAIL. `npm run build` first.
// Run from the repository root: node bench/money-crash.mjs
// Env: CRASHES (3), LOOPS (16), USERS (6), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432; 'none' skips it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import {
  createPgDatabase,
  dist,
  freePort,
  ok,
  pgBaseUrl,
  prepareUsers,
  request,
  runLedgerCheck,
  startSmtp,
} from './money.mjs';

const root = path.resolve(import.meta.dirname, '..');
const LOOPS = Number(process.env.LOOPS ?? 16);
const USERS = Number(process.env.USERS ?? 6);
const CRASHES = Number(process.env.CRASHES ?? 3);
const CONVERT_LOOPS = 2;
const USDT = 3;
const BTC = 1;
const log = (...args) => console.error(...args);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Exact decimal arithmetic on numeric(36,18) strings, as BigInt units of 1e-18.
const ONE = 10n ** 18n;
function units(value) {
  let s = String(value).trim();
  const negative = s.startsWith('-');
  if (negative) s = s.slice(1);
  const [int, frac = ''] = s.split('.');
  const v = BigInt(int || '0') * ONE + BigInt((frac + '0'.repeat(18)).slice(0, 18));
  return negative ? -v : v;
}
function show(u) {
  const negative = u < 0n;
  const a = negative ? -u : u;
  const frac = (a % ONE).toString().padStart(18, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${a / ONE}${frac ? `.${frac}` : ''}`;
}

function startServer(env, port) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO: '1',
      LOG_LEVEL: 'warn',
      MARKET_BACKFILL_DAYS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.output = [];
  const keep = (chunk) => {
    child.output.push(...String(chunk).split('\n').filter(Boolean));
    if (child.output.length > 200) child.output.splice(0, child.output.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return child;
}

async function waitUp(child, port, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  const agent = new http.Agent({ keepAlive: false });
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `server exited (${child.exitCode ?? child.signalCode}):\n${child.output.slice(-20).join('\n')}`,
      );
    }
    try {
      const res = await request(agent, port, 'GET', '/api/getSiteConfig');
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`server did not answer in ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

/** Waits (up to `ms`) until the feed prices USDT and BTC, so conversions can be quoted. */
async function pricesReady(port, token, ms) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const until = Date.now() + ms;
  try {
    while (Date.now() < until) {
      const quote = await ok(agent, port, 'POST', '/api/user/getTransferFee', {
        token,
        json: { from_currency_id: USDT, to_currency_id: BTC },
      });
      if (quote.rate !== null) return true;
      await sleep(500);
    }
    return false;
  } finally {
    agent.destroy();
  }
}

/** The users' balance rows as seen through POST /api/wallet/list: `user:currency:account` -> units. */
async function balancesOverHttp(port, users) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const map = new Map();
  for (const user of users) {
    const list = await ok(agent, port, 'POST', '/api/wallet/list', { token: user.token });
    for (const account of list.accounts) {
      for (const c of account.currencies) {
        map.set(`${user.id}:${c.currency_id}:${account.type}`, {
          available: units(c.available),
          frozen: units(c.frozen),
        });
      }
    }
  }
  agent.destroy();
  return map;
}

async function crashRun(label, env) {
  const smtp = await startSmtp();
  const result = { database: label, checks: {}, problems: [] };
  const problem = (text) => result.problems.push(text);
  let child;
  try {
    // ---- start, users, balances before
    const port1 = await freePort();
    let t0 = performance.now();
    child = startServer({ ...env, SMTP_URL: smtp.url }, port1);
    await waitUp(child, port1);
    result.firstStartMs = Math.round(performance.now() - t0);
    const users = await prepareUsers(port1, smtp, USERS);
    const demo = users[0];
    const converting = await pricesReady(port1, demo.token, 20_000);
    const before = await balancesOverHttp(port1, users);
    log(
      `[crash] ${label}: server up in ${result.firstStartMs} ms, ${users.length} users, conversions ${converting ? 'on' : 'off (no prices)'}`,
    );

    // ---- CRASHES times: load, SIGKILL, restart on the same data, resend the unknown requests
    const records = [];
    let port = port1;
    const agentFor = () => new http.Agent({ keepAlive: true, maxSockets: LOOPS + CONVERT_LOOPS });
    let agent = agentFor();
    const send = async (rec) => {
      try {
        const res = await request(agent, port, 'POST', rec.path, {
          token: rec.user.token,
          key: rec.key,
          form: rec.form,
        });
        if (res.body?.type === 'ok') Object.assign(rec, { state: 'ok', id: res.body.message.id });
        else Object.assign(rec, { state: 'error', code: res.body?.code ?? `status ${res.status}` });
      } catch (error) {
        Object.assign(rec, { state: 'unknown', error: error.code ?? error.message });
      }
      return rec;
    };
    /** After a restart: sent again with its key until it is answered (a conversion waits for prices). */
    const resend = async (rec) => {
      const until = Date.now() + 30_000;
      for (;;) {
        const res = await request(agent, port, 'POST', rec.path, {
          token: rec.user.token,
          key: rec.key,
          form: rec.form,
        });
        if (res.body?.type === 'ok')
          return Object.assign(rec, { state: 'ok', id: res.body.message.id, resent: true });
        // The restarted feed needs its first ticks; a refused request leaves no key behind.
        if (res.body?.code === 'PRICE_UNAVAILABLE' && Date.now() < until) {
          await sleep(250);
          continue;
        }
        return Object.assign(rec, {
          state: 'error',
          code: res.body?.code ?? `status ${res.status}`,
          resent: true,
        });
      }
    };
    const transfer = (user, key, from, to) => ({
      kind: 'transfer',
      user,
      path: '/api/wallet/change',
      key,
      form: { currency_id: USDT, number: '0.01', from_field: from, to_field: to },
      state: 'pending',
    });
    const lockFile = env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, 'meridian.lock');
    result.cycles = [];
    for (let cycle = 1; cycle <= CRASHES; cycle++) {
      let stopped = false;
      const transferLoop = async (i) => {
        const user = users[i % users.length];
        let toLever = true;
        for (let n = 0; !stopped; n++) {
          const rec = transfer(
            user,
            `crash-${process.pid}-${label}-${cycle}-t${i}-${n}`,
            toLever ? 2 : 3,
            toLever ? 3 : 2,
          );
          records.push(rec);
          await send(rec);
          if (rec.state === 'ok') toLever = !toLever;
          if (rec.state === 'unknown') return;
        }
      };
      const convertLoop = async (i) => {
        for (let n = 0; !stopped; n++) {
          const buyBtc = (n + i) % 2 === 0;
          const rec = {
            kind: 'conversion',
            user: demo,
            path: '/api/user/Transfer',
            key: `crash-${process.pid}-${label}-${cycle}-c${i}-${n}`,
            form: buyBtc
              ? { number: '5', from_currency_id: USDT, to_currency_id: BTC }
              : { number: '0.0001', from_currency_id: BTC, to_currency_id: USDT },
            state: 'pending',
          };
          records.push(rec);
          await send(rec);
          if (rec.state === 'unknown') return;
        }
      };
      const ackedBefore = records.filter((r) => r.state === 'ok').length;
      const loops = [
        ...Array.from({ length: LOOPS }, (_, i) => transferLoop(i)),
        ...(converting ? Array.from({ length: CONVERT_LOOPS }, (_, i) => convertLoop(i)) : []),
      ];
      const killAfter = 1500 + Math.round(Math.random() * 2500);
      await sleep(killAfter);
      const summary = {
        killedAfterMs: killAfter,
        acknowledged: records.filter((r) => r.state === 'ok').length - ackedBefore,
        inFlightAtKill: records.filter((r) => r.state === 'pending').length,
      };
      child.kill('SIGKILL');
      stopped = true;
      const exit = await child.exited;
      await Promise.all(loops);
      agent.destroy();
      if (exit.signal !== 'SIGKILL')
        problem(`cycle ${cycle}: the server was not killed by SIGKILL: ${JSON.stringify(exit)}`);
      if (lockFile) summary.staleLockLeft = fs.existsSync(lockFile);

      const port2 = await freePort();
      t0 = performance.now();
      child = startServer({ ...env, SMTP_URL: smtp.url }, port2);
      await waitUp(child, port2);
      summary.restartMs = Math.round(performance.now() - t0);
      port = port2;
      agent = agentFor();
      // A fresh transfer first: a resent transfer answering a smaller id was committed before the kill.
      const probe = transfer(
        users[cycle % users.length],
        `crash-${process.pid}-${label}-${cycle}-probe`,
        2,
        3,
      );
      records.push(probe);
      await resend(probe);
      if (probe.state !== 'ok')
        problem(`cycle ${cycle}: a transfer after the restart failed: ${probe.code}`);
      const unknown = records.filter((r) => r.state === 'unknown');
      for (const rec of unknown) await resend(rec);
      summary.resent = unknown.length;
      summary.resentCommittedBeforeKill = unknown.filter(
        (r) => r.kind === 'transfer' && r.state === 'ok' && r.id < probe.id,
      ).length;
      summary.resentRefused = unknown
        .filter((r) => r.state !== 'ok')
        .reduce((acc, r) => ({ ...acc, [r.code]: (acc[r.code] ?? 0) + 1 }), {});
      result.cycles.push(summary);
      log(`[crash] ${label}: cycle ${cycle}: ${JSON.stringify(summary)}`);
    }
    for (let n = 0; n < 5; n++) {
      const rec = transfer(
        users[n % users.length],
        `crash-${process.pid}-${label}-after-${n}`,
        2,
        3,
      );
      records.push(rec);
      await resend(rec);
      if (rec.state !== 'ok') problem(`a transfer after the last restart failed: ${rec.code}`);
    }
    agent.destroy();
    child.kill('SIGTERM');
    const stop = await child.exited;
    if (stop.code !== 0)
      problem(
        `the restarted server did not stop cleanly: ${JSON.stringify(stop)}\n${child.output.slice(-20).join('\n')}`,
      );
    child = undefined;

    // ---- the ledger check, then the rows against the answers
    const check = await runLedgerCheck(env);
    result.ledgerCheck = check.output;
    result.checks.ledgerClean = check.code === 0;
    if (check.code !== 0) problem(`ledger check failed: ${check.output}`);

    const { openDatabase } = await import(dist('db/connect.js'));
    const handle = await openDatabase({
      databaseUrl: env.DATABASE_URL || undefined,
      dataDir: env.DATA_DIR,
    });
    const userIds = users.map((u) => u.id);
    let transferRows, conversionRows, postings, balanceRows;
    try {
      transferRows = await handle.db
        .selectFrom('account_transfers')
        .selectAll()
        .where('user_id', 'in', userIds)
        .execute();
      conversionRows = await handle.db
        .selectFrom('conversions')
        .selectAll()
        .where('user_id', 'in', userIds)
        .execute();
      postings = await handle.db
        .selectFrom('ledger_postings')
        .select(['reference'])
        .where('reason', 'in', ['account_transfer', 'convert'])
        .where('user_id', 'in', userIds)
        .execute();
      balanceRows = await handle.db
        .selectFrom('balances')
        .selectAll()
        .where('user_id', 'in', userIds)
        .execute();
    } finally {
      await handle.close();
    }

    const compareRows = (kind, rows, matches) => {
      const acked = records.filter((r) => r.kind === kind && r.state === 'ok');
      const byId = new Map(rows.map((r) => [r.id, r]));
      const ackedIds = new Set();
      let lost = 0;
      let doubled = 0;
      for (const rec of acked) {
        if (ackedIds.has(rec.id)) {
          doubled++;
          problem(`${kind} ${rec.id} was acknowledged to two requests`);
        }
        ackedIds.add(rec.id);
        const row = byId.get(rec.id);
        if (!row) {
          lost++;
          problem(`acknowledged ${kind} ${rec.id} (${rec.key}) is missing`);
        } else if (row.user_id !== rec.user.id || !matches(row, rec.form)) {
          problem(
            `${kind} ${rec.id} differs from its request: ${JSON.stringify(row)} vs ${JSON.stringify(rec.form)}`,
          );
        }
      }
      const unexplained = rows.filter((r) => !ackedIds.has(r.id));
      for (const row of unexplained.slice(0, 10))
        problem(`${kind} row ${row.id} was never acknowledged (an extra or doubled movement)`);
      return {
        acknowledged: acked.length,
        rows: rows.length,
        lost,
        doubled,
        unexplained: unexplained.length,
      };
    };
    result.transfers = compareRows(
      'transfer',
      transferRows,
      (row, f) =>
        row.currency_id === f.currency_id &&
        units(row.amount) === units(f.number) &&
        row.from_type === f.from_field &&
        row.to_type === f.to_field,
    );
    result.conversions = compareRows(
      'conversion',
      conversionRows,
      (row, f) =>
        row.from_currency_id === f.from_currency_id &&
        row.to_currency_id === f.to_currency_id &&
        units(row.amount) === units(f.number),
    );
    result.checks.everyAcknowledgedPresent =
      result.transfers.lost === 0 && result.conversions.lost === 0;
    result.checks.noUnacknowledgedRows =
      result.transfers.unexplained === 0 && result.conversions.unexplained === 0;

    // Exactly one posting per row, and no posting without its row.
    const references = new Map();
    for (const p of postings) references.set(p.reference, (references.get(p.reference) ?? 0) + 1);
    const expected = new Set([
      ...transferRows.map((r) => `account_transfer:${r.id}`),
      ...conversionRows.map((r) => `convert:${r.id}`),
    ]);
    const missingPostings = [...expected].filter((ref) => !references.has(ref));
    const orphanPostings = [...references.keys()].filter((ref) => !expected.has(ref));
    for (const ref of [...missingPostings, ...orphanPostings].slice(0, 10))
      problem(`posting ${ref}: ${references.has(ref) ? 'has no row' : 'missing'}`);
    result.checks.onePostingPerRow =
      missingPostings.length === 0 &&
      orphanPostings.length === 0 &&
      postings.length === expected.size;

    // Balance rows = before + the movements of the rows.
    const expectedBalances = new Map([...before].map(([k, v]) => [k, { ...v }]));
    const move = (userId, currencyId, account, delta) => {
      const key = `${userId}:${currencyId}:${account}`;
      const entry = expectedBalances.get(key) ?? { available: 0n, frozen: 0n };
      entry.available += delta;
      expectedBalances.set(key, entry);
    };
    for (const r of transferRows) {
      move(r.user_id, r.currency_id, r.from_type, -units(r.amount));
      move(r.user_id, r.currency_id, r.to_type, units(r.amount));
    }
    for (const r of conversionRows) {
      move(r.user_id, r.from_currency_id, 2, -units(r.amount));
      move(r.user_id, r.to_currency_id, 2, units(r.receive));
    }
    const actual = new Map(
      balanceRows.map((b) => [
        `${b.user_id}:${b.currency_id}:${b.account_type}`,
        { available: units(b.available), frozen: units(b.frozen) },
      ]),
    );
    let balanceMismatches = 0;
    for (const key of new Set([...expectedBalances.keys(), ...actual.keys()])) {
      const want = expectedBalances.get(key) ?? { available: 0n, frozen: 0n };
      const have = actual.get(key) ?? { available: 0n, frozen: 0n };
      if (want.available !== have.available || want.frozen !== have.frozen) {
        balanceMismatches++;
        problem(
          `balance ${key}: expected ${show(want.available)}/${show(want.frozen)}, found ${show(have.available)}/${show(have.frozen)}`,
        );
      }
    }
    result.checks.balancesMatchRows = balanceMismatches === 0;

    // Per user and currency, the total over the four accounts: transfers never change it.
    const totals = (map) => {
      const t = new Map();
      for (const [key, v] of map) {
        const [userId, currencyId] = key.split(':');
        const k = `${userId}:${currencyId}`;
        t.set(k, (t.get(k) ?? 0n) + v.available + v.frozen);
      }
      return t;
    };
    const conversionDelta = new Map();
    for (const r of conversionRows) {
      const add = (k, d) => conversionDelta.set(k, (conversionDelta.get(k) ?? 0n) + d);
      add(`${r.user_id}:${r.from_currency_id}`, -units(r.amount));
      add(`${r.user_id}:${r.to_currency_id}`, units(r.receive));
    }
    const totalsBefore = totals(before);
    const totalsAfter = totals(actual);
    let totalMismatches = 0;
    for (const key of new Set([...totalsBefore.keys(), ...totalsAfter.keys()])) {
      const want = (totalsBefore.get(key) ?? 0n) + (conversionDelta.get(key) ?? 0n);
      const have = totalsAfter.get(key) ?? 0n;
      if (want !== have) {
        totalMismatches++;
        problem(`total of user:currency ${key}: expected ${show(want)}, found ${show(have)}`);
      }
    }
    result.checks.userTotalsUnchangedByTransfers = totalMismatches === 0;
    result.checks.restarted = true;
    result.checks.cleanStopAfterRestart = stop.code === 0;
  } catch (error) {
    problem(`aborted: ${error.stack ?? error.message}`);
    if (child?.output) problem(`server output:\n${child.output.slice(-30).join('\n')}`);
  } finally {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await child.exited;
    }
    await smtp.close();
  }
  result.pass = result.problems.length === 0;
  log(
    `[crash] ${label}: ${result.pass ? 'PASS' : 'FAIL'}${result.pass ? '' : `\n  ${result.problems.join('\n  ')}`}`,
  );
  return result;
}

export async function runCrashTest() {
  const results = {};
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-crash-'));
  try {
    results.pglite = await crashRun('pglite', { DATABASE_URL: '', DATA_DIR: dataDir });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const base = pgBaseUrl();
  if (base) {
    const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-crash-pg-'));
    let pg;
    try {
      pg = createPgDatabase(base, 'crash');
      results.postgres = await crashRun('postgres', { DATABASE_URL: pg.url, DATA_DIR: pgDataDir });
    } catch (error) {
      if (pg) throw error;
      results.postgres = `not run: ${error.message.split('\n')[0]}`;
    } finally {
      pg?.drop();
      fs.rmSync(pgDataDir, { recursive: true, force: true });
    }
  }
  results.pass = Object.values(results).every((r) => typeof r === 'string' || r.pass);
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await runCrashTest();
  console.log(JSON.stringify(results, null, 2));
  for (const [db, r] of Object.entries(results))
    if (db !== 'pass')
      console.log(`${db}: ${typeof r === 'string' ? r : r.pass ? 'PASS' : 'FAIL'}`);
  console.log(results.pass ? 'PASS' : 'FAIL');
  if (!results.pass) process.exitCode = 1;
}
