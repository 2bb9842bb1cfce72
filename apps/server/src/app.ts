import { randomUUID } from 'node:crypto';
import fs from 'node:fs';

import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type pg from 'pg';

import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { dropReferenceData } from './db/reference-cache.js';
import { loadSettings } from './db/settings.js';
import type { AppDeps } from './deps.js';
import { findAdminCaller } from './domains/admin/admin-auth.js';
import { findSession } from './domains/auth/session.service.js';
import { firstBannerImage, getFiatRates } from './domains/content/content.service.js';
import { DOMAINS } from './domains/registry.js';
import { privateUploadRoutes } from './domains/upload/upload.routes.js';
import { loadUploadSigningKey, PRIVATE_FOLDER } from './domains/upload/upload.service.js';
import { serveAppShell, type HeadHint } from './http/app-shell.js';
import { ShortCache } from './lib/short-cache.js';
import { installAuth } from './http/auth.js';
import { useOkEnvelope } from './http/envelope.js';
import { installErrorHandler } from './http/error-handler.js';
import { resolveLanguage } from './http/lang.js';
import { installRateLimits } from './http/rate-limit.js';
import { onResponseDrift } from './http/response.js';
import {
  computeSecurityHeaders,
  helmetOptionsFor,
  installSecurityHeaders,
} from './http/security-headers.js';
import { SessionCache } from './http/session-cache.js';
import { AccountHooks } from './lib/account-hooks.js';
import { CacheChannel } from './lib/cache-channel.js';
import { EventBus } from './lib/events.js';
import type { MarketFeed } from './market-data/feed.js';
import { MarketRuntime } from './market-data/market-runtime.js';
import { RedisTickRelay, type TickRelay } from './market-data/tick-relay.js';
import { rotateMonthly } from './market-data/seed-epochs.js';
import { SimFeed } from './market-data/sim-feed.js';
import type { Mailer } from './notify/mailer.js';
import { createMailer } from './notify/mailer.js';
import { createLogSmsProvider, type SmsProvider } from './notify/sms.js';
import {
  connectedOperatorSessions,
  connectedUsers,
  createRealtime,
  disconnectSockets,
  forwardBalanceChanges,
} from './realtime/realtime.js';
import { Engine } from './engine/engine.js';
import { PgLeadership, SoloLeadership, type Leadership } from './engine/leadership.js';
import { TickHistory } from './engine/tick-history.js';
import { OPERATORS_ROOM, userRoom } from '@meridian/contract';

export interface BuildOptions {
  config: Config;
  db: Db;
  mailer?: Mailer;
  sms?: SmsProvider;
  redis?: Redis;
  logger?: FastifyServerOptions['logger'];
  /** The price feed; without one no prices arrive (tests inject a replay feed when they need one). */
  feed?: MarketFeed;
  /** Redis pub/sub prefix for the socket adapter and cache drops (tests keep runs apart). */
  socketKey?: string;
  /**
   * Engine leader election. Default: a dedicated PostgreSQL connection from `leaderConnection`
   * (advisory lock), or, without one (PGlite), this process always leads.
   */
  leadership?: Leadership;
  leaderConnection?: () => pg.Client;
}

