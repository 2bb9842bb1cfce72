/**
 * `npm run market:rotate-seed [-- <ISO time>]`: schedules a new secret seed for the simulated
 * market, starting at the given time (default: as soon as every node has loaded it, about two
 * minutes ahead). The old seed is revealed at `GET /api/market/seeds` once its epoch has ended.
 * Works on PostgreSQL while the servers run; on the embedded database stop the server first.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { ensureSeedEpochs, scheduleRotation } from '../market-data/seed-epochs.js';

const config = loadConfig(process.env);
if (config.marketSeed) {
  console.log('MARKET_SEED is set: this market runs on a public seed, which has nothing to rotate');
  process.exit(1);
}
const at = process.argv[2] ? Date.parse(process.argv[2]) : Date.now();
if (Number.isNaN(at)) {
  console.log(`not a time: ${process.argv[2]}`);
  process.exit(1);
}
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(handle.db);
  await ensureSeedEpochs(handle.db);
  const epoch = await scheduleRotation(handle.db, Date.now(), at);
  if (!epoch) {
    console.log('an epoch already starts at that minute');
    process.exitCode = 1;
  } else {
    console.log(
      `new seed from ${new Date(epoch.starts_at).toISOString()}, sha256 ${epoch.seed_hash}`,
    );
  }
} finally {
  await handle.close();
}
