import { describe, expect, it } from 'vitest';

import {
  availabilityCode,
  bidAccepted,
  dueAfterDeposit,
  endAfterBid,
  minNextBid,
  NFT_ANTI_SNIPE_MS,
  splitForfeit,
} from './nft.js';

const START = Date.UTC(2026, 10, 27, 10, 0);
const END = Date.UTC(2026, 10, 27, 12, 0);
const MIN = 60_000;

describe('availability code (SPEC.md §4)', () => {
  it('is 2 before the start, whatever the flag', () => {
    expect(availabilityCode(START - 1, START, END, 1)).toBe(2);
    expect(availabilityCode(START - 1, START, END, 0)).toBe(2);
  });
  it('is 1 between start and end while the flag is set, 0 once it is not', () => {
    expect(availabilityCode(START, START, END, 1)).toBe(1);
    expect(availabilityCode(END - 1, START, END, true)).toBe(1);
    expect(availabilityCode(START + MIN, START, END, 0)).toBe(0);
    expect(availabilityCode(START + MIN, START, END, false)).toBe(0);
  });
  it('is 0 from the end on, whatever the flag', () => {
    expect(availabilityCode(END, START, END, 1)).toBe(0);
    expect(availabilityCode(END + MIN, START, END, 0)).toBe(0);
  });
});

describe('bids (PRODUCT-RULES.md §9)', () => {
  it('opens at the starting price, then needs the current bid plus the increment', () => {
    expect(minNextBid(null, '100', '5')).toBe('100');
    expect(minNextBid('100', '100', '5')).toBe('105');
    expect(minNextBid('105.5', '100', '0.25')).toBe('105.75');
  });
  it('accepts a bid of at least the least next bid, refuses one below', () => {
    expect(bidAccepted('100', null, '100', '5')).toBe(true);
    expect(bidAccepted('99.99', null, '100', '5')).toBe(false);
    expect(bidAccepted('105', '100', '100', '5')).toBe(true);
    expect(bidAccepted('104.99', '100', '100', '5')).toBe(false);
    expect(bidAccepted('100', '100', '100', '5')).toBe(false);
  });
});

describe('anti-snipe (PRODUCT-RULES.md §9)', () => {
  it('leaves the end of a bid made before the last 10 minutes', () => {
    expect(endAfterBid(END, END - 30 * MIN)).toBe(END);
    expect(endAfterBid(END, END - NFT_ANTI_SNIPE_MS)).toBe(END);
  });
  it('moves the end to 10 minutes after a bid in the last 10 minutes', () => {
    // End 12:00, bid 11:55 → 12:05; a bid at 12:04 then → 12:14.
    expect(endAfterBid(END, END - 5 * MIN)).toBe(END + 5 * MIN);
    expect(endAfterBid(END + 5 * MIN, END + 4 * MIN)).toBe(END + 14 * MIN);
    expect(endAfterBid(END, END - 1)).toBe(END - 1 + NFT_ANTI_SNIPE_MS);
  });
});

describe('after the auction (PRODUCT-RULES.md §9)', () => {
  it('the winner pays the final price less the deposit', () => {
    expect(dueAfterDeposit('150', '20')).toBe('130');
    expect(dueAfterDeposit('10', '20')).toBe('0');
  });
  it('splits a forfeited deposit 80 / 20, always summing to the deposit', () => {
    expect(splitForfeit('100')).toEqual({ seller: '80', platform: '20' });
    expect(splitForfeit('0.333', 2)).toEqual({ seller: '0.273', platform: '0.06' });
  });
});
