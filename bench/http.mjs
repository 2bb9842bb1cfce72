#!/usr/bin/env node
// HTTP throughput of market reads against a hello-world route on the same Fastify instance.
// The server (buildApp, in-memory PGlite migrated and seeded like test-app, a manual ReplayFeed
// primed with 3 ticks per pair, 500 one-minute candles of BTC/USDT, plus `GET /bench/hello`)
// runs in a child process; this process runs CONNECTIONS keep-alive loops (node:http Agent, one
// request in flight per connection) for SECONDS per route, one route after another, and reports
// requests/s, latency p50/p99, server CPU and SQL statements per request (the child's cpuUsage
// and statement count, over IPC), the load average, and each route's ratio to hello-world.
// Routes: /bench/hello, /bench/bytes (as many ready bytes as the chart answer: its floor),
// /api/currency/quotation_new, /api/currency/new_timeshar (1min, 500 candles).
// Runs on the embedded database, then on PostgreSQL (BENCH_PG_URL, default
// postgres://postgres@127.0.0.1:5432; `none` skips it) through the tests' template database.
// Run from the repository root: node --import tsx bench/http.mjs
// Env: CONNECTIONS (10), SECONDS (10).
import { fork } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';

import { ask, pgBaseUrl } from './money.mjs';
import { countStatements } from './statement-counter.mjs';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const SECONDS = Number(process.env.SECONDS ?? 10);
const CANDLES = 500;

if (process.env.BENCH_HTTP_ROLE) await serve();
else await main();

async function serve() {
  const statementsSoFar = await countStatements();
  const { openTestDatabase } = await import('../apps/server/src/testing/test-app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { ReplayFeed } = await import('../apps/server/src/market-data/replay-feed.ts');
  const { INSTRUMENTS, pairSymbol, decimalsOf } =
    await import('../apps/server/src/market-data/instruments.ts');
  const repo = await import('../apps/server/src/market-data/market-data.repository.ts');

  const now = Date.now();
  const ticks = [];
  for (let k = 0; k < 3; k++) {
    for (const inst of INSTRUMENTS) {
      ticks.push({
        symbol: pairSymbol(inst),
        price: (inst.startPrice * (1 + k / 1000)).toFixed(decimalsOf(inst.tickSize)),
        volume: '1',
        time: now - 3000 + k * 1000,
      });
    }
  }
  const feed = new ReplayFeed({ ticks, pace: 'manual' });
  const database = await openTestDatabase();
  const config = {
    ...loadConfig({}),
    uploadDir: '/tmp/meridian-bench-uploads',
    webDistDir: '/nonexistent',
  };
  const app = await buildApp({ config, db: database.db, feed, logger: false });
  app.get('/bench/hello', () => 'ok');
  // The floor for an answer of n bytes: the same size, already encoded, sent as JSON.
  const sized = new Map();
  app.get('/bench/bytes', (req, reply) => {
    const n = Number(req.query.n);
    if (!sized.has(n)) sized.set(n, Buffer.alloc(n, 32));
    return reply.type('application/json; charset=utf-8').send(sized.get(n));
  });
  await app.listen({ host: '127.0.0.1', port: 0 });

  // 500 closed minutes before the live one.
  const lastMinute = Math.floor(now / 60_000) * 60_000 - 60_000;
  const from = lastMinute - (CANDLES - 1) * 60_000;
  const candles = Array.from({ length: CANDLES }, (_, i) => {
    const p = 65000 + Math.round(Math.sin(i / 20) * 500);
    return {
      symbol: 'BTC/USDT',
      open_time: from + i * 60_000,
      open: `${p}.5`,
      high: `${p + 20}.25`,
      low: `${p - 20}`,
      close: `${p + 1}`,
      volume: '1.125',
    };
  });
  await repo.upsertMinuteCandles(database.db, candles, 'keep');
  await app.market.start();
  feed.playAll();
  await app.market.flush();

  process.on('message', (msg) => {
    if (msg === 'cpu') {
      const c = process.cpuUsage();
      process.send({ cpuUs: c.user + c.system, statements: statementsSoFar() });
    }
    if (msg === 'exit') {
      // Closing drops the PostgreSQL copy of the template (a no-op on the embedded database).
      void app
        .close()
        .then(() => database.close())
        .finally(() => process.exit(0));
    }
  });
  process.send({
    port: app.server.address().port,
    database: database.kind,
    from: Math.floor(from / 1000),
    to: Math.floor(lastMinute / 1000),
  });
}

function get(agent, port, path) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function load(child, port, path, check) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const first = await get(agent, port, path);
  check(first);
  // A second of warm-up, not counted.
  const loop = async (until, lat) => {
    let n = 0;
    while (performance.now() < until) {
      const t = performance.now();
      const res = await get(agent, port, path);
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      lat?.push(performance.now() - t);
      n++;
    }
    return n;
  };
  const warm = performance.now() + 1000;
  await Promise.all(Array.from({ length: CONNECTIONS }, () => loop(warm)));
  const { cpuUs: cpu0, statements: sql0 } = await ask(child, 'cpuUs', 'cpu');
  const lat = [];
  const t0 = performance.now();
  const counts = await Promise.all(
    Array.from({ length: CONNECTIONS }, () => loop(t0 + SECONDS * 1000, lat)),
  );
  const wall = performance.now() - t0;
  const { cpuUs: cpu1, statements: sql1 } = await ask(child, 'cpuUs', 'cpu');
  agent.destroy();
  const requests = counts.reduce((a, b) => a + b, 0);
  lat.sort((a, b) => a - b);
  return {
    path: path.split('?')[0],
    bytes: first.body.length,
    requests,
    rps: Math.round(requests / (wall / 1000)),
    p50Ms: Number(lat[Math.floor(lat.length * 0.5)].toFixed(2)),
    p99Ms: Number(lat[Math.floor(lat.length * 0.99)].toFixed(2)),
    serverCpuUsPerRequest: Math.round((cpu1 - cpu0) / requests),
    // Every statement the server sent meanwhile, the market's writes included.
    statementsPerRequest: Number(((sql1 - sql0) / requests).toFixed(3)),
    loadAverage: os.loadavg().map((v) => Number(v.toFixed(2))),
  };
}

