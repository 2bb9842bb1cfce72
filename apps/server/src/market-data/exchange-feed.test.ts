import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';

import { createFeed } from './create-feed.js';
import {
  ExchangeFeed,
  parseMiniTicker,
  type ExchangeFeedOptions,
  type FeedLog,
} from './exchange-feed.js';
import type { Tick } from './feed.js';

const E0 = 1_717_200_000_000;

/** Frames as the exchange's combined stream sends them (shape of a Binance-style combined stream). */
const mini = (s: string, E: number, c: string, v: string) =>
  JSON.stringify({
    stream: `${s.toLowerCase()}@miniTicker`,
    data: {
      e: '24hrMiniTicker',
      E,
      s,
      c,
      o: '67012.55000000',
      h: '68120.00000000',
      l: '66500.10000000',
      v,
      q: '1574628301.22317160',
    },
  });

const RECORDED = [
  mini('BTCUSDT', E0, '67321.45000000', '23451.12345000'),
  mini('ETHUSDT', E0 + 10, '3521.07000000', '412345.67800000'),
  // Not listed here: ignored.
  mini('PEPEUSDT', E0 + 20, '0.00001234', '9876543210.00000000'),
  mini('BTCUSDT', E0 + 1000, '67322.01000000', '23451.62345000'),
  // The 24 h window dropped old trades: the volume fell, the tick counts 0.
  mini('ETHUSDT', E0 + 1010, '3520.99000000', '412300.00000000'),
];

interface Server {
  wss: WebSocketServer;
  base: string;
  clients: WebSocket[];
  paths: string[];
  /** Frames each new connection receives at once. */
  onConnect: string[][];
}

const servers: WebSocketServer[] = [];
const feeds: ExchangeFeed[] = [];
afterEach(async () => {
  await Promise.all(feeds.splice(0).map((f) => f.stop()));
  for (const wss of servers.splice(0)) {
    wss.clients.forEach((c) => c.terminate());
    await new Promise((r) => wss.close(r));
  }
});

async function exchange(onConnect: string[][] = []): Promise<Server> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  servers.push(wss);
  await new Promise((r) => wss.once('listening', r));
  const server: Server = {
    wss,
    base: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
    clients: [],
    paths: [],
    onConnect,
  };
  wss.on('connection', (socket, request) => {
    server.clients.push(socket);
    server.paths.push(request.url ?? '');
    for (const frame of server.onConnect.shift() ?? []) socket.send(frame);
  });
  return server;
}

const quietLog = () => {
  const lines: string[] = [];
  const details: Record<string, unknown>[] = [];
  const log: FeedLog = {
    info: (m, d) => (lines.push(`info ${m}`), details.push(d ?? {})),
    warn: (m, d) => (lines.push(`warn ${m}`), details.push(d ?? {})),
  };
  return { log, lines, details };
};

function feedFor(server: Server, extra: Partial<ExchangeFeedOptions> = {}) {
  const { log, lines, details } = quietLog();
  const feed = new ExchangeFeed({
    baseUrl: server.base,
    staleMs: 300,
    silenceMs: 5_000,
    backoffInitialMs: 50,
    backoffMaxMs: 200,
    random: () => 0.5,
    log,
    ...extra,
  });
  feeds.push(feed);
  const ticks: Tick[] = [];
  feed.subscribe((t) => ticks.push(t));
  return { feed, ticks, lines, details };
}

