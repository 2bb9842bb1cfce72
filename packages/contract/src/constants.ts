/** Display languages (SPEC.md §1). `en` is the default. */
export const LANGUAGES = ['en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Fiat currencies offered for display (SPEC.md §9). USD is the base, rate 1. */
export const FIATS = [
  'USD',
  'CNY',
  'GBP',
  'HKD',
  'JPY',
  'EUR',
  'AED',
  'THB',
  'PHP',
  'SGD',
  'VND',
] as const;
export type Fiat = (typeof FIATS)[number];
export const DEFAULT_FIAT: Fiat = 'USD';

/** Asset accounts (SPEC.md §1): id and wire name. */
export const ACCOUNT_TYPES = { legal: 1, change: 2, lever: 3, micro: 4 } as const;
export type AccountName = keyof typeof ACCOUNT_TYPES;

/** Device storage keys (SPEC.md §3). */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  lang: 'lang',
  fiat: 'fiat',
  fiats: 'fiats',
  saveFiatsTime: 'saveFiatsTime',
  h5Version: 'h5Version',
} as const;

/** Timing and size constants (SPEC.md §9). */
export const TIMING = {
  toastMs: 1500,
  loginRedirectMs: 1200,
  pageChunkTimeoutMs: 120_000,
  lazyPageDelayMs: 200,
  requestTimeoutMs: 60_000,
  loadingIndicatorMs: 800,
  debounceMs: 500,
  fiatRefreshMs: 24 * 60 * 60 * 1000,
  codeResendSeconds: 60,
} as const;

export const APP_VERSION = '0.8.1';
export const H5_STORAGE_VERSION = 1;
export const RANDOM_ID_LENGTH = 32;

/** Verification codes (PRODUCT-RULES.md §2). */
export const CODE_RULES = {
  length: 6,
  ttlMs: 10 * 60 * 1000,
  maxTries: 5,
  resendMs: 60 * 1000,
} as const;

/** Colours (SPEC.md §9). */
export const COLORS = {
  up: '#28ba98',
  down: '#F04A5A',
  gold: '#d4ba83',
  flat: '#8a8f99',
} as const;
