import type { Job } from './job.js';

/** Cancels the OTC orders whose payment window has ended by `now`; answers how many. */
export type CancelDueOtcOrders = (now: number) => Promise<number>;

/** How often the leader looks for ended payment windows. */
const EVERY_MS = 5_000;

/**
 * OTC / P2P payment windows (issue #19 item 1): every few seconds on the leader, and again
 * whenever a node takes the lead (so a restart during a window still cancels it), the OTC
 * domain's sweep (injected at composition) cancels open orders whose window has ended and
 * returns their escrow. Each cancel re-checks the order under its row lock, so a second run, a
 * new leader or a racing release never produces a second outcome.
 */
export function otcTimeoutsJob(cancelDue: CancelDueOtcOrders): Job {
  return {
    name: 'otc-timeouts',
    nextRun: (now) => Math.floor(now / EVERY_MS) * EVERY_MS + EVERY_MS,
    run: cancelDue,
  };
}
