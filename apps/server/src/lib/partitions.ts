/** At most this many transactions at once for one set-based step of many users' rows. */
const MAX_PARTITIONS = 4;
/** A partition's share, below which another transaction costs more than it saves. */
const ROWS_PER_PARTITION = 2500;

/**
 * How many transactions write `rows` rows at once, each for one partition of the users: rows of
 * different users share no balance row, so they never wait for each other's locks. A small set is
 * one statement: each costs a plan, and PGlite runs them one after another.
 */
export function partitionCount(rows: number): number {
  return Math.min(MAX_PARTITIONS, Math.max(1, Math.ceil(rows / ROWS_PER_PARTITION)));
}
