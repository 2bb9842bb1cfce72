import type { AppDeps } from '../../deps.js';
import type { Job } from '../../jobs/job.js';
import * as invest from './invest.service.js';

/**
 * Invest settlement on the leader: runs on taking the lead (catching up every product whose
 * window ended while no node ran) and again when the next window ends (at most a minute later).
 * Re-running pays nothing twice: orders change with a guarded update and post unique references.
 */
export function investSettlementJob(deps: AppDeps): Job {
  let next = 0;
  return {
    name: 'invest-settlement',
    nextRun: (now) => Math.max(now + 1_000, next || now + 60_000),
    async run(now) {
      const settled = await invest.settleDue(deps, now);
      next = await invest.nextSettlement(deps.db, Date.now());
      return settled;
    },
  };
}