/** Builds the whole HTTP application; `main.ts` and every test use this. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  onResponseDrift((issues) =>
    app.log.warn({ issues }, 'an answer does not match its response schema (sent unchanged)'),
  );
  app.decorateRequest('lang', 'en');
  app.decorateRequest('caller', undefined);
  app.decorateRequest('admin', undefined);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // Language comes from the body too, so read it once the body is parsed.
  app.addHook('preValidation', async (req) => {
    req.lang = resolveLanguage(req);
  });

  const leadership =
    options.leadership ??
    (options.leaderConnection
      ? new PgLeadership({ connect: options.leaderConnection, log: app.log })
      : new SoloLeadership());
  const relay = tickRelay(app, options, leadership);
  const market = new MarketRuntime({
    db: options.db,
    log: app.log,
    feed: options.feed,
    relay,
    tickRetentionMs: config.marketTickRetentionHours * 3_600_000,
    candleRetentionMs: config.marketCandleRetentionDays * 86_400_000,
    backfillDays: config.marketBackfillDays,
    priceToleranceMs: config.marketPriceToleranceSeconds * 1000,
  });
  app.decorate('market', market);
  // Sessions belong to the auth domain; HTTP hooks and the socket handshake only ask, through a
  // short cache that a logout or password change empties on every node (the cache channel).
  const sessions = new SessionCache((token) => findSession(options.db, token), options.db);
  app.addHook('onClose', async () => sessions.close());
  const caches = cacheChannel(app, options);
  caches.on((drop) => {
    if (drop.kind === 'sessions') sessions.forget(drop.userId, drop.sessionId);
    else {
      dropReferenceData(options.db);
      // Pairs' switches and parameters are reference data too (operators change them).
      market
        .reloadPairs()
        .catch((error: unknown) => app.log.error({ err: error }, 'pairs reload failed'));
    }
  });
  installAuth(app, sessions.findCaller);
  app.addHook('onReady', () => loadSettings(options.db));
  const io = createRealtime(app.server, {
    findCaller: sessions.findCaller,
    market,
    log: app.log,
    redis: options.redis,
    publicUrl: config.publicUrl,
    ...(options.socketKey ? { redisKey: options.socketKey } : {}),
    marketPerNode: relay !== undefined,
    findOperator: async (token) => {
      const admin = await findAdminCaller(options.db, token);
      return admin?.stage === 'full' ? { id: admin.id, sessionId: admin.sessionId } : undefined;
    },
  });
  app.decorate('io', io);
  const ticks = new TickHistory(market, config.marketPriceToleranceSeconds * 1000);
  const engine = new Engine({ market, log: app.log, leadership, ticks });
  // One feed for all nodes: it runs where the engine leads (issue #13 item 7).
  engine.onLeading((leading) => market.lead(leading));
  app.decorate('engine', engine);
  if (options.feed instanceof SimFeed && !options.feed.seedPublic) {
    // Next month's secret seed is drawn (its hash published) well before it takes over.
    engine.addJob({
      name: 'seed-rotation',
      nextRun: (now) => now + 6 * 3_600_000,
      run: (now) => rotateMonthly(options.db, now),
    });
  }
  app.addHook('onReady', async () => {
    await market.init();
    await engine.start();
  });
  // Prices stop and are written before the database closes (main closes the app first).
  app.addHook('preClose', async () => {
    await engine.stop();
    await market.stop();
    io.local.disconnectSockets(true);
    io.engine.close();
  });

  const events = new EventBus((error, event) =>
    app.log.error({ err: error, event }, 'domain event listener failed'),
  );
  app.decorate('events', events);
  forwardBalanceChanges(io, events);
  const deps: AppDeps = {
    market,
    db: options.db,
    config,
    log: app.log,
    mailer:
      options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
    sms: options.sms ?? createLogSmsProvider(app.log),
    events,
    accountHooks: new AccountHooks(),
    engine,
    notifyUser: (userId, event, ...payload) => {
      io.to(userRoom(userId)).emit(event, ...payload);
    },
    disconnectUser: (userId, sessionId) => disconnectSockets(io, userId, sessionId),
    forgetSessions: (userId, sessionId) =>
      caches.publish({ kind: 'sessions', userId, ...(sessionId ? { sessionId } : {}) }),
    forgetReferenceData: () => caches.publish({ kind: 'reference' }),
    connectedUsers: (userIds) => connectedUsers(io, userIds, app.log),
    notifyRoom: (room, event, ...payload) => {
      io.to(room).emit(event, ...payload);
    },
    notifyOperators: (event, ...payload) => {
      io.to(OPERATORS_ROOM).emit(event, ...payload);
    },
    connectedOperatorSessions: () => connectedOperatorSessions(io, app.log),
  };
  for (const domain of DOMAINS) {
    if (domain.engineModule)
      for (const module of [domain.engineModule(deps)].flat()) engine.register(module);
    for (const job of domain.jobs?.(deps) ?? []) engine.addJob(job);
    domain.hooks?.(deps);
  }

  installErrorHandler(app);
  // helmet's headers, worked out once (it rebuilds them per request) and set on every answer.
  // The map tiles' origin (configuration) is among the image sources.
  installSecurityHeaders(app, await computeSecurityHeaders(helmetOptionsFor(config.mapTileUrl)));
  await installRateLimits(app, options.redis);
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10 },
  });

  await app.register(swagger, {
    openapi: { info: { title: 'Meridian API', version: '0.8.1' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      useOkEnvelope(api);
      for (const domain of DOMAINS) {
        await api.register(domain.routes(deps));
        if (domain.adminRoutes) await api.register(domain.adminRoutes(deps));
      }
    },
    { prefix: '/api' },
  );

  registerStatic(app, config, options.db);
  return app;
}

/**
 * Several nodes share the market through Redis: the engine leader runs the feed and relays its
 * ticks. One process alone (PGlite, or no Redis) runs its feed itself.
 */
