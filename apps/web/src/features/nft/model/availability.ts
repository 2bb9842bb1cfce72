import { nftRules, type NftWorkView } from '@meridian/contract';

/**
 * A work's availability code now (SPEC.md §4), from the contract's one function: the screen
 * moves from "not started" to "on sale" to "ended" on its own clock. The sale flag is not sent;
 * it is off when the work is sold, or when the server said 0 inside the sale window (withdrawn).
 */
export function availabilityNow(
  work: Pick<NftWorkView, 'start_time' | 'end_time' | 'available' | 'sold'>,
  now: number,
  readAt: number,
): nftRules.NftAvailability {
  const insideAtRead = readAt >= work.start_time && readAt < work.end_time;
  const flag = work.sold || (work.available === 0 && insideAtRead) ? 0 : 1;
  return nftRules.availabilityCode(now, work.start_time, work.end_time, flag);
}

/** The words of a code: `nft.state.<key>`. */
export const AVAILABILITY_KEY = { 0: 'ended', 1: 'onSale', 2: 'notStarted' } as const;

/** A work's state label key: sold is told apart from ended. */
export function stateKey(
  work: Pick<NftWorkView, 'sold'>,
  code: nftRules.NftAvailability,
): 'sold' | (typeof AVAILABILITY_KEY)[keyof typeof AVAILABILITY_KEY] {
  return work.sold ? 'sold' : AVAILABILITY_KEY[code];
}
