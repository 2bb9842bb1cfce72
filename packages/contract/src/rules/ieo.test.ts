import { describe, expect, it } from 'vitest';

import {
  allocate,
  costOf,
  fromUnits,
  lockState,
  phaseAt,
  toUnits,
  unlockTime,
  type IeoCommit,
} from './ieo.js';

const PRICE = '0.0001';
/** A commit of `paid` USDT applying for everything it pays for at PRICE. */
const commit = (id: number, paid: string): IeoCommit => ({
  id,
  paid,
  applied: String(BigInt(paid) * 10_000n),
});
const TERMS = {
  supply: '100000000',
  cap: '20000000',
  price: PRICE,
  tokenDecimals: 8,
  payDecimals: 8,
};
const TEN = ['50000', '30000', '7000', '6000', '5000', '5000', '1400', '500', '90', '10'];

describe('IEO allocation', () => {
  it('the worked example: the 7,000 USDT committer receives 16,800,000 tokens', () => {
    const result = allocate(
      TEN.map((paid, i) => commit(i + 1, paid)),
      TERMS,
    );
    const passed = Object.fromEntries(result.allocations.map((a) => [a.id, a.passed]));
    expect(passed).toEqual({
      1: '20000000',
      2: '20000000',
      3: '16800000',
      4: '14400000',
      5: '12000000',
      6: '12000000',
      7: '3360000',
      8: '1200000',
      9: '216000',
      10: '24000',
    });
    expect(result.passed).toBe('100000000');
    expect(result.dust).toBe('0');
    expect(result.unsold).toBe('0');
    const third = result.allocations[2]!;
    // 16,800,000 tokens at 0.0001 cost 1,680 USDT; 5,320 of the 7,000 are unfrozen.
    expect(third).toEqual({
      id: 3,
      passed: '16800000',
      cost: '1680',
      refund: '5320',
      limited: false,
    });
    expect(result.allocations[0]).toMatchObject({ cost: '2000', refund: '48000', limited: true });
  });

  it('is the same whatever order the commits come in', () => {
    const commits = TEN.map((paid, i) => commit(i + 1, paid));
    const a = allocate(commits, TERMS);
    const b = allocate([...commits].reverse(), TERMS);
    const byId = (r: typeof a) => [...r.allocations].sort((x, y) => x.id - y.id);
    expect(byId(b)).toEqual(byId(a));
  });

  it('shares the excess of a capped subscription among the others', () => {
    // 100 tokens at 1, cap 40, commits 60/30/10 applying for 200 each: 60 would get 60, capped
    // at 40; the 60 left are shared 30:10, so 45 (over the cap: 40) and 15; the last round
    // gives the remaining 20 to the 10 committer.
    const result = allocate(
      [
        { id: 1, paid: '60', applied: '200' },
        { id: 2, paid: '30', applied: '200' },
        { id: 3, paid: '10', applied: '200' },
      ],
      { supply: '100', cap: '40', price: '0.1', tokenDecimals: 0, payDecimals: 2 },
    );
    expect(result.allocations.map((a) => a.passed)).toEqual(['40', '40', '20']);
    expect(result.allocations.map((a) => a.limited)).toEqual([true, true, false]);
    expect(result.allocations.map((a) => a.cost)).toEqual(['4', '4', '2']);
  });

  it('redistributes in rounds: a cap reached only after the first excess is shared', () => {
    // 100 tokens at 1, cap 35, commits 50/30/20. First round: 50 would get 50 > 35, capped; the
    // 65 left over 50 of commits would give 39 and 26, above what those two applied for (30, 20).
    const terms = { supply: '100', cap: '35', price: '1', tokenDecimals: 0, payDecimals: 2 };
    const result = allocate(
      [
        { id: 1, paid: '50', applied: '50' },
        { id: 2, paid: '30', applied: '30' },
        { id: 3, paid: '20', applied: '20' },
      ],
      terms,
    );
    expect(result.allocations.map((a) => a.passed)).toEqual(['35', '30', '20']);
    // 85 passed: 15 are unsold, since every subscription reached its cap or what it asked.
    expect(result.unsold).toBe('15');
    expect(result.allocations.map((a) => a.refund)).toEqual(['15', '0', '0']);
  });

  it('gives each what it applied for when undersubscribed, the rest unsold', () => {
    const result = allocate([{ id: 1, paid: '10', applied: '100' }], {
      supply: '1000',
      cap: '500',
      price: '0.1',
      tokenDecimals: 2,
      payDecimals: 2,
    });
    expect(result.allocations[0]).toMatchObject({ passed: '100', cost: '10', refund: '0' });
    expect(result.unsold).toBe('900');
    expect(result.dust).toBe('0');
  });

  it('rounds shares down to the token precision and keeps the dust', () => {
    // 10 tokens (0 decimals) for three equal commits: 3 each, 1 of dust.
    const result = allocate(
      [1, 2, 3].map((id) => ({ id, paid: '100', applied: '100' })),
      { supply: '10', cap: '100', price: '1', tokenDecimals: 0, payDecimals: 2 },
    );
    expect(result.allocations.map((a) => a.passed)).toEqual(['3', '3', '3']);
    expect(result.dust).toBe('1');
    expect(result.passed).toBe('9');
    expect(result.allocations.map((a) => a.refund)).toEqual(['97', '97', '97']);
  });

  it('rounds a cost up to the payment precision, never above the payment', () => {
    // 1 token-unit of 0.001 at 0.015 costs 0.000015, rounded up to 0.01 at two decimals.
    expect(costOf('0.001', '0.015', 2)).toBe('0.01');
    expect(costOf('70000000', PRICE, 8)).toBe('7000');
    const result = allocate([{ id: 1, paid: '0.01', applied: '0.001' }], {
      supply: '5',
      cap: '5',
      price: '0.015',
      tokenDecimals: 3,
      payDecimals: 2,
    });
    expect(result.allocations[0]).toMatchObject({ passed: '0.001', cost: '0.01', refund: '0' });
  });

  it('an empty commit list passes nothing and leaves the whole issue unsold', () => {
    expect(allocate([], TERMS)).toEqual({
      allocations: [],
      passed: '0',
      dust: '0',
      unsold: '100000000',
    });
  });

  it('refuses amounts finer than the precision and commits without payment', () => {
    expect(() =>
      allocate([{ id: 1, paid: '1', applied: '0.001' }], { ...TERMS, tokenDecimals: 2 }),
    ).toThrow();
    expect(() => allocate([{ id: 1, paid: '0', applied: '1' }], TERMS)).toThrow();
  });

  it('converts between decimal strings and minor units exactly', () => {
    expect(toUnits('1.5', 3)).toBe(1500n);
    expect(toUnits('2.500', 1)).toBe(25n);
    expect(fromUnits(1500n, 3)).toBe('1.5');
    expect(fromUnits(7n, 8)).toBe('0.00000007');
    expect(() => toUnits('1e5', 2)).toThrow();
  });

  it('phases by time: warm-up before the start, in progress until the end, then ended', () => {
    expect(phaseAt(0, 10, 20)).toBe('warmup');
    expect(phaseAt(10, 10, 20)).toBe('progress');
    expect(phaseAt(20, 10, 20)).toBe('ended');
  });

  it('unlocks the listing time plus the lock period: 7 days after a listing at t is t + 604,800,000 ms', () => {
    expect(unlockTime(1_000, 7)).toBe(1_000 + 604_800_000);
    expect(unlockTime(1_000, 0)).toBeNull();
  });

  it('is locked only while listed tokens wait for their unlock', () => {
    const base = { lockDays: 7, listingTime: 1_000, unlockAt: null, unlockedAt: null };
    expect(lockState({ ...base, listedAt: null })).toEqual({
      unlock_time: 1_000 + 7 * 86_400_000,
      locked: false,
    });
    const listed = { ...base, listedAt: 5_000, unlockAt: 5_000 + 7 * 86_400_000 };
    expect(lockState(listed)).toEqual({ unlock_time: listed.unlockAt, locked: true });
    expect(lockState({ ...listed, unlockedAt: listed.unlockAt })).toEqual({
      unlock_time: listed.unlockAt,
      locked: false,
    });
    expect(lockState({ ...base, lockDays: 0, listedAt: null })).toEqual({
      unlock_time: null,
      locked: false,
    });
    expect(lockState({ ...base, lockDays: 0, listedAt: 5_000 })).toEqual({
      unlock_time: null,
      locked: false,
    });
  });
});
