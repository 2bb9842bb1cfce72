import { futuresRules } from '@meridian/contract';

import type { Job } from './job.js';

/** Pays the lock-up days held by `now` and not yet paid; answers how many orders it paid. */
export type AccrueLockups = (now: number) => Promise<number>;

/**
 * The daily lock-up accrual (PRODUCT-RULES.md §8): at 00:00 UTC every order in progress is paid
 * the day just ended, and an order whose last day it was gets its principal back. It runs again
 * whenever a node takes the lead, which pays nothing twice and catches up days missed while no
 * node ran: the accrual (the lock-up domain's `accrueLockups`, injected at composition) claims
 * each order's days with a guarded update, and each day's posting has a unique reference.
 */
export function lockupAccrualJob(accrue: AccrueLockups): Job {
  return { name: 'lockup-accrual', nextRun: futuresRules.nextUtcMidnight, run: accrue };
}
