import { useSyncExternalStore } from 'react';

import { readStorage, writeStorage, type StorageKey } from '../../../lib/storage';

/**
 * A visitor's favourite pairs, kept on this device by symbol (a logged-in user's live on the
 * server, GET /optional/list). The key is this feature's own; a storage reset clears it too.
 */
const KEY = 'marketFavourites' as StorageKey;
/** At most this many; more than the listed pairs would only be stale symbols. */
const LIMIT = 100;

const listeners = new Set<() => void>();
let snapshot: string[] = read();

function read(): string[] {
  const stored = readStorage<unknown>(KEY);
  return Array.isArray(stored) ? stored.filter((s): s is string => typeof s === 'string') : [];
}

function publish(next: string[]): void {
  writeStorage(KEY, next);
  snapshot = read();
  for (const listener of listeners) listener();
}

export function localFavourites(): string[] {
  return snapshot;
}

/** Re-reads the device (tests, or after a storage reset). */
export function reloadLocalFavourites(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

/** Forgets the device's list (once it has moved to the user's account). */
export function clearLocalFavourites(): void {
  publish([]);
}

/** Adds `symbol` when missing, removes it when present; answers whether it is now a favourite. */
export function toggleLocalFavourite(symbol: string): boolean {
  const has = snapshot.includes(symbol);
  publish(has ? snapshot.filter((s) => s !== symbol) : [...snapshot, symbol].slice(-LIMIT));
  return !has;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocalFavourites(): string[] {
  return useSyncExternalStore(subscribe, localFavourites, localFavourites);
}
