import { isDecimalString, toMoney, type Money } from '@meridian/contract';
import WebSocket from 'ws';

import { TickHub, type MarketFeed, type TickListener } from './feed.js';
import { INSTRUMENTS, pairSymbol, type Instrument } from './instruments.js';

/** What the feed logs: bad frames, connects and drops (defaults to the console). */
export interface FeedLog {
  info(message: string, detail?: Record<string, unknown>): void;
  warn(message: string, detail?: Record<string, unknown>): void;
}

export interface ExchangeFeedOptions {
  /** The exchange's stream base, e.g. `wss://stream.exchange.example:9443`; `/stream?streams=…` is appended. */
  baseUrl: string;
  /** Instruments to ask for; only crypto ones are on an exchange (stocks are not fed). */
  instruments?: readonly Instrument[];
  /** A pair is stale when no frame for it arrived for this long, or while disconnected (10 s). */
  staleMs?: number;
  /** With no frame at all for this long, the connection is taken as dead and reopened (30 s). */
  silenceMs?: number;
  /** First reconnect delay (1 s); doubles per failed attempt up to `backoffMaxMs` (30 s). */
  backoffInitialMs?: number;
  backoffMaxMs?: number;
  /** A connection that stayed up this long resets the backoff to its first step (60 s). */
  healthyMs?: number;
  /** Gives up connecting after this long without an open (10 s); counts as a failed attempt. */
  connectTimeoutMs?: number;
  /** Jitter source in [0, 1) (tests pin it). */
  random?: () => number;
  now?: () => number;
  log?: FeedLog;
}

/** Our pair for each exchange symbol: `BTCUSDT` → `BTC/USDT`, for listed crypto only. */
export function exchangeSymbols(instruments: readonly Instrument[]): Map<string, string> {
  return new Map(
    instruments.filter((i) => i.category === 'crypto').map((i) => [`${i.name}USDT`, pairSymbol(i)]),
  );
}

/** The combined-stream URL for `symbols` (exchange symbols such as `BTCUSDT`). */
export function streamUrl(baseUrl: string, symbols: Iterable<string>): string {
  const streams = [...symbols].map((s) => `${s.toLowerCase()}@miniTicker`).join('/');
  return `${baseUrl.replace(/\/+$/, '')}/stream?streams=${streams}`;
}

/** A 24 h mini-ticker as the exchange sends it, after checks. */
interface MiniTicker {
  symbol: string;
  time: number;
  close: string;
  baseVolume: string;
}

/**
 * Reads one frame: combined (`{"stream":…,"data":{…}}`) or bare. Answers the ticker, `null` for a
 * well-formed frame that is not a ticker (a subscription answer), or a reason the frame is bad.
 */
export function parseMiniTicker(raw: string): MiniTicker | null | { error: string } {
  let frame: unknown;
  try {
    frame = JSON.parse(raw);
  } catch {
    return { error: 'not JSON' };
  }
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame))
    return { error: 'not an object' };
  const outer = frame as Record<string, unknown>;
  const data = 'data' in outer ? outer.data : outer;
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { error: 'data is not an object' };
  const d = data as Record<string, unknown>;
  if (d.e !== '24hrMiniTicker') return null;
  const { s, E, c, v } = d;
  if (typeof s !== 'string' || !/^[A-Z0-9]{2,30}$/.test(s)) return { error: 'bad symbol' };
  if (typeof E !== 'number' || !Number.isSafeInteger(E) || E <= 0)
    return { error: 'bad event time' };
  if (typeof c !== 'string' || !isDecimalString(c, 18) || !(Number(c) > 0))
    return { error: 'bad close price' };
  if (typeof v !== 'string' || !isDecimalString(v, 18)) return { error: 'bad volume' };
  return { symbol: s, time: E, close: c, baseVolume: v };
}

const consoleLog: FeedLog = {
  info: (message, detail) => console.info(message, detail ?? ''),
  warn: (message, detail) => console.warn(message, detail ?? ''),
};

