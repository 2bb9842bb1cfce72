#!/usr/bin/env node
// One elected feed (issue #13 item 7): two server processes on one PostgreSQL database and one
// Redis, a socket client on each subscribed to BTC/USDT. Counts, per client, the ticks heard and
// those heard more than once; then SIGKILLs the leader and counts again on the survivor (which
// must take the feed over, replaying the missed seconds). PASS: no tick twice, ticks on both
// before the kill and on the survivor after it. `npm run build` first; from the repository root:
// node bench/feed-failover.mjs   Env: BENCH_PG_URL, BENCH_REDIS_URL, SECONDS (5).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { io } from 'socket.io-client';

import { createPgDatabase, pgBaseUrl } from './money.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.SECONDS ?? 5);
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function node(database, port) {
  const child = spawn('node', [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: database.url,
      REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
      DEMO: '1',
      MARKET_BACKFILL_DAYS: '0',
      MARKET_SEED: `feed-failover-${process.pid}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', (data) => {
    for (const line of String(data).split('\n'))
      if (/market feed|engine leader/.test(line)) console.error(port, JSON.parse(line).msg);
  });
  return child;
}

/** Per port: ticks heard, and ticks heard more than once. */
function listen(ports) {
  const heard = new Map();
  const sockets = ports.map((port) => {
    const socket = io(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
    socket.on('connect', () => socket.emit('subscribe', { symbols: ['BTC/USDT'] }));
    socket.on('daymarket', (q) => {
      const key = `${port}|${q.feed.last_tick_at}`;
      heard.set(key, (heard.get(key) ?? 0) + 1);
    });
    return socket;
  });
  const count = () => {
    const out = Object.fromEntries(ports.map((port) => [port, { ticks: 0, twice: 0 }]));
    for (const [key, n] of heard) {
      const port = key.split('|')[0];
      out[port].ticks++;
      if (n > 1) out[port].twice++;
    }
    heard.clear();
    return out;
  };
  return { count, close: () => sockets.forEach((s) => s.close()) };
}

/** Two nodes, the leader killed half-way; answers the counts and whether they pass. */
export async function measureFeedFailover() {
  const base = pgBaseUrl();
  if (!base) return { skipped: 'needs PostgreSQL (BENCH_PG_URL)' };
  const database = createPgDatabase(base, 'feed');
  const a = node(database, 8131);
  await wait(4000);
  const b = node(database, 8132);
  try {
    await wait(4000);
    const clients = listen([8131, 8132]);
    await wait(SECONDS * 1000);
    const before = clients.count();
    a.kill('SIGKILL');
    await wait((SECONDS + 3) * 1000);
    const afterKill = clients.count();
    clients.close();
    const pass =
      Object.values(before).every((c) => c.ticks > 0 && c.twice === 0) &&
      afterKill[8132].ticks > 0 &&
      afterKill[8132].twice === 0;
    return { before, afterKill, pass };
  } finally {
    a.kill('SIGKILL');
    b.kill('SIGTERM');
    await wait(1500);
    database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await measureFeedFailover();
  console.log(JSON.stringify(result));
  process.exit(result.pass === false ? 1 : 0);
}
