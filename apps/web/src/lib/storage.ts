import { H5_STORAGE_VERSION, STORAGE_KEYS } from '@meridian/contract';

/** Device storage (SPEC.md §3). Values are JSON so numbers and objects survive a reload. */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS] | WebStorageKey;

/**
 * Keys this web app adds beyond SPEC.md §3: the "stay logged in" preference of the security page,
 * the ids of home pop-ups the user closed and the last site config (so the home header and the
 * demo banner show at once). They live under the same version rule, so a storage reset clears them too.
 */
export const WEB_STORAGE_KEYS = {
  stayLoggedIn: 'stayLoggedIn',
  closedPopups: 'closedPopups',
  siteConfig: 'siteConfig',
  /** The futures ticket's last leverage and stake per user and pair. */
  tradeSizing: 'tradeSizing',
  /** The chart period the user last chose, one for every chart of the app. */
  chartPeriod: 'chartPeriod',
  /** The trade tab's product per user id ("guest" before login). */
  tradeProduct: 'tradeProduct',
  /** 'green-up' or 'red-up' when the user chose; absent follows the account, then the language. */
  priceColours: 'priceColours',
  /** The last quotation rows the app received and when, for the offline shell (issue #21). */
  lastPrices: 'lastPrices',
} as const;
type WebStorageKey = (typeof WEB_STORAGE_KEYS)[keyof typeof WEB_STORAGE_KEYS];

function backend(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Private mode in some browsers throws on access; the app then runs without persistence.
    return null;
  }
}

export function readStorage<T>(key: StorageKey): T | null {
  const raw = backend()?.getItem(key);
  if (raw === null || raw === undefined) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    // Values written by older builds may be bare strings.
    return raw as unknown as T;
  }
}

export function writeStorage(key: StorageKey, value: unknown): void {
  try {
    backend()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota errors leave the previous value; nothing on screen depends on the write succeeding.
  }
}

export function removeStorage(...keys: StorageKey[]): void {
  const store = backend();
  for (const key of keys) store?.removeItem(key);
}

/**
 * Storage is cleared once when the stored h5Version is below 1 (or missing), then set to 1
 * (SPEC.md §4). Returns true when it cleared.
 */
export function migrateStorage(): boolean {
  const version = Number(readStorage<number | string>(STORAGE_KEYS.h5Version) ?? 0);
  if (Number.isFinite(version) && version >= H5_STORAGE_VERSION) return false;
  backend()?.clear();
  writeStorage(STORAGE_KEYS.h5Version, H5_STORAGE_VERSION);
  return true;
}