/**
 * MARKET_FEED=exchange:<ws-url>: a real exchange's public 24 h mini-ticker stream (Binance
 * combined-stream format). Each frame becomes a tick at the frame's event time with the last
 * price; its volume is the growth of the exchange's 24 h base volume since the previous frame
 * (never negative; the first frame after a connect counts 0, so a gap is not booked as one
 * trade). Only listed crypto pairs are fed; stocks are not on the exchange and stay stale, which
 * every quote shows (`feed.stale`). Nothing is ever made up: while disconnected or silent the
 * feed emits nothing and says it is stale. Reconnects by itself with jittered exponential backoff.
 */
export class ExchangeFeed implements MarketFeed {
  readonly name = 'exchange';
  readonly simulated = false;
  readonly symbols: readonly string[];
  readonly url: string;
  readonly #pairs: Map<string, string>;
  readonly #hub = new TickHub();
  readonly #staleMs: number;
  readonly #silenceMs: number;
  readonly #backoffInitialMs: number;
  readonly #backoffMaxMs: number;
  readonly #healthyMs: number;
  readonly #connectTimeoutMs: number;
  readonly #random: () => number;
  readonly #now: () => number;
  readonly #log: FeedLog;
  /** 24 h base volume last seen per exchange symbol on this connection. */
  #volumes = new Map<string, Money>();
  /** Wall-clock time of the last good frame per pair. */
  #lastFrame = new Map<string, number>();
  #lastAnyFrame = 0;
  #socket: WebSocket | undefined;
  #connected = false;
  #openedAt = 0;
  #attempt = 0;
  #running = false;
  #retryTimer: NodeJS.Timeout | undefined;
  #watchdog: NodeJS.Timeout | undefined;
  #badFrames = 0;
  #lastBadLog = 0;

