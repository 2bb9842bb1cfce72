#!/usr/bin/env node
// Realtime fan-out: 1,000 clients on loopback, each subscribed to one of the 18 seeded pairs
// (instruments.ts lists 18, not 20), with the market driven at 1 tick/s per pair (the pairs'
// ticks spread evenly over each second) through an injected manual ReplayFeed.
//   socketio: the real server (buildApp, in-memory PGlite migrated and seeded like test-app) and
//             socket.io-client clients (websocket transport) sending `subscribe {symbols:[pair]}`.
//   ws:       the same MarketRuntime + feed, its daymarket/kline/market_depth events broadcast as
//             JSON text frames to plain `ws` clients grouped in the same pairs (stringified and
//             UTF-8 encoded once per event, like socket.io's broadcast).
//   market:   the same runtime with no sockets, to show the market work both of them include.
// Measures, per mode: messages delivered (daymarket + 9 kline + market_depth per tick per client),
// server CPU (process.cpuUsage of the server child, reported over IPC) per delivered message,
// and daymarket lag = client receive time - the tick's time (feed.last_tick_at, set to Date.now()
// the moment the tick is played) as p50/p99. Servers run in a child process so client CPU is apart.
// Run from the repository root: node --import tsx bench/fanout.mjs
// Env: CLIENTS (1000), SECONDS (20), WARMUP_SECONDS (3). Needs ~CLIENTS+100 fds per process
// (`ulimit -n` is 20000 here; raise it with `ulimit -n 4096` where it is 1024).
import { fork } from 'node:child_process';
import http from 'node:http';

import { ask } from './money.mjs';

const CLIENTS = Number(process.env.CLIENTS ?? 1000);
const SECONDS = Number(process.env.SECONDS ?? 20);
const WARMUP = Number(process.env.WARMUP_SECONDS ?? 3);

if (process.env.BENCH_FANOUT_ROLE) await serve(process.env.BENCH_FANOUT_ROLE);
else await main();

