import { Redis } from 'ioredis';

import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { seed } from './seed/index.js';
import { createFeed } from './market-data/create-feed.js';
import { handleShutdownSignals } from './shutdown.js';
import { ensureSeedEpochs } from './market-data/seed-epochs.js';

/** Starts Meridian: database, migrations, seed, HTTP. Closes cleanly on SIGINT/SIGTERM. */
async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  await seed(database.db, { demo: config.demo, uploadDir: config.uploadDir });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  // A public MARKET_SEED, or this installation's secret seeds (drawn on the first start).
  const marketSeed =
    config.marketSeed ?? (config.marketFeed === 'sim' ? await ensureSeedEpochs(database.db) : []);
  const feed = createFeed(config.marketFeed, {
    seed: marketSeed,
    staleSeconds: config.marketStaleSeconds,
  });
  const app = await buildApp({
    config,
    db: database.db,
    feed,
    ...(redis ? { redis } : {}),
    ...(database.dedicated ? { leaderConnection: database.dedicated } : {}),
  });

  // Bounded whatever the log stream does (audit #11 item 15): see shutdown.ts.
  handleShutdownSignals({
    log: app.log,
    close: async () => {
      await app.close();
      await database.close();
      redis?.disconnect();
    },
  });

  await app.listen({ port: config.port, host: config.host });
  if (config.demo && !['127.0.0.1', 'localhost', '::1'].includes(config.host)) {
    // DANGER: demo data includes well-known passwords (demo and operator accounts).
    app.log.warn(
      { host: config.host },
      'DEMO=1 on a non-loopback address: the demo accounts have published passwords; set DEMO=0',
    );
  }
  app.log.info(
    {
      url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/h5/`,
      database: database.kind,
      demo: config.demo,
      feed: feed.name,
      ms: Date.now() - startedAt,
    },
    'Meridian ready',
  );
  // After listen: the first start backfills history (seconds) while the API already answers.
  app.market
    .start()
    .catch((error: unknown) => app.log.error({ err: error }, 'market feed failed to start'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
