import { Decimal } from 'decimal.js';

/*
 * The NFT marketplace's rules (issue #18, PRODUCT-RULES.md §9, SPEC.md §4): pure functions the
 * server decides with and the web shows, so both always agree.
 */

/** Sale modes as the calls carry them: 1 fixed price, 2 auction, 3 blind box. */
export const NFT_SALE_MODES = { fixed: 1, auction: 2, blindBox: 3 } as const;
export type NftSaleMode = (typeof NFT_SALE_MODES)[keyof typeof NFT_SALE_MODES];
export const NFT_SALE_MODE_VALUES = [1, 2, 3] as const;

/** What a work's media is. */
export const NFT_MEDIA_TYPES = ['image', 'gif', 'audio', 'video'] as const;
export type NftMediaType = (typeof NFT_MEDIA_TYPES)[number];

/** Rarity, from the most common up. */
export const NFT_RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type NftRarity = (typeof NFT_RARITIES)[number];

/** Decimals of NFT prices. */
export const NFT_PRICE_DECIMALS = 8;

/**
 * The availability code of SPEC.md §4: 2 before the start (not started); between the start and
 * the end 1 while `flag` is set (on sale) and 0 once it is not (sold); 0 after the end (ended).
 * The start itself counts as started; the end itself as ended.
 */
export type NftAvailability = 0 | 1 | 2;
export function availabilityCode(
  now: number,
  start: number,
  end: number,
  flag: number | boolean,
): NftAvailability {
  if (now < start) return 2;
  if (now >= end) return 0;
  return flag === 0 || flag === false ? 0 : 1;
}

/** An anti-snipe window and extension: 10 minutes (PRODUCT-RULES.md §9). */
export const NFT_ANTI_SNIPE_MS = 10 * 60_000;

/**
 * The least the next bid may be: the starting price while nobody has bid, else the current bid
 * plus the per-bid increment (e.g. current 100, increment 5 → 105).
 */
export function minNextBid(
  current: Decimal.Value | null,
  startPrice: Decimal.Value,
  increment: Decimal.Value,
): string {
  if (current === null) return new Decimal(startPrice).toFixed();
  return new Decimal(current).plus(increment).toFixed();
}

/** Whether `bid` is at least the least next bid. */
export function bidAccepted(
  bid: Decimal.Value,
  current: Decimal.Value | null,
  startPrice: Decimal.Value,
  increment: Decimal.Value,
): boolean {
  return new Decimal(bid).greaterThanOrEqualTo(minNextBid(current, startPrice, increment));
}

/**
 * The auction's end after a bid at `bidAt`: a bid in the last 10 minutes moves the end to 10
 * minutes after it (end 12:00, bid 11:55 → 12:05); an earlier bid leaves it.
 */
export function endAfterBid(end: number, bidAt: number): number {
  return end - bidAt < NFT_ANTI_SNIPE_MS ? Math.max(end, bidAt + NFT_ANTI_SNIPE_MS) : end;
}

/** An auction winner has this long to pay the final price less the deposit (PRODUCT-RULES §9). */
export const NFT_PAY_WINDOW_MS = 24 * 60 * 60_000;

/**
 * The published split of a forfeited deposit (an auction winner who did not pay in time): the
 * seller's compensation and the platform's fee, as fractions summing to 1.
 */
export const NFT_FORFEIT_SPLIT = { seller: '0.8', platform: '0.2' } as const;

/**
 * A forfeited deposit split by NFT_FORFEIT_SPLIT, to `decimals` places, the platform's share
 * rounded down and the seller taking the rest (100 → 80 and 20; 0.333 at 2 places → 0.273 and
 * 0.06), so the two always sum to the deposit.
 */
export function splitForfeit(deposit: Decimal.Value, decimals = 18) {
  const whole = new Decimal(deposit);
  const platform = whole
    .times(NFT_FORFEIT_SPLIT.platform)
    .toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  return { seller: whole.minus(platform).toFixed(), platform: platform.toFixed() };
}

/** What the winner pays at the end: the final price less the deposit already locked. */
export function dueAfterDeposit(finalPrice: Decimal.Value, deposit: Decimal.Value): string {
  return Decimal.max(new Decimal(finalPrice).minus(deposit), 0).toFixed();
}
