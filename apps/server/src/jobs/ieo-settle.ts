import type { Job } from './job.js';

/** Allocates every ended IEO project and lists every one whose listing time passed; answers the runs. */
export type RunDueIeo = (now: number) => Promise<number>;

/** How often the leader looks for IEO projects due (an allocation or a listing). */
export const IEO_JOB_EVERY_MS = 60_000;

/**
 * The IEO allocation at a project's end and its listing at the listing time (issue #17 item 5).
 * Both are found by time, so a leader that was down catches up on start; each is claimed once in
 * SQL (`allocated_at`, `listed_at`) with unique ledger references, so running again (another
 * node taking the lead, an operator's trigger) changes nothing. The work (the IEO domain's
 * `runDue`) is injected at composition.
 */
export function ieoSettleJob(run: RunDueIeo): Job {
  return { name: 'ieo-settle', nextRun: (now) => now + IEO_JOB_EVERY_MS, run };
}
