import path from 'node:path';

/** Every environment variable the server reads, parsed once, with defaults (ARCHITECTURE.md). */
export interface Config {
  port: number;
  host: string;
  /** `postgres://…` uses pg; `memory://` an in-memory PGlite; unset PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  marketFeed: string;
  /**
   * MARKET_SEED: a public seed for the simulated market (tests, reproducible demos; the quotes
   * say so). Unset: a random secret seed per installation, its hash published (seed-epochs.ts).
   */
  marketSeed: string | undefined;
  /**
   * MARKET_PRICE_TOLERANCE_SECONDS (3): no order is placed, filled or settled, and no price
   * quoted as live, on a tick older than this; a settlement uses a tick at most this long
   * before its instant, or is voided and refunded.
   */
  marketPriceToleranceSeconds: number;
  /** MARKET_FEED_STALE_SECONDS (10): a live feed's pair is stale after this long without a frame. */
  marketStaleSeconds: number;
  /** MARKET_TICK_RETENTION_HOURS (72): older ticks are deleted; 0 keeps them. */
  marketTickRetentionHours: number;
  /** MARKET_CANDLE_RETENTION_DAYS (0 = keep): older 1-minute candles are deleted. */
  marketCandleRetentionDays: number;
  /** MARKET_BACKFILL_DAYS (30): days of 1-minute history the sim feed fills in at start. */
  marketBackfillDays: number;
  demo: boolean;
  publicUrl: string | undefined;
  logLevel: string;
  tokenTtlDays: number;
  uploadDir: string;
  uploadMaxBytes: number;
  webDistDir: string;
  /** 64 hex digits sealing operators' and users' TOTP keys; unset, a key file beside the data (`totpKeyFile`). */
  totpKey: string | undefined;
  totpKeyFile: string;
  /** The built operator console, served at /admin/ (issue #15). */
  consoleDistDir: string;
  /** Trust X-Forwarded-For from a proxy in front (needed for per-IP limits behind one). */
  trustProxy: boolean;
  /** Web Push: also accept `http://127.0.0.1` endpoints (tests only; real push services are https). */
  pushAllowLoopback: boolean;
  /**
   * MAP_TILE_URL: the map tiles' URL template (`{z}/{x}/{y}`, `{s}` for a subdomain), loaded by
   * the two map screens; its origin joins the content security policy's img-src.
   */
  mapTileUrl: string;
  /** MAP_TILE_ATTRIBUTION and MAP_TILE_ATTRIBUTION_URL: the credit the tile server asks for. */
  mapTileAttribution: string;
  mapTileAttributionUrl: string;
  /** MAP_MAX_ZOOM (19): the deepest zoom the tile server serves. */
  mapMaxZoom: number;
  /**
   * GEOCODER_URL: a Nominatim-compatible geocoder (`<url>/search`, `<url>/reverse`) the server
   * asks for place searches; unset, or when it fails, a built-in list of world cities answers.
   */
  geocoderUrl: string | undefined;
}

function parseBool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function parseIntOr(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

/** OpenStreetMap's standard tiles (their usage policy asks for the attribution below). */
const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const embedded = !databaseUrl || databaseUrl.startsWith('memory://');
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port: parseIntOr(env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    dataDir,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Meridian <no-reply@meridian.local>',
    marketFeed: env.MARKET_FEED || 'sim',
    marketSeed: env.MARKET_SEED || undefined,
    marketPriceToleranceSeconds: parseIntOr(env.MARKET_PRICE_TOLERANCE_SECONDS, 3),
    marketStaleSeconds: parseIntOr(env.MARKET_FEED_STALE_SECONDS, 10),
    marketTickRetentionHours: parseIntOr(env.MARKET_TICK_RETENTION_HOURS, 72),
    marketCandleRetentionDays: parseIntOr(env.MARKET_CANDLE_RETENTION_DAYS, 0),
    marketBackfillDays: parseIntOr(env.MARKET_BACKFILL_DAYS, 30),
    demo: parseBool(env.DEMO, embedded),
    publicUrl: env.PUBLIC_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    tokenTtlDays: parseIntOr(env.TOKEN_TTL_DAYS, 30),
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    uploadMaxBytes: parseIntOr(env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024),
    webDistDir: path.resolve(
      env.WEB_DIST_DIR || new URL('../../web/dist', import.meta.url).pathname,
    ),
    totpKey: env.TOTP_KEY || undefined,
    totpKeyFile: path.join(dataDir, 'totp.key'),
    consoleDistDir: path.resolve(
      env.CONSOLE_DIST_DIR || new URL('../../console/dist', import.meta.url).pathname,
    ),
    trustProxy: parseBool(env.TRUST_PROXY, false),
    pushAllowLoopback: parseBool(env.PUSH_ALLOW_LOOPBACK, false),
    mapTileUrl: env.MAP_TILE_URL || DEFAULT_TILE_URL,
    // The default tiles' own credit; another tile server brings its own.
    mapTileAttribution:
      env.MAP_TILE_ATTRIBUTION ?? (env.MAP_TILE_URL ? '' : '© OpenStreetMap contributors'),
    mapTileAttributionUrl:
      env.MAP_TILE_ATTRIBUTION_URL ??
      (env.MAP_TILE_URL ? '' : 'https://www.openstreetmap.org/copyright'),
    mapMaxZoom: Math.min(22, Math.max(1, parseIntOr(env.MAP_MAX_ZOOM, 19))),
    geocoderUrl: env.GEOCODER_URL?.replace(/\/+$/, '') || undefined,
  };
}
