import { futuresRules } from '@meridian/contract';

import type { AppDeps } from '../deps.js';
import { chargeOvernight } from '../domains/lever/lever.service.js';

/**
 * The daily overnight fee of futures positions (PRODUCT-RULES.md §5): at 00:00 UTC every open
 * position opened before that day pays notional × `lever_overnight_rate`, from its margin first,
 * then the lever account. Exactly once per position and day, however often it runs: the day's
 * claim is a guarded update in SQL. Answers how many positions it charged.
 */
export function chargeOvernightFees(deps: AppDeps, now: number): Promise<number> {
  return chargeOvernight(deps, now);
}

/** When the job runs next: the next 00:00 UTC after `now` (ms). */
export function nextOvernightRun(now: number): number {
  return futuresRules.nextUtcMidnight(now);
}
