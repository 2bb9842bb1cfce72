import fs from 'node:fs';

import { isDecimalString } from '@meridian/contract';

import { TickHub, type MarketFeed, type Tick, type TickListener } from './feed.js';

/**
 * Reads recorded ticks: JSON lines (`{"symbol":"BTC/USDT","price":"65000.1","volume":"0.5","time":1717200000000}`)
 * or CSV (`symbol,price,volume,time`, header optional). Ticks are sorted by time; a bad line
 * throws naming its number.
 */
/** A field as text: a string or number as written, a missing one as `fallback`, else '' (invalid). */
function textOf(value: unknown, fallback: string): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return value === undefined || value === null ? fallback : '';
}

export function parseTicks(text: string): Tick[] {
  const ticks: Tick[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || /^symbol\s*,/i.test(line)) return;
    let fields: Record<string, unknown>;
    if (line.startsWith('{')) {
      try {
        fields = JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`replay line ${index + 1}: not JSON`);
      }
    } else {
      const [symbol, price, volume, time] = line.split(',').map((f) => f.trim());
      fields = { symbol, price, volume, time };
    }
    const symbol = textOf(fields.symbol, '');
    const price = textOf(fields.price, '');
    const volume = textOf(fields.volume, '0');
    const time = Number(fields.time);
    if (
      !/^[A-Z0-9]+\/[A-Z0-9]+$/.test(symbol) ||
      !isDecimalString(price, 18) ||
      Number(price) <= 0 ||
      !isDecimalString(volume, 18) ||
      !Number.isSafeInteger(time) ||
      time < 0
    ) {
      throw new Error(
        `replay line ${index + 1}: expected symbol, positive price, volume and time (ms)`,
      );
    }
    ticks.push({ symbol, price, volume, time });
  });
  return ticks.sort((a, b) => a.time - b.time);
}

export interface ReplayFeedOptions {
  ticks: Tick[];
  /**
   * `recorded`: ticks keep their recorded spacing, shifted so the first plays now (the default
   * for MARKET_FEED=replay:<file>). `manual`: nothing plays until `playNext()`/`playAll()` (tests
   * drive exact price paths with recorded times).
   */
  pace: 'recorded' | 'manual';
  now?: () => number;
}

/** MARKET_FEED=replay:<file>: plays recorded ticks once; labelled simulated. */
export class ReplayFeed implements MarketFeed {
  readonly name: string = 'replay';
  readonly simulated: boolean = true;
  readonly symbols: readonly string[];
  readonly #ticks: Tick[];
  readonly #pace: 'recorded' | 'manual';
  readonly #now: () => number;
  readonly #hub = new TickHub();
  #next = 0;
  #timer: NodeJS.Timeout | undefined;
  #offset = 0;

  constructor(options: ReplayFeedOptions) {
    this.#ticks = [...options.ticks].sort((a, b) => a.time - b.time);
    this.symbols = [...new Set(this.#ticks.map((t) => t.symbol))];
    this.#pace = options.pace;
    this.#now = options.now ?? Date.now;
  }

  static fromFile(file: string): ReplayFeed {
    return new ReplayFeed({ ticks: parseTicks(fs.readFileSync(file, 'utf8')), pace: 'recorded' });
  }

  async start(): Promise<void> {
    if (this.#pace === 'manual' || this.#timer || this.#ticks.length === 0) return;
    this.#offset = this.#now() - this.#ticks[0]!.time;
    this.#schedule();
  }

  #schedule() {
    const tick = this.#ticks[this.#next];
    if (!tick) return;
    this.#timer = setTimeout(
      () => {
        this.#timer = undefined;
        while (
          this.#ticks[this.#next] &&
          this.#ticks[this.#next]!.time + this.#offset <= this.#now()
        )
          this.playNext();
        this.#schedule();
      },
      Math.max(0, tick.time + this.#offset - this.#now()),
    );
    this.#timer.unref();
  }

  /** Plays the next recorded tick; answers it, or undefined at the end. */
  playNext(): Tick | undefined {
    const recorded = this.#ticks[this.#next];
    if (!recorded) return undefined;
    this.#next++;
    const tick = { ...recorded, time: recorded.time + this.#offset };
    this.#hub.emit(tick);
    return tick;
  }

  /** Plays a tick that was not recorded in advance, now (tests drive price paths with it). */
  push(tick: Tick): void {
    this.#hub.emit(tick);
  }

  /** Plays every remaining tick. */
  playAll(): number {
    let n = 0;
    while (this.playNext()) n++;
    return n;
  }

  async stop(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  subscribe(listener: TickListener): () => void {
    return this.#hub.subscribe(listener);
  }

  isStale(symbol: string, now: number): boolean {
    const last = this.#hub.lastReceivedAt(symbol);
    return last === undefined || now - last > 60_000 || this.#next >= this.#ticks.length;
  }
}