// ---------------------------------------------------------------- server child
async function serve(mode) {
  const { openTestDatabase } = await import('../apps/server/src/testing/test-app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { MarketRuntime } = await import('../apps/server/src/market-data/market-runtime.ts');
  const { ReplayFeed } = await import('../apps/server/src/market-data/replay-feed.ts');
  const { INSTRUMENTS, pairSymbol, decimalsOf } =
    await import('../apps/server/src/market-data/instruments.ts');

  const pairs = INSTRUMENTS.map(pairSymbol);
  // Placeholder times keep the play order; each tick's time is set to Date.now() just before it
  // plays (ReplayFeed keeps the tick objects it was given), so last_tick_at is the emit time.
  const ticks = [];
  const rounds = WARMUP + SECONDS;
  for (let k = 0; k < rounds; k++) {
    INSTRUMENTS.forEach((inst, i) => {
      const price = (inst.startPrice * (1 + 0.001 * Math.sin(k + i))).toFixed(
        decimalsOf(inst.tickSize),
      );
      ticks.push({ symbol: pairs[i], price, volume: '1', time: 1_000_000 + k * 1000 + i });
    });
  }
  const feed = new ReplayFeed({ ticks, pace: 'manual' });
  const database = await openTestDatabase();
  const silent = {
    info() {},
    warn() {},
    debug() {},
    trace() {},
    fatal: console.error,
    error: console.error,
    child() {
      return silent;
    },
    level: 'error',
  };

  let server;
  let market;
  let roomMembers = () => 0;
  if (mode === 'socketio') {
    const config = {
      ...loadConfig({}),
      uploadDir: '/tmp/meridian-bench-uploads',
      webDistDir: '/nonexistent',
    };
    const app = await buildApp({ config, db: database.db, feed, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    market = app.market;
    server = app.server;
    roomMembers = () =>
      pairs.reduce((n, p) => n + (app.io.of('/').adapter.rooms.get(`market:${p}`)?.size ?? 0), 0);
  } else {
    market = new MarketRuntime({
      db: database.db,
      log: silent,
      feed,
      tickRetentionMs: 0,
      candleRetentionMs: 0,
      backfillDays: 0,
    });
    await market.init();
    server = http.createServer();
    if (mode === 'ws') {
      const wsModule = await import('ws'); // under tsx only `default` (the CommonJS export) is present
      const WebSocketServer = wsModule.WebSocketServer ?? wsModule.default.Server;
      const rooms = new Map(pairs.map((p) => [p, new Set()]));
      const wss = new WebSocketServer({ server });
      wss.on('connection', (socket) => {
        socket.on('message', (data) => {
          const msg = JSON.parse(String(data));
          if (msg.type === 'subscribe')
            for (const s of msg.symbols ?? []) rooms.get(s)?.add(socket);
        });
        socket.on('close', () => {
          for (const r of rooms.values()) r.delete(socket);
        });
      });
      const broadcast = (room, event, data) => {
        const frame = Buffer.from(JSON.stringify([event, data]));
        for (const socket of room) socket.send(frame, { binary: false });
      };
      market.onUpdate(({ quotation, klines, depth }) => {
        const room = rooms.get(quotation.symbol);
        broadcast(room, 'daymarket', quotation);
        for (const kline of klines) broadcast(room, 'kline', kline);
        broadcast(room, 'market_depth', depth);
      });
      roomMembers = () => [...rooms.values()].reduce((n, r) => n + r.size, 0);
    } else {
      market.onUpdate(() => {});
    }
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  }
  await market.start();

  let next = 0;
  const playRound = () => {
    // One round = one tick per pair, spread over the second.
    const spacing = 1000 / pairs.length;
    return new Promise((resolve) => {
      pairs.forEach((_, i) =>
        setTimeout(
          () => {
            const tick = ticks[next++];
            tick.time = Date.now();
            feed.playNext();
            if (i === pairs.length - 1) resolve();
          },
          Math.round(i * spacing),
        ),
      );
    });
  };
  const roundsOf = async (n) => {
    for (let k = 0; k < n; k++)
      await Promise.all([playRound(), new Promise((r) => setTimeout(r, 1000))]);
  };

  process.on('message', async (msg) => {
    if (msg === 'members') process.send({ members: roomMembers() });
    if (msg === 'warmup') {
      await roundsOf(WARMUP);
      process.send({ warmedUp: true });
    }
    if (msg === 'run') {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      process.send({ started: true });
      await roundsOf(SECONDS);
      await new Promise((r) => setTimeout(r, 500)); // let the last sends leave
      const cpu = process.cpuUsage(cpu0);
      process.send({
        done: true,
        cpuMs: (cpu.user + cpu.system) / 1000,
        wallMs: performance.now() - t0,
        played: SECONDS * pairs.length,
      });
    }
    if (msg === 'exit') process.exit(0);
  });
  process.send({ port: server.address().port, pairs });
}

// ---------------------------------------------------------------- parent: clients
function percentile(sorted, p) {
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
    : NaN;
}

async function runMode(mode) {
  const child = fork(new URL(import.meta.url).pathname, [], {
    env: { ...process.env, BENCH_FANOUT_ROLE: mode },
    stdio: 'inherit',
  });
  const { port, pairs } = await ask(child, 'port');
  const stats = { counting: false, delivered: 0, lags: [] };
  const onEvent = (event, data) => {
    if (!stats.counting) return;
    stats.delivered++;
    if (event === 'daymarket') stats.lags.push(Date.now() - data.feed.last_tick_at);
  };

  const sockets = [];
  const connectOne = async (i) => {
    const pair = pairs[i % pairs.length];
    if (mode === 'socketio') {
      const { io } = await import('socket.io-client');
      const s = io(`http://127.0.0.1:${port}`, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      await new Promise((resolve, reject) => {
        s.once('connect', resolve);
        s.once('connect_error', reject);
      });
      s.onAny(onEvent);
      s.emit('subscribe', { symbols: [pair] });
      sockets.push(() => s.close());
    } else {
      const wsModule = await import('ws');
      const WebSocket = wsModule.WebSocket ?? wsModule.default;
      const s = new WebSocket(`ws://127.0.0.1:${port}`);
      await new Promise((resolve, reject) => {
        s.once('open', resolve);
        s.once('error', reject);
      });
      s.on('message', (data) => {
        const [event, payload] = JSON.parse(String(data));
        onEvent(event, payload);
      });
      s.send(JSON.stringify({ type: 'subscribe', symbols: [pair] }));
      sockets.push(() => s.close());
    }
  };
  const clients = mode === 'market' ? 0 : CLIENTS;
  for (let i = 0; i < clients; i += 50)
    await Promise.all(
      Array.from({ length: Math.min(50, clients - i) }, (_, j) => connectOne(i + j)),
    );
  await new Promise((r) => setTimeout(r, 1000));
  const { members } = await ask(child, 'members', 'members');
  await ask(child, 'warmedUp', 'warmup');

  const clientCpu0 = process.cpuUsage();
  const started = ask(child, 'started', 'run');
  const done = ask(child, 'done');
  await started;
  stats.counting = true;
  const result = await done;
  stats.counting = false;
  const clientCpu = process.cpuUsage(clientCpu0);
  for (const close of sockets) close();
  child.send('exit');
  await new Promise((r) => child.once('exit', r));

  const lags = stats.lags.sort((a, b) => a - b);
  return {
    mode,
    clients,
    subscribedOnServer: members,
    ticksPlayed: result.played,
    delivered: stats.delivered,
    daymarketDelivered: lags.length,
    serverCpuMs: Math.round(result.cpuMs),
    serverCpuPct: Math.round((result.cpuMs / result.wallMs) * 100),
    serverCpuUsPerMessage: stats.delivered
      ? Number(((result.cpuMs * 1000) / stats.delivered).toFixed(2))
      : null,
    clientCpuMs: Math.round((clientCpu.user + clientCpu.system) / 1000),
    lagP50Ms: percentile(lags, 50),
    lagP99Ms: percentile(lags, 99),
    lagMaxMs: lags.at(-1) ?? NaN,
  };
}

async function main() {
  const results = [];
  for (const mode of ['socketio', 'ws', 'market']) {
    const r = await runMode(mode);
    console.error(JSON.stringify(r));
    results.push(r);
  }
  const [sio, ws, market] = results;
  const ratio = sio.serverCpuUsPerMessage / ws.serverCpuUsPerMessage;
  // Transport-only: take off the CPU the market runtime spends without any socket.
  const net = (r) => ((r.serverCpuMs - market.serverCpuMs) * 1000) / r.delivered;
  console.log(
    JSON.stringify(
      {
        clients: CLIENTS,
        pairs: 18,
        seconds: SECONDS,
        results,
        cpuPerMessageRatioSocketioOverWs: Number(ratio.toFixed(2)),
        cpuPerMessageRatioExcludingMarketWork: Number((net(sio) / net(ws)).toFixed(2)),
        aims: { ratio: '<= 1.5', daymarketLagP99Ms: '< 50' },
      },
      null,
      2,
    ),
  );
}