function tickRelay(
  app: FastifyInstance,
  options: BuildOptions,
  leadership: Leadership,
): TickRelay | undefined {
  if (!options.redis || leadership instanceof SoloLeadership) return undefined;
  return new RedisTickRelay({
    redis: options.redis,
    channel: `${options.socketKey ?? 'meridian-socket'}:ticks`,
    onError: (error) => app.log.error({ err: error }, 'tick relay error'),
  });
}

/** Cache drops for this node and, with Redis, every node; closed with the app. */
function cacheChannel(app: FastifyInstance, options: BuildOptions): CacheChannel {
  const channel = new CacheChannel({
    redis: options.redis,
    channel: `${options.socketKey ?? 'meridian-socket'}:cache-drops`,
    onError: (error) => app.log.error({ err: error }, 'cache channel error'),
  });
  app.addHook('onClose', async () => channel.close());
  return channel;
}

function registerStatic(app: FastifyInstance, config: Config, db: Db) {
  fs.mkdirSync(config.uploadDir, { recursive: true });
  void app.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '365d',
    immutable: true,
    // Users' private images (identity photos, vouchers) only go out through signed links.
    allowedPath: (pathName) => !pathName.startsWith(`/${PRIVATE_FOLDER}/`),
  });
  void app.register(privateUploadRoutes({ config }));
  app.addHook('onReady', () => loadUploadSigningKey(db));
  // The fiat list the H5 app refreshes daily is plain JSON from the web host (SPEC.md §7).
  app.get('/h5/rates.json', async () => getFiatRates(db));
  app.get('/', (_req, reply) => reply.redirect('/h5/'));
  // Home's first banner is its largest paint: its download starts with the HTML (issue #14).
  const banner = new ShortCache<'first', { image: string | null }>(10_000);
  serveBuiltApp(app, config.webDistDir, '/h5', async () => {
    const first = await banner.get('first', async () => ({ image: await firstBannerImage(db) }));
    return first?.image ? [{ rel: 'preload', as: 'image', href: first.image }] : [];
  });
  // The operator console: its own bundle, never loaded by the H5 app (issue #15).
  serveBuiltApp(app, config.consoleDistDir, '/admin');
}

/**
 * A built single-page app at `prefix/`, when its build exists; with `headHints`, its page is
 * served with them (http/app-shell.ts) and the rest as files.
 */
function serveBuiltApp(
  app: FastifyInstance,
  root: string,
  prefix: string,
  headHints?: () => Promise<readonly HeadHint[]>,
) {
  if (!fs.existsSync(root)) return;
  if (headHints) serveAppShell(app, root, prefix, headHints);
  void app.register(fastifyStatic, {
    root,
    prefix: `${prefix}/`,
    decorateReply: false,
    // Only the shell serves the page when it adds hints (fastify-static's own index otherwise).
    ...(headHints ? { index: false as const } : {}),
    // The H5 build writes .br and .gz beside each asset; serve those to clients that accept them.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed assets never change; index.html must always be fresh.
      res.header(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get(prefix, (_req, reply) => reply.redirect(`${prefix}/`));
}
