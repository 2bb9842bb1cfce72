import type { QuotationView } from '@meridian/contract';

import { readStorage, WEB_STORAGE_KEYS, writeStorage } from '../../../lib/storage';

/**
 * The last quotation rows this device received, with the time they arrived. The offline shell
 * shows them with their age; nothing else reads them, so a stored price is never shown as current.
 */
export interface LastPrices {
  /** Epoch milliseconds when the rows arrived. */
  savedAt: number;
  rows: QuotationView[];
}

/** Rows arrive every second while the socket runs; the store writes at most this often. */
export const LAST_PRICES_INTERVAL_MS = 5_000;

/** How many rows are kept (in the server's order): the home list and more. */
export const LAST_PRICES_MAX_ROWS = 50;

let lastWrite = 0;

/**
 * Stores `rows` as the last prices seen at `now`, unless none has a price or the previous write
 * is under LAST_PRICES_INTERVAL_MS old. Returns whether it wrote.
 */
export function saveLastPrices(rows: readonly QuotationView[], now: number = Date.now()): boolean {
  if (!rows.some((row) => row.now_price !== null)) return false;
  if (now - lastWrite < LAST_PRICES_INTERVAL_MS && now >= lastWrite) return false;
  lastWrite = now;
  const value: LastPrices = { savedAt: now, rows: rows.slice(0, LAST_PRICES_MAX_ROWS) };
  writeStorage(WEB_STORAGE_KEYS.lastPrices, value);
  return true;
}

/** The stored last prices, or null when none were stored or the value is not a price list. */
export function readLastPrices(): LastPrices | null {
  const value = readStorage<Partial<LastPrices>>(WEB_STORAGE_KEYS.lastPrices);
  if (!value || typeof value !== 'object') return null;
  const { savedAt, rows } = value;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt) || !Array.isArray(rows)) return null;
  return { savedAt, rows };
}

/** Lets a test start from a store that has never written. */
export function resetLastPricesThrottle(): void {
  lastWrite = 0;
}

/** How old stored prices are, in the unit the banner says it in. */
export type PriceAge =
  | { unit: 'now' }
  | { unit: 'minutes'; n: number }
  | { unit: 'hours'; n: number }
  | { unit: 'days'; n: number };

/**
 * The age of prices saved at `savedAt`, seen at `now`: under a minute is "just now" (a clock
 * set back also counts as now), then whole minutes, hours and days, always rounded down, so the
 * age shown is never younger than the truth by more than the unit.
 */
export function priceAge(savedAt: number, now: number): PriceAge {
  const minutes = Math.floor(Math.max(0, now - savedAt) / 60_000);
  if (minutes < 1) return { unit: 'now' };
  if (minutes < 60) return { unit: 'minutes', n: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', n: hours };
  return { unit: 'days', n: Math.floor(hours / 24) };
}

/** True when `savedAt` and `now` fall on different calendar days in the device's time zone. */
export function isAnotherDay(savedAt: number, now: number): boolean {
  return new Date(savedAt).toDateString() !== new Date(now).toDateString();
}
