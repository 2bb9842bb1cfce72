/** `npm run db:migrate`: applies pending migrations to the configured database. */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';

const config = loadConfig(process.env);
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(handle.db);
  console.log('migrations applied');
} finally {
  await handle.close();
}
