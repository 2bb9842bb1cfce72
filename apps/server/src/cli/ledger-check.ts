/**
 * `npm run ledger:check`: checks the ledger of the configured database (DATABASE_URL, or the
 * embedded one in DATA_DIR; stop the server first, the embedded database has one user at a time).
 * Exits 1 when a problem is found.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connect.js';
import { checkLedger } from '../ledger/check.js';

const config = loadConfig(process.env);
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const problems = await checkLedger(handle.db);
  const counts = await handle.db
    .selectFrom('ledger_postings')
    .select((eb) => eb.fn.countAll<number>().as('postings'))
    .executeTakeFirstOrThrow();
  if (problems.length === 0) {
    console.log(`ledger clean: ${counts.postings} postings checked`);
  } else {
    for (const p of problems) console.log(`${p.kind}: ${JSON.stringify(p.detail)}`);
    console.log(`ledger NOT clean: ${problems.length} problem(s)`);
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}
