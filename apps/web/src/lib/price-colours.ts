import { useSyncExternalStore } from 'react';
import { defaultPriceColours, PRICE_COLOURS, type PriceColours } from '@meridian/contract';

import { currentLanguage, i18next } from './i18n';
import { getSession, subscribeSession } from './session';
import { readStorage, removeStorage, WEB_STORAGE_KEYS, writeStorage } from './storage';

/**
 * Which colour a rise is drawn in (#21 item 10): the choice made on this device, else the
 * account's, else the language's default (red-up for zh and hk). It is one attribute on <html>;
 * tokens.css swaps --up and --down under it, so every screen follows without knowing.
 */
const listeners = new Set<() => void>();

const isPriceColours = (value: unknown): value is PriceColours =>
  (PRICE_COLOURS as readonly unknown[]).includes(value);

/** The choice made on this device, or null to follow the account and the language. */
export function chosenPriceColours(): PriceColours | null {
  const stored = readStorage<string>(WEB_STORAGE_KEYS.priceColours);
  if (isPriceColours(stored)) return stored;
  const account = getSession().user?.price_colours;
  return isPriceColours(account) ? account : null;
}

export function priceColours(): PriceColours {
  return chosenPriceColours() ?? defaultPriceColours(currentLanguage());
}

function apply(): void {
  if (typeof document !== 'undefined') {
    document.documentElement.dataset.priceColours = priceColours();
  }
  for (const listener of listeners) listener();
}

/** Remembers the choice on this device (null: back to the language's default) and applies it. */
export function setPriceColours(next: PriceColours | null): void {
  if (next) writeStorage(WEB_STORAGE_KEYS.priceColours, next);
  else removeStorage(WEB_STORAGE_KEYS.priceColours);
  apply();
}

/** Applies the colours now and again whenever the language or the logged-in user changes. */
export function startPriceColours(): void {
  apply();
  i18next.on('languageChanged', apply);
  subscribeSession(apply);
}

export function usePriceColours(): PriceColours {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    priceColours,
    priceColours,
  );
}
