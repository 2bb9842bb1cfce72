import { futuresRules } from '@meridian/contract';

import type { Job } from './job.js';

/** Charges the day's overnight fees as of `now`; answers how many positions it charged. */
export type ChargeOvernight = (now: number) => Promise<number>;

/**
 * The daily overnight fee of futures positions (PRODUCT-RULES.md §5): at 00:00 UTC every open
 * position opened before that day pays notional × `lever_overnight_rate`, from its margin first,
 * then the futures account. It runs again whenever a node takes the lead, which charges nothing
 * twice: the charge (the futures domain's `chargeOvernight`, injected at composition) claims
 * each position's day with a guarded update in SQL.
 */
export function overnightFeeJob(charge: ChargeOvernight): Job {
  return { name: 'overnight-fee', nextRun: nextOvernightRun, run: charge };
}

/** When the job runs next: the next 00:00 UTC after `now` (ms). */
export function nextOvernightRun(now: number): number {
  return futuresRules.nextUtcMidnight(now);
}
