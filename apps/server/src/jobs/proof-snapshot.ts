import type { Job } from './job.js';

/** Takes the day's liabilities snapshot unless the day has one; answers what it took, if any. */
export type TakeSnapshot = (now: number) => Promise<unknown>;

const DAY = 86_400_000;
/** 00:10 UTC: after the day's midnight jobs (lock-up accrual, overnight fees) have run. */
const AT = 10 * 60_000;

/** The next 00:10 UTC strictly after `now`. */
export function nextSnapshotAt(now: number): number {
  const today = Math.floor(now / DAY) * DAY + AT;
  return today > now ? today : today + DAY;
}

/**
 * The daily proof-of-liabilities snapshot (#21 item 7), on the leader at 00:10 UTC and once
 * whenever a node takes the lead. One a UTC day: the snapshot (the proof domain's
 * `takeSnapshot`, injected at composition) claims its day with a unique key, so a second run
 * the same day, on this node or another, takes none.
 */
export function proofSnapshotJob(take: TakeSnapshot): Job {
  return { name: 'proof-snapshot', nextRun: nextSnapshotAt, run: take };
}
