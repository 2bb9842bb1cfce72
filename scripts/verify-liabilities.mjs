#!/usr/bin/env node
/*
 * Verifies a Meridian proof of liabilities by yourself, from the two published files:
 *
 *   node scripts/verify-liabilities.mjs <root.json> <leaf.json>
 *
 * root.json: the published root (GET /api/proof/root, or "Download root file" on the page);
 * leaf.json: your leaf data and path (the "Download my leaf file" button on the verify screen).
 *
 * It recomputes your leaf hash from your salted id, balances and nonce, walks the path up to
 * the root (each node: the SHA-256 of its children's hashes and sums, carrying their sums), and
 * checks that no node on the way has a negative sum, that the root hash is the published one and
 * that the root's sums are the published totals. It runs the very code the browser runs
 * (packages/contract/src/proof/merkle-sum.ts, built by `npm run build --workspace
 * @meridian/contract`), which has no dependencies; read it to see every step.
 *
 * Exit code: 0 the proof holds, 1 it does not, 2 the files could not be read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const built = path.join(here, '../packages/contract/dist/proof/merkle-sum.js');

let proof;
try {
  proof = await import(pathToFileURL(built).href);
} catch {
  console.error(
    `Cannot load ${built}: run \`npm run build --workspace @meridian/contract\` first.`,
  );
  process.exit(2);
}

const [rootPath, leafPath] = process.argv.slice(2);
if (!rootPath || !leafPath) {
  console.error('usage: node scripts/verify-liabilities.mjs <root.json> <leaf.json>');
  process.exit(2);
}

function readJson(file, kind) {
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    // The API's envelope ({type: 'ok', message: …}) is accepted as well as the bare file.
    const body = json && json.type === 'ok' && json.message ? json.message : json;
    if (body?.kind !== kind) throw new Error(`not a ${kind} file`);
    return body;
  } catch (error) {
    console.error(`${file}: ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  }
}

const root = readJson(rootPath, 'meridian-liabilities-root');
const leaf = readJson(leafPath, 'meridian-liabilities-leaf');
const result = proof.verifyLeafFile(leaf, root);

const sums = (s) => proof.canonicalSums(s) || '(none)';
console.log(`snapshot ${root.snapshot_id} taken ${new Date(root.taken_at).toISOString()}`);
console.log(
  `published root ${root.root_hash}, ${root.leaf_count} users, totals ${sums(root.totals)}`,
);
for (const step of result.steps) {
  const label =
    step.level === 0
      ? 'leaf   '
      : `level ${String(step.level).padEnd(2)}(sibling on the ${step.side})`;
  console.log(`${step.ok ? 'ok  ' : 'FAIL'} ${label} ${step.hash || '-'} ${sums(step.sums)}`);
}
if (result.ok) {
  console.log(`PASS: your balances ${sums(leaf.leaf.balances)} are counted in the published root.`);
  process.exit(0);
}
console.log(`FAIL: ${result.failure}${result.detail ? ` (${result.detail})` : ''}`);
process.exit(1);
