/** `npm run db:seed`: migrates, then seeds reference data (and demo data when DEMO=1). */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { seed } from '../seed/index.js';

const config = loadConfig(process.env);
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(handle.db);
  await seed(handle.db, { demo: config.demo, uploadDir: config.uploadDir });
  console.log(`seeded${config.demo ? ' (with demo data)' : ''}`);
} finally {
  await handle.close();
}
