import type { Job } from './job.js';

/** Records and pays the invite rebates due by `now`; answers how many payments it made. */
export type PayInviteRebates = (now: number) => Promise<number>;

const HOUR = 3_600_000;

/**
 * Invite rebates (issue #20 item 4), at every full hour on the leader, and again whenever a node
 * takes the lead: the invite domain's run (injected at composition) records each fee once and
 * pays each rebate in the transaction that marks it paid, so a second run pays nothing twice.
 */
export function inviteRebatesJob(pay: PayInviteRebates): Job {
  return {
    name: 'invite-rebates',
    nextRun: (now) => Math.floor(now / HOUR) * HOUR + HOUR,
    run: pay,
  };
}
