import type { Job } from './job.js';

/** Charges the loans' interest due by `now`; answers how many loans it charged. */
export type ChargeLoanInterest = (now: number) => Promise<number>;

const HOUR = 3_600_000;

/**
 * Crypto loans' interest (issue #19 item 3), at the start of every clock hour on the leader and
 * again whenever a node takes the lead: the loans domain's run (injected at composition) charges
 * each loan each hour once, guarded in SQL by the hour it is charged up to, so a second run or a
 * new leader charges nothing twice and hours missed while no node ran are caught up once.
 */
export function loanInterestJob(charge: ChargeLoanInterest): Job {
  return {
    name: 'loan-interest',
    nextRun: (now) => Math.floor(now / HOUR) * HOUR + HOUR,
    run: charge,
  };
}
