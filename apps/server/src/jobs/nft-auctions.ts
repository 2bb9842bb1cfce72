import type { Job } from './job.js';

/** Settles the auctions ended by `now` and expires the orders due by it; answers how many. */
export type RunDueAuctions = (now: number) => Promise<number>;

/** How often the leader looks for ended auctions and unpaid orders past due. */
const EVERY_MS = 5_000;

/**
 * NFT auctions (issue #18): every few seconds on the leader, and again whenever a node takes
 * the lead (so an auction that ended during a restart is still settled), the NFT domain's sweep
 * (injected at composition) settles ended auctions and expires unpaid orders. Each is claimed by
 * a guarded update, so a second run or a new leader never settles or expires twice.
 */
export function nftAuctionsJob(runDue: RunDueAuctions): Job {
  return {
    name: 'nft-auctions',
    nextRun: (now) => Math.floor(now / EVERY_MS) * EVERY_MS + EVERY_MS,
    run: runDue,
  };
}
