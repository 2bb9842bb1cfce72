import { useSyncExternalStore } from 'react';
import {
  DEFAULT_FIAT,
  FIATS,
  STORAGE_KEYS,
  TIMING,
  type Fiat,
  type FiatRatesView,
} from '@meridian/contract';

import { api } from './api-client';
import { readStorage, writeStorage } from './storage';

/** Where the web host publishes fiat rates (SPEC.md §7): plain JSON, not an envelope. */
export const RATES_URL = `${import.meta.env.BASE_URL}rates.json`;

export type FiatRate = FiatRatesView['rates'][number];

export const FIAT_SYMBOLS: Record<Fiat, string> = {
  USD: '$',
  CNY: '¥',
  GBP: '£',
  HKD: 'HK$',
  JPY: '¥',
  EUR: '€',
  AED: 'AED ',
  THB: '฿',
  PHP: '₱',
  SGD: 'S$',
  VND: '₫',
};

/** Decimals a fiat is written with (ISO 4217 via Intl): 2 for most, 0 for JPY and VND. */
export function fiatDecimals(fiat: Fiat): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency: fiat }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

export function isFiat(value: unknown): value is Fiat {
  return typeof value === 'string' && (FIATS as readonly string[]).includes(value);
}

const listeners = new Set<() => void>();
let fiatSnapshot: Fiat = readFiat();
let ratesSnapshot: FiatRate[] = readRates();

function readFiat(): Fiat {
  const stored = readStorage<string>(STORAGE_KEYS.fiat);
  return isFiat(stored) ? stored : DEFAULT_FIAT;
}

function readRates(): FiatRate[] {
  const stored = readStorage<FiatRate[]>(STORAGE_KEYS.fiats);
  return Array.isArray(stored) ? stored : [];
}

function publish(): void {
  fiatSnapshot = readFiat();
  ratesSnapshot = readRates();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-reads storage, e.g. after the version migration cleared it. */
export function reloadFiat(): void {
  publish();
}

export function getFiat(): Fiat {
  return fiatSnapshot;
}

/** Remembers the display fiat on this device (storage key `fiat`, default USD). */
export function setFiat(fiat: Fiat): void {
  writeStorage(STORAGE_KEYS.fiat, fiat);
  publish();
}

/** The rate from USD to `fiat`; USD is 1 (SPEC.md §9). Null when not loaded. */
export function rateFor(fiat: Fiat, rates: FiatRate[] = ratesSnapshot): string | null {
  if (fiat === 'USD') return '1';
  return rates.find((r) => r.currency_code === fiat)?.rate ?? null;
}

export function useFiat(): { fiat: Fiat; rates: FiatRate[]; rate: string | null } {
  const fiat = useSyncExternalStore(subscribe, getFiat, getFiat);
  const rates = useSyncExternalStore(
    subscribe,
    () => ratesSnapshot,
    () => ratesSnapshot,
  );
  return { fiat, rates, rate: rateFor(fiat, rates) };
}

/** True when the saved rates are missing or older than 24 h (SPEC.md §7, §9). */
export function areRatesStale(now: number = Date.now()): boolean {
  const saved = Number(readStorage<number>(STORAGE_KEYS.saveFiatsTime));
  return (
    !Number.isFinite(saved) ||
    saved <= 0 ||
    now - saved > TIMING.fiatRefreshMs ||
    readRates().length === 0
  );
}

/**
 * Fetches the rates at launch when stale and stores them in `fiats` and `saveFiatsTime`.
 * A failure keeps whatever was saved; amounts then show without conversion.
 */
export async function refreshFiatRatesIfStale(now: number = Date.now()): Promise<boolean> {
  if (!areRatesStale(now)) return false;
  try {
    const answer = await api.getStatic<FiatRatesView>(RATES_URL);
    if (!Array.isArray(answer?.rates)) return false;
    const rates = answer.rates
      .filter(
        (r) => typeof r?.currency_code === 'string' && r.rate !== undefined && r.rate !== null,
      )
      .map((r) => ({ currency_code: r.currency_code, rate: String(r.rate) }));
    writeStorage(STORAGE_KEYS.fiats, rates);
    writeStorage(STORAGE_KEYS.saveFiatsTime, now);
    publish();
    return true;
  } catch {
    return false;
  }
}