async function until(condition: () => boolean, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('the exchange feed', () => {
  it('subscribes to our crypto pairs only and turns mini-tickers into ticks', async () => {
    const server = await exchange([RECORDED]);
    const { feed, ticks } = feedFor(server);
    expect(feed.simulated).toBe(false);
    expect(feed.symbols).toContain('BTC/USDT');
    expect(feed.symbols).not.toContain('AAPL/USDT');
    await feed.start();
    await until(() => ticks.length === 4);
    expect(server.paths[0]).toMatch(
      /^\/stream\?streams=btcusdt@miniTicker\/ethusdt@miniTicker\/ltcusdt@miniTicker\//,
    );
    expect(server.paths[0]).not.toMatch(/aapl/);
    expect(ticks).toEqual([
      { symbol: 'BTC/USDT', price: '67321.45', volume: '0', time: E0 },
      { symbol: 'ETH/USDT', price: '3521.07', volume: '0', time: E0 + 10 },
      { symbol: 'BTC/USDT', price: '67322.01', volume: '0.5', time: E0 + 1000 },
      { symbol: 'ETH/USDT', price: '3520.99', volume: '0', time: E0 + 1010 },
    ]);
    const now = Date.now();
    expect(feed.isStale('BTC/USDT', now)).toBe(false);
    expect(feed.isStale('SOL/USDT', now)).toBe(true); // no frame yet
    expect(feed.isStale('AAPL/USDT', now)).toBe(true); // stocks are not on the exchange
  });

  it('skips malformed frames, logs them, and keeps going', async () => {
    const server = await exchange([
      [
        'not json{',
        JSON.stringify({
          stream: 'btcusdt@miniTicker',
          data: { e: '24hrMiniTicker', E: E0, s: 'BTCUSDT', c: '-5', v: '1' },
        }),
        JSON.stringify({
          stream: 'btcusdt@miniTicker',
          data: { e: '24hrMiniTicker', E: 'soon', s: 'BTCUSDT', c: '1', v: '1' },
        }),
        JSON.stringify([1, 2]),
        JSON.stringify({ result: null, id: 1 }),
        mini('BTCUSDT', E0 + 5, '67000.00000000', '100.00000000'),
      ],
    ]);
    const { feed, ticks, lines } = feedFor(server);
    await feed.start();
    await until(() => ticks.length === 1);
    expect(ticks[0]).toEqual({ symbol: 'BTC/USDT', price: '67000', volume: '0', time: E0 + 5 });
    expect(feed.badFrames).toBe(4);
    expect(lines.filter((l) => l.includes('bad frame'))).toHaveLength(1); // rate-limited
  });

  it('goes stale when the connection drops, reconnects by itself within the backoff, and resumes', async () => {
    const server = await exchange([
      [mini('BTCUSDT', E0, '67321.45000000', '100.00000000')],
      [
        mini('BTCUSDT', E0 + 60_000, '67400.00000000', '130.00000000'),
        mini('BTCUSDT', E0 + 61_000, '67401.00000000', '130.25000000'),
      ],
    ]);
    const { feed, ticks } = feedFor(server);
    await feed.start();
    await until(() => ticks.length === 1);
    expect(feed.isStale('BTC/USDT', Date.now())).toBe(false);

    const dropped = Date.now();
    server.clients[0]!.terminate();
    await until(() => !feed.connected);
    expect(feed.isStale('BTC/USDT', Date.now())).toBe(true);
    expect(ticks).toHaveLength(1); // nothing invented while away

    await until(() => ticks.length === 3);
    // First attempt waits 50 ms with jitter pinned at 0.5: 38 ms; well within a second.
    expect(Date.now() - dropped).toBeLessThan(1_000);
    expect(server.paths).toHaveLength(2);
    expect(feed.isStale('BTC/USDT', Date.now())).toBe(false);
    // The first frame after a reconnect sets a new volume baseline (the gap is not one trade).
    expect(ticks.slice(1)).toEqual([
      { symbol: 'BTC/USDT', price: '67400', volume: '0', time: E0 + 60_000 },
      { symbol: 'BTC/USDT', price: '67401', volume: '0.25', time: E0 + 61_000 },
    ]);
  });

  it('keeps retrying with growing delays while the exchange is down', async () => {
    const server = await exchange();
    const { feed, ticks } = feedFor(server, { backoffInitialMs: 20, backoffMaxMs: 80 });
    expect([0, 1, 2, 3, 10].map((n) => feed.backoffDelay(n))).toEqual([15, 30, 60, 60, 60]);
    // The exchange accepts and drops at once, three times, then serves.
    let drops = 3;
    server.wss.on('connection', (socket) => {
      if (drops-- > 0) socket.terminate();
      else socket.send(mini('ETHUSDT', E0, '3500.00000000', '1.00000000'));
    });
    await feed.start();
    await until(() => ticks.length === 1);
    expect(server.paths).toHaveLength(4);
  });

  it('is stale after a silence, and fresh again with the next frame', async () => {
    const server = await exchange([[mini('BTCUSDT', E0, '67321.45000000', '100.00000000')]]);
    const { feed, ticks } = feedFor(server);
    await feed.start();
    await until(() => ticks.length === 1);
    expect(feed.isStale('BTC/USDT', Date.now())).toBe(false);
    await until(() => feed.isStale('BTC/USDT', Date.now()), 1_000);
    expect(feed.connected).toBe(true);
    server.clients[0]!.send(mini('BTCUSDT', E0 + 1000, '67330.00000000', '101.00000000'));
    await until(() => ticks.length === 2);
    expect(feed.isStale('BTC/USDT', Date.now())).toBe(false);
  });

  it('starts the backoff over after a connection that stayed up a healthy while', async () => {
    const server = await exchange();
    let n = 0;
    server.wss.on('connection', (socket) => {
      n++;
      // Two quick drops (backoff grows), then one that lives past `healthyMs`, then a drop.
      if (n <= 2) socket.terminate();
      else if (n === 3) setTimeout(() => socket.terminate(), 150);
    });
    const { feed, details } = feedFor(server, {
      backoffInitialMs: 20,
      backoffMaxMs: 1_000,
      healthyMs: 100,
    });
    await feed.start();
    await until(() => n === 4);
    const retries = details.filter((d) => 'retryInMs' in d).map((d) => d.retryInMs);
    expect(retries).toEqual([15, 30, 15]);
  });

  it('drops a connection that stays silent and opens a new one', async () => {
    const server = await exchange([[], [mini('BTCUSDT', E0, '67321.45000000', '100.00000000')]]);
    const { feed, ticks, lines } = feedFor(server, { silenceMs: 200 });
    await feed.start();
    await until(() => ticks.length === 1);
    expect(server.paths).toHaveLength(2);
    expect(lines).toContain('warn exchange feed silent; reconnecting');
  });
});

describe('parsing and selection', () => {
  it('reads bare and combined frames and rejects bad ones', () => {
    expect(parseMiniTicker(mini('BTCUSDT', E0, '1.5', '2'))).toEqual({
      symbol: 'BTCUSDT',
      time: E0,
      close: '1.5',
      baseVolume: '2',
    });
    expect(
      parseMiniTicker(JSON.stringify({ e: '24hrMiniTicker', E: E0, s: 'ETHUSDT', c: '3', v: '4' })),
    ).toMatchObject({ symbol: 'ETHUSDT' });
    expect(parseMiniTicker(JSON.stringify({ stream: 'x', data: { e: 'kline' } }))).toBeNull();
    expect(parseMiniTicker('{"stream":"x","data":null}')).toEqual({
      error: 'data is not an object',
    });
    expect(
      parseMiniTicker(JSON.stringify({ e: '24hrMiniTicker', E: E0, s: 'BTCUSDT', c: '0', v: '1' })),
    ).toEqual({ error: 'bad close price' });
    expect(
      parseMiniTicker(JSON.stringify({ e: '24hrMiniTicker', E: E0, s: 'BTCUSDT', c: '1', v: 1 })),
    ).toEqual({ error: 'bad volume' });
  });

  it('is chosen by MARKET_FEED=exchange:<ws-url>, and a bad URL stops the start', () => {
    const feed = createFeed('exchange:wss://stream.exchange.example:9443/', { seed: 's' });
    expect(feed).toBeInstanceOf(ExchangeFeed);
    expect(feed.name).toBe('exchange');
    expect((feed as ExchangeFeed).url).toMatch(
      /^wss:\/\/stream\.exchange\.example:9443\/stream\?streams=btcusdt@miniTicker\//,
    );
    expect(() => createFeed('exchange:https://example.com', { seed: 's' })).toThrow(
      /exchange:<ws:\/\/ or wss:\/\/ URL>/,
    );
    expect(() => createFeed('binance', { seed: 's' })).toThrow(/exchange:<ws-url>/);
  });
});
