import { createCipheriv, createHmac } from 'node:crypto';

import { decimalsOf, type Instrument } from './instruments.js';
import { mix32 } from './prng.js';

const SECONDS_PER_DAY = 86_400;
/** The walk is anchored at 2024-01-01 00:00 UTC (day 19723 of the Unix epoch). */
export const SIM_EPOCH_DAY = 19_723;
/** Daily pull of the log price back towards the centre, so decades of simulation stay plausible. */
const MEAN_REVERSION = 0.02;
/** Bytes of keystream per standard normal: two 32-bit uniforms. */
const BYTES_PER_NORMAL = 8;
const ZERO_BLOCK = Buffer.alloc(16);

/** A standard normal from two 32-bit uniforms (Box-Muller); `u1` is shifted into (0, 1] so log is finite. */
function normal(u1: number, u2: number): number {
  return (
    Math.sqrt(-2 * Math.log((u1 + 1) / 4294967296)) * Math.cos((2 * Math.PI * u2) / 4294967296)
  );
}

/** HMAC-SHA256 of `label` under `key`. */
const hmac = (key: Buffer | string, label: string) =>
  createHmac('sha256', key).update(label).digest();

/** One simulated minute: prices and volume as decimal strings, `open_time` in ms. */
export interface SimCandle {
  open_time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** Formats an integer count of 10^-decimals units, e.g. (123456, 2) → "1234.56". */
export function formatUnits(units: number, decimals: number): string {
  const sign = units < 0 ? '-' : '';
  const digits = String(Math.abs(units)).padStart(decimals + 1, '0');
  if (decimals === 0) return sign + digits;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * The simulated market of one instrument: a pure function of (seed, symbol, second).
 *
 * Every random number comes from a keyed cipher (AES-256-CTR under per-day keys derived from the
 * seed with HMAC-SHA256), so prices already published say nothing about prices to come: without
 * the seed the next second is as unknowable as a real market's (issue #11). With the seed, which
 * is revealed when its epoch ends, anyone can recompute every price.
 *
 * The log price is a Brownian motion sampled once a second: day boundaries follow a
 * mean-reverting random walk with the instrument's daily volatility, and each day is filled in
 * by Brownian-bridge bisection keyed by (day, second). Any second can be evaluated on its own in
 * about 17 steps, and a whole day in one pass gives bit-identical values, so 30 days of history
 * and the live ticks are one continuous series.
 */
export class SimWalk {
  readonly #key: Buffer;
  readonly #sigmaDay: number;
  readonly #sigma2Second: number;
  readonly #tick: number;
  readonly #tickUnits: number;
  readonly #priceDecimals: number;
  readonly #volumeScale: number;
  /** Day anchors from SIM_EPOCH_DAY on, computed once. */
  readonly #anchors: number[] = [0];
  /** The last whole day filled (minute candles, and live ticks of that day, read from it). */
  #filled: { day: number; x: Float64Array } | undefined;
  /** Ticks asked for a day that is not the filled one, in a row. */
  #misses = { day: -1, count: 0 };

  constructor(
    readonly seed: string,
    readonly symbol: string,
    readonly instrument: Instrument,
  ) {
    this.#key = hmac(seed, `walk:${symbol}`);
    this.#sigmaDay = instrument.dailyVolatility;
    this.#sigma2Second =
      (instrument.dailyVolatility * instrument.dailyVolatility) / SECONDS_PER_DAY;
    this.#tick = Number(instrument.tickSize);
    this.#priceDecimals = decimalsOf(instrument.tickSize);
    this.#tickUnits = Math.round(this.#tick * 10 ** this.#priceDecimals);
    this.#volumeScale = 10 ** instrument.amountDecimals;
  }

  /** Log price (relative to the centre price) at 00:00 UTC of Unix day `day`. */
  anchor(day: number): number {
    const index = day - SIM_EPOCH_DAY;
    if (index <= 0) return 0;
    while (this.#anchors.length <= index) {
      const d = this.#anchors.length - 1;
      const previous = this.#anchors[d]!;
      const bytes = hmac(this.#key, `anchor:${d}`);
      const z = normal(bytes.readUInt32BE(0), bytes.readUInt32BE(4));
      this.#anchors.push(previous * (1 - MEAN_REVERSION) + this.#sigmaDay * z);
    }
    return this.#anchors[index]!;
  }

  #bridge(lo: number, hi: number, xlo: number, xhi: number, mid: number, z: number): number {
    const span = hi - lo;
    const mean = (xlo * (hi - mid) + xhi * (mid - lo)) / span;
    const sd = Math.sqrt((this.#sigma2Second * (mid - lo) * (hi - mid)) / span);
    return mean + sd * z;
  }

  #dayKeys = new Map<string, Buffer>();

  /** The cipher key of one (purpose, day), e.g. ("bridge", 20000). */
  #dayKey(purpose: 'bridge' | 'volume', day: number): Buffer {
    const label = `${purpose}:${day}`;
    let key = this.#dayKeys.get(label);
    if (!key) {
      key = hmac(this.#key, label);
      if (this.#dayKeys.size > 64) this.#dayKeys.clear();
      this.#dayKeys.set(label, key);
    }
    return key;
  }

  /** The keystream of `purpose` on `day` from byte `offset` (a multiple of 16), `length` bytes. */
  #keystream(purpose: 'bridge' | 'volume', day: number, offset: number, length: number): Buffer {
    const iv = Buffer.alloc(16);
    iv.writeUInt32BE(offset / 16, 12);
    const cipher = createCipheriv('aes-256-ctr', this.#dayKey(purpose, day), iv);
    return cipher.update(length === 16 ? ZERO_BLOCK : Buffer.alloc(length));
  }

  /** The standard normal of the bisection point `mid` of `day`, read on its own. */
  #normalAt(day: number, mid: number): number {
    const byte = mid * BYTES_PER_NORMAL;
    const block = this.#keystream('bridge', day, byte - (byte % 16), 16);
    const at = byte % 16;
    return normal(block.readUInt32BE(at), block.readUInt32BE(at + 4));
  }

  /** Log price at Unix second `second`. */
  logPriceAt(second: number): number {
    const day = Math.floor(second / SECONDS_PER_DAY);
    const offset = second - day * SECONDS_PER_DAY;
    let lo = 0;
    let hi = SECONDS_PER_DAY;
    let xlo = this.anchor(day);
    let xhi = this.anchor(day + 1);
    if (offset === 0) return xlo;
    for (;;) {
      const mid = (lo + hi) >>> 1;
      const xm = this.#bridge(lo, hi, xlo, xhi, mid, this.#normalAt(day, mid));
      if (offset === mid) return xm;
      if (offset < mid) {
        hi = mid;
        xhi = xm;
      } else {
        lo = mid;
        xlo = xm;
      }
    }
  }

  /** Log prices of every second of Unix day `day` (86,401 values, both midnights included). */
  fillDay(day: number): Float64Array {
    const stream = this.#keystream('bridge', day, 0, SECONDS_PER_DAY * BYTES_PER_NORMAL);
    const x = new Float64Array(SECONDS_PER_DAY + 1);
    x[0] = this.anchor(day);
    x[SECONDS_PER_DAY] = this.anchor(day + 1);
    // Depth-first bisection with a fixed stack: at most 2 entries per level of 17.
    const stack = new Int32Array(128);
    let top = 0;
    stack[top++] = 0;
    stack[top++] = SECONDS_PER_DAY;
    while (top > 0) {
      const hi = stack[--top]!;
      const lo = stack[--top]!;
      if (hi - lo < 2) continue;
      const mid = (lo + hi) >>> 1;
      const at = mid * BYTES_PER_NORMAL;
      x[mid] = this.#bridge(
        lo,
        hi,
        x[lo]!,
        x[hi]!,
        mid,
        normal(stream.readUInt32BE(at), stream.readUInt32BE(at + 4)),
      );
      stack[top++] = lo;
      stack[top++] = mid;
      stack[top++] = mid;
      stack[top++] = hi;
    }
    return x;
  }

  /** The day's log prices, filled once and kept while seconds of that day are asked for. */
  #day(day: number): Float64Array {
    if (this.#filled?.day !== day) this.#filled = { day, x: this.fillDay(day) };
    return this.#filled.x;
  }

  /** Price in ticks (an integer ≥ 1) for a log price. */
  #ticks(logPrice: number): number {
    return Math.max(1, Math.round((this.instrument.startPrice * Math.exp(logPrice)) / this.#tick));
  }

  #price(ticks: number): string {
    return formatUnits(ticks * this.#tickUnits, this.#priceDecimals);
  }

  #volumeSeeds = new Map<number, number>();

  /** The 32-bit seed of a day's volumes (volumes decide nothing; a cheap mix is enough for them). */
  #volumeSeed(day: number): number {
    let seed = this.#volumeSeeds.get(day);
    if (seed === undefined) {
      seed = this.#dayKey('volume', day).readUInt32BE(0);
      if (this.#volumeSeeds.size > 64) this.#volumeSeeds.clear();
      this.#volumeSeeds.set(day, seed);
    }
    return seed;
  }

  /** Traded quantity in 10^-amountDecimals units during second `offset` of a day with `daySeed`. */
  #volumeUnits(daySeed: number, offset: number): number {
    const u = mix32(daySeed ^ offset) / 4294967296;
    return Math.round(this.instrument.volumePerSecond * (0.25 + 1.5 * u) * this.#volumeScale);
  }

  /**
   * The tick of Unix second `second`: the same answer every time, on every node. `offset` shifts
   * the log price (a later seed epoch continues from where the previous one ended).
   */
  tickAt(
    second: number,
    offset = 0,
  ): { symbol: string; price: string; volume: string; time: number } {
    const day = Math.floor(second / SECONDS_PER_DAY);
    // The filled day when it is this one; else the second on its own (the same value, tested),
    // until a day has been asked for long enough to fill it: live ticks do not refill today
    // every second while the backfill walks through older days.
    if (this.#filled?.day !== day && this.#misses.day === day && ++this.#misses.count > 120)
      this.#day(day);
    else if (this.#misses.day !== day) this.#misses = { day, count: 1 };
    const logPrice =
      this.#filled?.day === day
        ? this.#filled.x[second - day * SECONDS_PER_DAY]!
        : this.logPriceAt(second);
    return {
      symbol: this.symbol,
      price: this.#price(this.#ticks(logPrice + offset)),
      volume: formatUnits(
        this.#volumeUnits(this.#volumeSeed(day), second - day * SECONDS_PER_DAY),
        this.instrument.amountDecimals,
      ),
      time: second * 1000,
    };
  }

  /**
   * The 1-minute candles of Unix day `day` from minute `fromMinute` (0-1439) up to, not
   * including, `toMinute`: exactly what the live ticks of those seconds would have built.
   */
  minuteCandles(day: number, fromMinute = 0, toMinute = 1440, offset = 0): SimCandle[] {
    const x = this.#day(day);
    const volumeSeed = this.#volumeSeed(day);
    const candles: SimCandle[] = [];
    const dayStartSecond = day * SECONDS_PER_DAY;
    for (let m = fromMinute; m < toMinute; m++) {
      const first = m * 60;
      // Ticks are monotonic in the log price, so only four prices per minute need converting.
      let high = x[first]! + offset;
      let low = high;
      let volume = 0;
      for (let s = first; s < first + 60; s++) {
        const v = x[s]! + offset;
        if (v > high) high = v;
        if (v < low) low = v;
        volume += this.#volumeUnits(volumeSeed, s);
      }
      candles.push({
        open_time: (dayStartSecond + first) * 1000,
        open: this.#price(this.#ticks(x[first]! + offset)),
        high: this.#price(this.#ticks(high)),
        low: this.#price(this.#ticks(low)),
        close: this.#price(this.#ticks(x[first + 59]! + offset)),
        volume: formatUnits(volume, this.instrument.amountDecimals),
      });
    }
    return candles;
  }
}