  constructor(options: ExchangeFeedOptions) {
    if (!/^wss?:\/\/[^/]/i.test(options.baseUrl))
      throw new Error(`exchange feed: expected a ws:// or wss:// URL, got ${options.baseUrl}`);
    this.#pairs = exchangeSymbols(options.instruments ?? INSTRUMENTS);
    if (this.#pairs.size === 0)
      throw new Error('exchange feed: no crypto instruments to subscribe to');
    this.symbols = [...this.#pairs.values()];
    this.url = streamUrl(options.baseUrl, this.#pairs.keys());
    this.#staleMs = options.staleMs ?? 10_000;
    this.#silenceMs = options.silenceMs ?? 30_000;
    this.#backoffInitialMs = options.backoffInitialMs ?? 1_000;
    this.#backoffMaxMs = options.backoffMaxMs ?? 30_000;
    this.#healthyMs = options.healthyMs ?? 60_000;
    this.#connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
    this.#random = options.random ?? Math.random;
    this.#now = options.now ?? Date.now;
    this.#log = options.log ?? consoleLog;
  }

  /** Opens the stream and answers at once; prices flow (and staleness clears) once it is open. */
  async start(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    this.#connect();
    const every = Math.max(50, Math.min(this.#silenceMs, this.#staleMs) / 2);
    this.#watchdog = setInterval(() => this.#checkSilence(), every);
    this.#watchdog.unref();
  }

  async stop(): Promise<void> {
    this.#running = false;
    clearTimeout(this.#retryTimer);
    clearInterval(this.#watchdog);
    this.#retryTimer = undefined;
    this.#watchdog = undefined;
    const socket = this.#socket;
    this.#socket = undefined;
    this.#connected = false;
    socket?.terminate();
  }

  subscribe(listener: TickListener): () => void {
    return this.#hub.subscribe(listener);
  }

  /** Stale while disconnected, before the pair's first frame, or when it has been silent too long. */
  isStale(symbol: string, now: number): boolean {
    if (!this.#connected) return true;
    const last = this.#lastFrame.get(symbol);
    return last === undefined || now - last > this.#staleMs;
  }

  /** True while the stream is open (for logs and tests). */
  get connected(): boolean {
    return this.#connected;
  }

  /** Frames skipped as malformed since start. */
  get badFrames(): number {
    return this.#badFrames;
  }

  /** The delay before reconnect attempt `attempt` (0-based): doubling, capped, with jitter. */
  backoffDelay(attempt: number): number {
    const base = Math.min(this.#backoffMaxMs, this.#backoffInitialMs * 2 ** Math.min(attempt, 30));
    // "Equal jitter": half fixed, half random, so many servers do not reconnect in step.
    return Math.round(base / 2 + (base / 2) * this.#random());
  }

  #connect() {
    if (!this.#running) return;
    const socket = new WebSocket(this.url, {
      handshakeTimeout: this.#connectTimeoutMs,
      perMessageDeflate: false,
    });
    this.#socket = socket;
    socket.on('open', () => {
      if (this.#socket !== socket) return;
      this.#connected = true;
      this.#openedAt = this.#now();
      this.#lastAnyFrame = this.#openedAt;
      // A fresh baseline: volume traded while we were away is not booked onto one tick.
      this.#volumes.clear();
      this.#log.info('exchange feed connected', { url: this.url, attempt: this.#attempt });
    });
    socket.on('message', (data, isBinary) => {
      if (this.#socket !== socket) return;
      this.#onFrame(isBinary ? undefined : rawText(data));
    });
    socket.on('error', (error) => {
      // 'close' follows and schedules the retry; an error must never crash the process.
      if (this.#socket === socket)
        this.#log.warn('exchange feed socket error', { error: error.message });
    });
    socket.on('close', (code) => {
      if (this.#socket !== socket) return;
      this.#onClose(code);
    });
  }

  #onClose(code: number) {
    const wasConnected = this.#connected;
    this.#connected = false;
    this.#socket = undefined;
    if (!this.#running) return;
    if (wasConnected && this.#now() - this.#openedAt >= this.#healthyMs) this.#attempt = 0;
    const delay = this.backoffDelay(this.#attempt);
    this.#attempt++;
    this.#log.warn('exchange feed disconnected; prices are stale until it reconnects', {
      code,
      retryInMs: delay,
      attempt: this.#attempt,
    });
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      this.#connect();
    }, delay);
    this.#retryTimer.unref();
  }

  /** A connection that sends nothing for `silenceMs` is dropped and reopened. */
  #checkSilence() {
    if (!this.#connected || !this.#socket) return;
    if (this.#now() - this.#lastAnyFrame > this.#silenceMs) {
      this.#log.warn('exchange feed silent; reconnecting', {
        silentMs: this.#now() - this.#lastAnyFrame,
      });
      this.#socket.terminate();
    }
  }

  #onFrame(raw: string | undefined) {
    if (!this.#connected) return;
    const now = this.#now();
    this.#lastAnyFrame = now;
    const parsed = raw === undefined ? { error: 'binary frame' } : parseMiniTicker(raw);
    if (parsed === null) return;
    if ('error' in parsed) {
      this.#skip(parsed.error, raw);
      return;
    }
    const pair = this.#pairs.get(parsed.symbol);
    if (!pair) return;
    const volume = toMoney(parsed.baseVolume);
    const previous = this.#volumes.get(parsed.symbol);
    this.#volumes.set(parsed.symbol, volume);
    const delta = previous && volume.greaterThan(previous) ? volume.minus(previous) : toMoney(0);
    this.#lastFrame.set(pair, now);
    this.#hub.emit({
      symbol: pair,
      price: toMoney(parsed.close).toFixed(),
      volume: delta.toFixed(),
      time: parsed.time,
    });
  }

  /** Logs a skipped frame, at most every 10 s, with the count since the last log. */
  #skip(reason: string, raw: string | undefined) {
    this.#badFrames++;
    const now = this.#now();
    if (now - this.#lastBadLog < 10_000) return;
    this.#lastBadLog = now;
    this.#log.warn('exchange feed skipped a bad frame', {
      reason,
      sample: raw?.slice(0, 200),
      skippedTotal: this.#badFrames,
    });
  }
}

function rawText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
