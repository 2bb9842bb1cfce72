import { describe, expect, it } from 'vitest';
import type { KycStatus, RealStateView } from '@meridian/contract';

import {
  chooseKycStep,
  describeKycLevels,
  missingBindings,
  parseRequestedLevel,
  summariseKyc,
} from './kyc-state';

function state(
  level1: KycStatus,
  level2: KycStatus = 0,
  extra: Partial<RealStateView> = {},
): RealStateView {
  return {
    level: level1 === 2 ? (level2 === 2 ? 2 : 1) : 0,
    level1: {
      status: level1,
      reason: level1 === 3 ? 'Photo is blurry' : null,
      submitted_at: level1 === 0 ? null : 1_700_000_000_000,
      name: level1 === 0 ? null : 'Li Ming',
      id_type: level1 === 0 ? null : 1,
      card_id: level1 === 0 ? null : 'E1234567',
    },
    level2: {
      status: level2,
      reason: level2 === 3 ? 'Back photo missing corners' : null,
      submitted_at: level2 === 0 ? null : 1_700_000_100_000,
    },
    email_bound: true,
    mobile_bound: true,
    ...extra,
  };
}

describe('identity overview', () => {
  it('offers level 1 first and keeps level 2 locked until level 1 is certified', () => {
    const [lv1, lv2] = describeKycLevels(state(0));
    expect(lv1).toMatchObject({ level: 1, status: 'none', action: 'start', locked: false });
    expect(lv2).toMatchObject({ level: 2, status: 'none', action: null, locked: true });
    expect(describeKycLevels(state(1))[1]).toMatchObject({ locked: true, action: null });
  });

  it('shows the operator reason of a failed audit and offers a resubmission', () => {
    const [lv1] = describeKycLevels(state(3));
    expect(lv1).toMatchObject({ status: 'failed', reason: 'Photo is blurry', action: 'resubmit' });
    const [, lv2] = describeKycLevels(state(2, 3));
    expect(lv2).toMatchObject({
      status: 'failed',
      reason: 'Back photo missing corners',
      action: 'resubmit',
      locked: false,
    });
  });

  it('offers nothing while under audit or once certified', () => {
    expect(describeKycLevels(state(1))[0].action).toBeNull();
    const [lv1, lv2] = describeKycLevels(state(2, 1));
    expect(lv1).toMatchObject({ status: 'certified', action: null });
    expect(lv2).toMatchObject({ status: 'pending', action: null, locked: false });
  });

  it('carries the published limits of each level (PRODUCT-RULES.md §2)', () => {
    const [lv1, lv2] = describeKycLevels(state(0));
    expect(lv1.limits).toEqual({ withdrawBtc24h: '200', fiatSingle: '2000' });
    expect(lv2.limits).toEqual({ withdrawBtc24h: '500', fiatSingle: '1000000' });
  });
});

describe('verification screen', () => {
  it('starts with the level 1 form', () => {
    expect(chooseKycStep(state(0), null)).toEqual({
      kind: 'form',
      level: 1,
      resubmit: false,
      reason: null,
    });
  });

  it('shows the audit state instead of the form while level 1 is under audit', () => {
    expect(chooseKycStep(state(1), null)).toMatchObject({ kind: 'pending', level: 1 });
  });

  it('asks level 1 again after a failed audit, with the reason, even when level 2 was asked', () => {
    expect(chooseKycStep(state(3), 2)).toEqual({
      kind: 'form',
      level: 1,
      resubmit: true,
      reason: 'Photo is blurry',
    });
  });

  it('moves on to level 2 once level 1 is certified', () => {
    expect(chooseKycStep(state(2), null)).toMatchObject({
      kind: 'form',
      level: 2,
      resubmit: false,
    });
    expect(chooseKycStep(state(2), 2)).toMatchObject({ kind: 'form', level: 2 });
    expect(chooseKycStep(state(2), 1)).toEqual({ kind: 'certified', level: 1 });
    expect(chooseKycStep(state(2, 1), null)).toMatchObject({ kind: 'pending', level: 2 });
    expect(chooseKycStep(state(2, 3), null)).toMatchObject({
      kind: 'form',
      level: 2,
      resubmit: true,
      reason: 'Back photo missing corners',
    });
    expect(chooseKycStep(state(2, 2), null)).toEqual({ kind: 'certified', level: 2 });
  });

  it('reads only 1 or 2 from ?level=', () => {
    expect(parseRequestedLevel('1')).toBe(1);
    expect(parseRequestedLevel('2')).toBe(2);
    expect(parseRequestedLevel('3')).toBeNull();
    expect(parseRequestedLevel(null)).toBeNull();
  });

  it('says which bindings are missing before identity can pass', () => {
    expect(missingBindings(state(0)).any).toBe(false);
    expect(missingBindings(state(0, 0, { mobile_bound: false }))).toEqual({
      email: false,
      mobile: true,
      any: true,
    });
  });
});

describe('identity row on the me page', () => {
  it.each([
    [0, 0, 'none'],
    [1, 0, 'lv1Pending'],
    [3, 0, 'lv1Failed'],
    [2, 0, 'lv1'],
    [2, 1, 'lv2Pending'],
    [2, 3, 'lv2Failed'],
    [2, 2, 'lv2'],
  ] as const)('level 1 %i and level 2 %i read %s', (lv1, lv2, summary) => {
    expect(summariseKyc(state(lv1, lv2))).toBe(summary);
  });
});
