import type { Job } from './job.js';

/** Gives back the coupon discounts due by `now`; answers how many it gave. */
export type ApplyCouponDiscounts = (now: number) => Promise<number>;

/** A fill's discount shows in the bill within seconds, so the sweep is frequent and cheap. */
const EVERY_MS = 3_000;

/**
 * Coupon discounts (issue #20 item 3) on the leader: the coupons domain's sweep (injected at
 * composition) discounts each fee posting once, keyed in SQL, so a new leader's run repeats none.
 */
export function couponDiscountsJob(apply: ApplyCouponDiscounts): Job {
  return { name: 'coupon-discounts', nextRun: (now) => now + EVERY_MS, run: apply };
}
