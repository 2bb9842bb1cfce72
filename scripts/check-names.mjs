#!/usr/bin/env node
// File names are kebab-case (STYLE.md "Naming"); migrations keep their numbered snake_case names
// (0007_lockup_orders.ts). Prints each offender and exits 1 when there is one.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const MIGRATION = /^\d{4}_[a-z0-9_]+\.ts$/;
const SOURCE = /\.(?:ts|tsx|css|mjs|js)$/;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => SOURCE.test(file));
const offenders = files.filter((file) => {
  const name = path.basename(file);
  if (file.includes('/migrations/') && MIGRATION.test(name)) return false;
  return !KEBAB.test(name.replace(SOURCE, ''));
});
for (const file of offenders) console.log(`not kebab-case: ${file}`);
console.log(`file names: ${files.length} checked, ${offenders.length} not kebab-case`);
process.exit(offenders.length === 0 ? 0 : 1);
