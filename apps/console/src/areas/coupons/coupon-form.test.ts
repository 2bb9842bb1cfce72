import { adminCouponCreateInputSchema, type AdminCouponView } from '@meridian/contract';
import { describe, expect, it } from 'vitest';

import {
  couponBody,
  couponStatus,
  nameOf,
  parseUserIds,
  percentToRate,
  rateToPercent,
  type CouponTerms,
} from './coupon-form';

const NOW = Date.UTC(2025, 0, 1);
const DAY = 86_400_000;

const TERMS: CouponTerms = {
  kind: 'spot_fee',
  percent: '50',
  uses: 3,
  valid_days: 7,
  claim_until: NOW + 30 * DAY,
  audience: 'all',
  new_user_days: 30,
  user_ids: '',
  quantity: null,
};
const TEXTS = { en: { title: ' Half-price spot fees ' }, zh: { title: '现货手续费五折' } };

describe('percentToRate and rateToPercent', () => {
  it('turns a percentage into the share the server stores, and back, digit for digit', () => {
    expect(percentToRate('100')).toBe('1');
    expect(percentToRate('50')).toBe('0.5');
    expect(percentToRate(' 12.5 ')).toBe('0.125');
    expect(percentToRate('0.01')).toBe('0.0001');
    expect(percentToRate('33.33')).toBe('0.3333');
    expect(rateToPercent('1')).toBe('100');
    expect(rateToPercent('0.5')).toBe('50');
    expect(rateToPercent('0.0001')).toBe('0.01');
    expect(rateToPercent('0.3333')).toBe('33.33');
  });

  it('refuses nothing, zero, above 100, more than 2 decimals and anything not a plain number', () => {
    for (const bad of ['', '0', '0.00', '100.01', '101', '0.001', '-5', '5e1', '50%', 'abc']) {
      expect(percentToRate(bad), bad).toBeNull();
    }
  });
});

describe('parseUserIds', () => {
  it('reads ids separated by commas, spaces or lines, dropping repeats', () => {
    expect(parseUserIds('12, 15\n20 12，7')).toEqual({ ok: true, ids: [12, 15, 20, 7] });
  });

  it('says what is wrong: nothing typed, a token that is no id, more than 1000 ids', () => {
    expect(parseUserIds(' \n ')).toEqual({ ok: false, problem: 'empty' });
    expect(parseUserIds('12, abc')).toEqual({ ok: false, problem: 'invalid', token: 'abc' });
    expect(parseUserIds('0')).toEqual({ ok: false, problem: 'invalid', token: '0' });
    expect(parseUserIds('2147483648')).toMatchObject({ ok: false, problem: 'invalid' });
    expect(parseUserIds('1.5')).toMatchObject({ ok: false, problem: 'invalid' });
    const many = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
    expect(parseUserIds(many)).toEqual({ ok: false, problem: 'tooMany' });
    const enough = Array.from({ length: 1000 }, (_, i) => i + 1).join(' ');
    expect(parseUserIds(enough)).toMatchObject({ ok: true });
  });
});

describe('nameOf', () => {
  it('keeps English and each written language, trimmed; blank languages fall back to English', () => {
    expect(
      nameOf({ en: { title: ' Free ' }, zh: { title: ' 免费 ' }, jp: { title: '  ' } }),
    ).toEqual({ en: 'Free', zh: '免费' });
  });

  it('answers null without English', () => {
    expect(nameOf({ zh: { title: '免费' } })).toBeNull();
    expect(nameOf({ en: { title: '   ' } })).toBeNull();
  });
});

describe('couponBody', () => {
  it('builds a body the server’s schema accepts as it is', () => {
    const answer = couponBody(TERMS, TEXTS, NOW);
    expect(answer).toEqual({
      body: {
        name: { en: 'Half-price spot fees', zh: '现货手续费五折' },
        kind: 'spot_fee',
        discount_rate: '0.5',
        uses: 3,
        valid_days: 7,
        claim_until: NOW + 30 * DAY,
        audience: 'all',
      },
    });
    if (!('body' in answer)) throw new Error('no body');
    expect(adminCouponCreateInputSchema.parse(answer.body)).toEqual(answer.body);
  });

  it('sends only the audience’s own field and the quantity when one is set', () => {
    const forNew = couponBody(
      { ...TERMS, audience: 'new', new_user_days: 14, user_ids: '5', quantity: 100 },
      TEXTS,
      NOW,
    );
    expect(forNew).toMatchObject({ body: { audience: 'new', new_user_days: 14, quantity: 100 } });
    expect(forNew).not.toHaveProperty('body.user_ids');

    const forList = couponBody(
      { ...TERMS, kind: 'futures_fee', percent: '100', audience: 'list', user_ids: '3\n4, 3' },
      TEXTS,
      NOW,
    );
    expect(forList).toMatchObject({
      body: { kind: 'futures_fee', discount_rate: '1', audience: 'list', user_ids: [3, 4] },
    });
    expect(forList).not.toHaveProperty('body.new_user_days');
    expect(forList).not.toHaveProperty('body.quantity');
    if (!('body' in forList)) throw new Error('no body');
    expect(adminCouponCreateInputSchema.safeParse(forList.body).success).toBe(true);
  });

  it('gives new users 30 days when no number is set', () => {
    const answer = couponBody({ ...TERMS, audience: 'new', new_user_days: null }, TEXTS, NOW);
    expect(answer).toMatchObject({ body: { new_user_days: 30 } });
  });

  it('names the first field to fix: name, discount, claim end, user list', () => {
    expect(couponBody(TERMS, { en: { title: ' ' } }, NOW)).toEqual({ problem: 'name' });
    expect(couponBody({ ...TERMS, percent: '0' }, TEXTS, NOW)).toEqual({
      problem: 'discount_rate',
    });
    expect(couponBody({ ...TERMS, claim_until: NOW }, TEXTS, NOW)).toEqual({
      problem: 'claim_until',
    });
    expect(couponBody({ ...TERMS, audience: 'list', user_ids: 'x' }, TEXTS, NOW)).toEqual({
      problem: 'user_ids',
    });
    expect(couponBody({ ...TERMS, audience: 'list', user_ids: '' }, TEXTS, NOW)).toEqual({
      problem: 'user_ids',
    });
  });
});

describe('couponStatus', () => {
  const coupon: AdminCouponView = {
    id: 1,
    name: { en: 'Free spot fees' },
    kind: 'spot_fee',
    discount_rate: '1',
    uses: 1,
    valid_days: 7,
    claim_until: NOW + DAY,
    audience: 'all',
    new_user_days: null,
    listed_users: 0,
    quantity: 10,
    claimed: 3,
    used: 1,
    revoked_at: null,
    created_at: NOW - DAY,
  };

  it('is active while claims are open and some are left', () => {
    expect(couponStatus(coupon, NOW)).toBe('active');
    expect(couponStatus({ ...coupon, quantity: null, claimed: 10_000 }, NOW)).toBe('active');
  });

  it('is closed once the claim window ends or every claim is taken', () => {
    expect(couponStatus(coupon, NOW + DAY)).toBe('closed');
    expect(couponStatus({ ...coupon, claimed: 10 }, NOW)).toBe('closed');
  });

  it('is revoked once revoked, whatever else holds', () => {
    expect(couponStatus({ ...coupon, revoked_at: NOW }, NOW + 2 * DAY)).toBe('revoked');
  });
});
