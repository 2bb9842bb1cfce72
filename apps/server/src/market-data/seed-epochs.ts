import { createHash, randomBytes } from 'node:crypto';

import type { Executor } from '../db/database.js';
import type { Instrument } from './instruments.js';
import * as repo from './market-data.repository.js';
import { SimWalk, type SimCandle } from './sim-walk.js';

/**
 * The simulated market's seeds (issue #11). An installation draws a random seed on its first
 * start and keeps it secret in its database; only `sha256(seed)` is published, with the epoch it
 * covers. A rotation starts a new epoch with a new seed at a whole minute and reveals the old
 * seed once its epoch has ended, so anyone can verify every past price and no one can compute a
 * future one. MARKET_SEED (tests, reproducible demos) replaces all this with one public seed.
 */

const MINUTE = 60_000;
const SECONDS_PER_DAY = 86_400;
const MINUTES_PER_DAY = 1440;
/** A rotation asked for now starts at least this far ahead, so every node has loaded it. */
export const ROTATION_LEAD_MS = 2 * MINUTE;

/** One seed and the instant (ms, a whole minute) from which it drives prices. */
export interface SeedEpoch {
  startsAt: number;
  seed: string;
}

/** What anyone may read about an epoch: the seed only once the epoch has ended. */
export interface PublicSeedEpoch {
  starts_at: number;
  /** Start of the next epoch, null for the current one. */
  ends_at: number | null;
  seed_hash: string;
  seed: string | null;
}

/** The published commitment of a seed: sha256 of its text, hex. */
export const seedHash = (seed: string): string => createHash('sha256').update(seed).digest('hex');

/** A new secret seed: 32 random bytes, hex. */
export const newSeed = (): string => randomBytes(32).toString('hex');

/** The epochs of this installation, creating the first one on a first start. */
export async function ensureSeedEpochs(db: Executor): Promise<SeedEpoch[]> {
  let rows = await repo.listSeedEpochs(db);
  if (rows.length === 0) {
    const seed = newSeed();
    await repo.insertSeedEpoch(db, { starts_at: 0, seed, seed_hash: seedHash(seed) });
    rows = await repo.listSeedEpochs(db);
  }
  return rows.map((r) => ({ startsAt: r.starts_at, seed: r.seed }));
}

/**
 * Schedules a new epoch with a fresh seed at `at` (rounded up to a whole minute, and no sooner
 * than ROTATION_LEAD_MS from `now`). Answers its start and hash, or null when one already
 * starts then.
 */
export async function scheduleRotation(
  db: Executor,
  now: number,
  at = now,
): Promise<{ starts_at: number; seed_hash: string } | null> {
  const earliest = now + ROTATION_LEAD_MS;
  const startsAt = Math.ceil(Math.max(at, earliest) / MINUTE) * MINUTE;
  const seed = newSeed();
  const hash = seedHash(seed);
  const inserted = await repo.insertSeedEpoch(db, { starts_at: startsAt, seed, seed_hash: hash });
  return inserted ? { starts_at: startsAt, seed_hash: hash } : null;
}

/** 00:00 UTC of the first day of the month after `now`. */
export function nextMonthStart(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** The monthly rotation: makes sure next month's epoch exists (a repeat adds nothing). */
export async function rotateMonthly(db: Executor, now: number): Promise<void> {
  await scheduleRotation(db, now, nextMonthStart(now));
}

/** Every epoch as the public sees it at `now`: hashes always, seeds of ended epochs only. */
export async function publicSeedEpochs(db: Executor, now: number): Promise<PublicSeedEpoch[]> {
  const rows = await repo.listSeedEpochs(db);
  return rows.map((row, i) => {
    const next = rows[i + 1];
    const endsAt = next ? next.starts_at : null;
    return {
      starts_at: row.starts_at,
      ends_at: endsAt,
      seed_hash: row.seed_hash,
      seed: endsAt !== null && endsAt <= now ? row.seed : null,
    };
  });
}

/** The epoch in force at `time` (ms): the last one starting at or before it (the first covers all before). */
export function epochAt<T extends { startsAt: number }>(epochs: readonly T[], time: number): T {
  let found = epochs[0]!;
  for (const epoch of epochs) {
    if (epoch.startsAt <= time) found = epoch;
    else break;
  }
  return found;
}

interface Part {
  startsAt: number;
  walk: SimWalk;
  /** Log-price shift that makes this epoch start where the previous one ended. */
  offset: number;
}

/**
 * The simulated market of one instrument across seed epochs: each epoch's walk, shifted so that
 * the price is continuous at every rotation (the new walk starts at the old walk's price).
 */
export class EpochWalk {
  readonly #parts: Part[];

  constructor(
    readonly symbol: string,
    readonly instrument: Instrument,
    epochs: readonly SeedEpoch[],
    /** Walks of an earlier set of epochs, reused by seed (their caches are warm). */
    previous?: EpochWalk,
  ) {
    if (epochs.length === 0) throw new Error('EpochWalk needs at least one seed epoch');
    const sorted = [...epochs].sort((a, b) => a.startsAt - b.startsAt);
    this.#parts = [];
    for (const epoch of sorted) {
      const walk = previous?.walkOf(epoch.seed) ?? new SimWalk(epoch.seed, symbol, instrument);
      const before = this.#parts.at(-1);
      const second = epoch.startsAt / 1000;
      const offset = before
        ? before.walk.logPriceAt(second) + before.offset - walk.logPriceAt(second)
        : 0;
      this.#parts.push({ startsAt: epoch.startsAt, walk, offset });
    }
  }

  walkOf(seed: string): SimWalk | undefined {
    return this.#parts.find((p) => p.walk.seed === seed)?.walk;
  }

  /** The tick of Unix second `second`. */
  tickAt(second: number) {
    const part = epochAt(this.#parts, second * 1000);
    return part.walk.tickAt(second, part.offset);
  }

  /** The 1-minute candles of Unix day `day` in [fromMinute, toMinute), across epoch boundaries. */
  minuteCandles(day: number, fromMinute = 0, toMinute = MINUTES_PER_DAY): SimCandle[] {
    const dayStart = day * SECONDS_PER_DAY * 1000;
    const candles: SimCandle[] = [];
    let minute = fromMinute;
    while (minute < toMinute) {
      const part = epochAt(this.#parts, dayStart + minute * MINUTE);
      const next = this.#parts[this.#parts.indexOf(part) + 1];
      const end = next
        ? Math.min(toMinute, Math.max(minute + 1, (next.startsAt - dayStart) / MINUTE))
        : toMinute;
      candles.push(...part.walk.minuteCandles(day, minute, end, part.offset));
      minute = end;
    }
    return candles;
  }
}