/** One server child on `databaseUrl` (empty: the embedded database); every route in turn. */
async function runOn(databaseUrl) {
  const child = fork(new URL(import.meta.url).pathname, [], {
    env: { ...process.env, BENCH_HTTP_ROLE: '1', TEST_DATABASE_URL: databaseUrl },
    stdio: 'inherit',
  });
  const { port, from, to, database } = await ask(child, 'port');
  const timesharPath = `/api/currency/new_timeshar?symbol=BTC/USDT&period=1min&from=${from}&to=${to}`;
  const agent = new http.Agent({ keepAlive: false });
  const timesharBytes = (await get(agent, port, timesharPath)).body.length;
  const routes = [
    [
      '/bench/hello',
      (r) => {
        if (String(r.body) !== 'ok') throw new Error('hello');
      },
    ],
    [`/bench/bytes?n=${timesharBytes}`, () => {}],
    [
      '/api/currency/quotation_new',
      (r) => {
        const rows = JSON.parse(r.body).message;
        if (rows.length !== 18 || rows.some((q) => q.now_price === null))
          throw new Error(`quotations: ${r.body.subarray(0, 200)}`);
      },
    ],
    [
      timesharPath,
      (r) => {
        const n = JSON.parse(r.body).data?.length;
        if (n !== CANDLES)
          throw new Error(`timeshar answered ${n} candles: ${r.body.subarray(0, 200)}`);
      },
    ],
  ];
  const results = [];
  for (const [path, check] of routes) {
    const r = await load(child, port, path, check);
    console.error(JSON.stringify({ database, ...r }));
    results.push(r);
  }
  child.send('exit');
  const [hello, bytes, quotations, timeshar] = results;
  return {
    database,
    results,
    quotationsOverHello: Number((quotations.rps / hello.rps).toFixed(2)),
    timesharOverHello: Number((timeshar.rps / hello.rps).toFixed(2)),
    // What sending that many bytes alone allows: the chart route's ceiling.
    bytesFloorOverHello: Number((bytes.rps / hello.rps).toFixed(2)),
    timesharOverBytesFloor: Number((timeshar.rps / bytes.rps).toFixed(2)),
  };
}

async function main() {
  const runs = [await runOn('')];
  const pg = pgBaseUrl();
  if (pg) runs.push(await runOn(`${pg}/test`));
  console.log(
    JSON.stringify(
      {
        connections: CONNECTIONS,
        seconds: SECONDS,
        runs,
        aims: { quotationsOverHello: '>= 0.5', timesharOverHello: '>= 0.5 (500 candles)' },
      },
      null,
      2,
    ),
  );
}
