import { gaussianAt, hash3, hashString, mix32 } from './prng.js';
import { decimalsOf, type Instrument } from './instruments.js';

const SECONDS_PER_DAY = 86_400;
/** The walk is anchored at 2024-01-01 00:00 UTC (day 19723 of the Unix epoch). */
export const SIM_EPOCH_DAY = 19_723;
/** Daily pull of the log price back towards the centre, so decades of simulation stay plausible. */
const MEAN_REVERSION = 0.02;

const DOMAIN_ANCHOR = 0x2545f491;
const DOMAIN_BRIDGE = 0x4f1bbcdd;
const DOMAIN_VOLUME = 0x7a3c94e1;

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
 * The simulated market of one instrument: a pure function of (MARKET_SEED, symbol, second).
 *
 * The log price is a Brownian motion sampled once a second: day boundaries follow a
 * mean-reverting random walk with the instrument's daily volatility, and each day is filled in
 * by Brownian-bridge bisection keyed by (day, second). Any second can be evaluated on its own in
 * about 17 steps, and a whole day in one pass gives bit-identical values, so 30 days of history
 * and the live ticks are one continuous series.
 */
export class SimWalk {
  readonly #seed: number;
  readonly #sigmaDay: number;
  readonly #sigma2Second: number;
  readonly #tick: number;
  readonly #tickUnits: number;
  readonly #priceDecimals: number;
  readonly #volumeScale: number;
  /** Day anchors from SIM_EPOCH_DAY on, computed once. */
  readonly #anchors: number[] = [0];

  constructor(
    marketSeed: string,
    readonly symbol: string,
    readonly instrument: Instrument,
  ) {
    this.#seed = hashString(`${marketSeed}:${symbol}`);
    this.#sigmaDay = instrument.dailyVolatility;
    this.#sigma2Second = (instrument.dailyVolatility * instrument.dailyVolatility) / SECONDS_PER_DAY;
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
      const z = gaussianAt(hash3(this.#seed ^ DOMAIN_ANCHOR, d, 0));
      this.#anchors.push(previous * (1 - MEAN_REVERSION) + this.#sigmaDay * z);
    }
    return this.#anchors[index]!;
  }

  #bridge(day: number, lo: number, hi: number, xlo: number, xhi: number, mid: number): number {
    const span = hi - lo;
    const mean = (xlo * (hi - mid) + xhi * (mid - lo)) / span;
    const sd = Math.sqrt((this.#sigma2Second * (mid - lo) * (hi - mid)) / span);
    return mean + sd * gaussianAt(this.#daySeed(DOMAIN_BRIDGE, day) ^ mid);
  }

  #daySeeds = new Map<number, number>();

  /** A per-(domain, day) key, so each second needs one more mix instead of three. */
  #daySeed(domain: number, day: number): number {
    const key = domain === DOMAIN_BRIDGE ? day * 2 : day * 2 + 1;
    let seed = this.#daySeeds.get(key);
    if (seed === undefined) {
      seed = hash3(this.#seed ^ domain, day, 0);
      if (this.#daySeeds.size > 64) this.#daySeeds.clear();
      this.#daySeeds.set(key, seed);
    }
    return seed;
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
      const xm = this.#bridge(day, lo, hi, xlo, xhi, mid);
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
      x[mid] = this.#bridge(day, lo, hi, x[lo]!, x[hi]!, mid);
      stack[top++] = lo;
      stack[top++] = mid;
      stack[top++] = mid;
      stack[top++] = hi;
    }
    return x;
  }

  /** Price in ticks (an integer ≥ 1) for a log price. */
  #ticks(logPrice: number): number {
    return Math.max(1, Math.round((this.instrument.startPrice * Math.exp(logPrice)) / this.#tick));
  }

  #price(ticks: number): string {
    return formatUnits(ticks * this.#tickUnits, this.#priceDecimals);
  }

  /** Traded quantity in 10^-amountDecimals units during Unix second `second`. */
  #volumeUnits(second: number): number {
    const day = Math.floor(second / SECONDS_PER_DAY);
    const u = mix32(this.#daySeed(DOMAIN_VOLUME, day) ^ (second - day * SECONDS_PER_DAY)) / 4294967296;
    return Math.round(this.instrument.volumePerSecond * (0.25 + 1.5 * u) * this.#volumeScale);
  }

  /** The tick of Unix second `second`: the same answer every time, on every node. */
  tickAt(second: number): { symbol: string; price: string; volume: string; time: number } {
    return {
      symbol: this.symbol,
      price: this.#price(this.#ticks(this.logPriceAt(second))),
      volume: formatUnits(this.#volumeUnits(second), this.instrument.amountDecimals),
      time: second * 1000,
    };
  }

  /**
   * The 1-minute candles of Unix day `day` from minute `fromMinute` (0-1439) up to, not
   * including, `toMinute`: exactly what the live ticks of those seconds would have built.
   */
  minuteCandles(day: number, fromMinute = 0, toMinute = 1440): SimCandle[] {
    const x = this.fillDay(day);
    const candles: SimCandle[] = [];
    const dayStartSecond = day * SECONDS_PER_DAY;
    for (let m = fromMinute; m < toMinute; m++) {
      const first = m * 60;
      // Ticks are monotonic in the log price, so only four prices per minute need converting.
      let high = x[first]!;
      let low = high;
      let volume = 0;
      for (let s = first; s < first + 60; s++) {
        const v = x[s]!;
        if (v > high) high = v;
        if (v < low) low = v;
        volume += this.#volumeUnits(dayStartSecond + s);
      }
      candles.push({
        open_time: (dayStartSecond + first) * 1000,
        open: this.#price(this.#ticks(x[first]!)),
        high: this.#price(this.#ticks(high)),
        low: this.#price(this.#ticks(low)),
        close: this.#price(this.#ticks(x[first + 59]!)),
        volume: formatUnits(volume, this.instrument.amountDecimals),
      });
    }
    return candles;
  }
}
