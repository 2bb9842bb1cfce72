// Counts SQL statements the process sends, by patching the two drivers' query entry points
// (pg's Client#query and PGlite's query/exec) before the server opens its database. A bench
// server child imports it first and answers { statements } over IPC; a transaction's begin and
// commit count as statements, as they cost a round trip each.
import { createRequire } from 'node:module';
import path from 'node:path';

const requireFromServer = createRequire(
  path.join(import.meta.dirname, '..', 'apps', 'server', 'package.json'),
);

let statements = 0;

function countCalls(proto, method) {
  const original = proto[method];
  proto[method] = function counted(...args) {
    statements++;
    return original.apply(this, args);
  };
}

/** Patches the drivers once; answers a function that reads the running count. */
export async function countStatements() {
  const pg = requireFromServer('pg');
  countCalls(pg.Client.prototype, 'query');
  const { PGlite } = await import(
    requireFromServer.resolve('@electric-sql/pglite').replace(/\.cjs$/, '.js')
  );
  countCalls(PGlite.prototype, 'query');
  countCalls(PGlite.prototype, 'exec');
  return () => statements;
}
