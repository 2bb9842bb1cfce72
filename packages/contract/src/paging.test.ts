import { describe, expect, it } from 'vitest';

import {
  adminReviewListInputSchema,
  chargeRequestInputSchema,
  kycFormInputSchema,
  walletDetailInputSchema,
} from './wallet.js';
import { sortInputSchema, menuItemCreateInputSchema, newsListInputSchema } from './content.js';
import { timesharInputSchema } from './market.js';
import { sendMailCodeInputSchema } from './auth.js';
import { digitsInt, idSchema, pagingShape, readDigits } from './paging.js';
import {
  adminOptionDurationSaveInputSchema,
  coinListInputSchema,
  coinTradeInputSchema,
  leverBatchCloseInputSchema,
  leverDealInputSchema,
  leverSubmitInputSchema,
  microListInputSchema,
  microSubmitInputSchema,
} from './trading.js';

/** Audit #11 item 11: integers only in plain decimal digits (or JSON integers), never what `Number()` reads. */

/** Everything `Number()` turns into a number that a person did not type as one. */
const NOT_DIGITS: unknown[] = [
  '0x1',
  '0x1e',
  '1e1',
  '1E1',
  '+1',
  '-1',
  '1.0',
  '1.5',
  '.5',
  '1_000',
  '1,000',
  '',
  ' ',
  '0b1',
  '0o7',
  'Infinity',
  'NaN',
  'abc',
  true,
  false,
  null,
  [],
  [1],
  [[3]],
  {},
  { id: 1 },
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

describe('audit 11: readDigits', () => {
  it.each([
    ['7', 7],
    [' 7 ', 7],
    ['007', 7],
    ['0', 0],
    [7, 7],
  ])('audit 11: reads %j as %j', (input, expected) => {
    expect(readDigits(input)).toBe(expected);
  });

  it.each(['0x1', '1e1', '+1', '', 'abc', '1.5'])(
    'audit 11: leaves %j untouched for the schema to refuse',
    (input) => {
      expect(readDigits(input)).toBe(input);
    },
  );

  it('audit 11: reads a leading minus only for signed fields and a fraction only when asked', () => {
    expect(readDigits('-3')).toBe('-3');
    expect(readDigits('-3', { signed: true })).toBe(-3);
    expect(readDigits('1.5', { passFractions: true })).toBe(1.5);
    expect(readDigits('1e1', { passFractions: true })).toBe('1e1');
  });
});

describe('audit 11: digitsInt', () => {
  const schema = digitsInt({ min: 1, max: 100 });

  it.each([
    ['1', 1],
    ['100', 100],
    [' 42 ', 42],
    ['\t42\n', 42],
    ['042', 42],
    [42, 42],
  ])('audit 11: accepts %j as %j', (input, expected) => {
    expect(schema.parse(input)).toBe(expected);
  });

  it.each(NOT_DIGITS.map((v) => [v]))('audit 11: refuses %j with PARAMETER_ERROR', (input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('PARAMETER_ERROR');
  });

  it.each([['0'], ['101'], [0], [101], ['99999999999999999999'], [2 ** 53]])(
    'audit 11: refuses %j outside 1..100',
    (input) => {
      expect(schema.safeParse(input).success).toBe(false);
    },
  );

  it('audit 11: answers the field’s own code when it has one', () => {
    const leverage = digitsInt({ min: 1, message: 'LEVERAGE_INVALID' });
    for (const input of ['1e1', '0x64', true, [[100]], '', '0', 1.5]) {
      expect(leverage.safeParse(input).error?.issues[0]?.message, JSON.stringify(input)).toBe(
        'LEVERAGE_INVALID',
      );
    }
  });

  it('audit 11: is never below 0 unless signed', () => {
    expect(digitsInt().safeParse(-1).success).toBe(false);
    expect(digitsInt().safeParse('-1').success).toBe(false);
    expect(digitsInt({ signed: true }).parse('-1')).toBe(-1);
    expect(digitsInt({ signed: true }).parse(' -12 ')).toBe(-12);
    for (const input of ['--1', '+-1', '-', '-0x1', '-1e1']) {
      expect(digitsInt({ signed: true }).safeParse(input).success, input).toBe(false);
    }
  });

  it('audit 11: passes plain fractions through only when asked, and still nothing else', () => {
    const lots = digitsInt({ passFractions: true });
    expect(lots.parse('1.5')).toBe(1.5);
    expect(lots.parse(1.5)).toBe(1.5);
    expect(lots.parse('3')).toBe(3);
    for (const input of ['0x1', '1e1', '+1', '', true, [[1]], '.5', '1.']) {
      expect(lots.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });

  it('audit 11: keeps defaults and optional fields as they were', () => {
    expect(digitsInt().default(5).parse(undefined)).toBe(5);
    expect(digitsInt().optional().parse(undefined)).toBeUndefined();
  });
});

describe('audit 11: every integer field of the contract reads digits only', () => {
  it('audit 11: ids and paging', () => {
    expect(idSchema.parse('3')).toBe(3);
    expect(idSchema.safeParse('2147483648').success).toBe(false);
    for (const bad of NOT_DIGITS)
      expect(idSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(pagingShape.page.parse(undefined)).toBe(1);
    expect(pagingShape.limit.parse(undefined)).toBe(10);
    for (const bad of ['0x2', '1e1', '+1', '', true, [[1]]]) {
      expect(pagingShape.page.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      expect(pagingShape.limit.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  const spot = { currency_id: '1', legal_id: '3', type: '1', amount: '0.1' };
  const lever = {
    currency_id: '1',
    legal_id: '3',
    type: '1',
    share: '1',
    multiple: '100',
    status: '1',
  };
  const micro = { match_id: '1', currency_id: '3', type: '1', seconds: '30', number: '100' };

  it.each([
    ['coin trade', coinTradeInputSchema, spot, ['currency_id', 'legal_id', 'type']],
    [
      'lever submit',
      leverSubmitInputSchema,
      lever,
      ['currency_id', 'legal_id', 'type', 'share', 'multiple', 'status'],
    ],
    [
      'microtrade submit',
      microSubmitInputSchema,
      micro,
      ['match_id', 'currency_id', 'type', 'seconds'],
    ],
    ['lever batch close', leverBatchCloseInputSchema, { type: '0' }, ['type']],
    ['coin list', coinListInputSchema, { status: '1' }, ['status', 'page', 'limit', 'currency_id']],
    [
      'lever deal',
      leverDealInputSchema,
      { status: '1' },
      ['status', 'page', 'limit', 'currency_id', 'legal_id'],
    ],
    [
      'microtrade lists',
      microListInputSchema,
      { status: '1' },
      ['status', 'page', 'limit', 'match_id'],
    ],
    ['wallet detail', walletDetailInputSchema, { currency: '3', type: 'change' }, ['currency']],
    [
      'charge request',
      chargeRequestInputSchema,
      { currency: '3', amount: '1', voucher: '/uploads/a.webp', type: '0' },
      ['currency', 'type'],
    ],
    ['review list', adminReviewListInputSchema, { status: '1' }, ['status', 'page', 'limit']],
    ['news list', newsListInputSchema, { c_id: '4' }, ['c_id', 'page', 'limit']],
    [
      'menu create',
      menuItemCreateInputSchema,
      { key: 'tile', icon: 'recharge', sort: '-3', translations: '{"en":{"label":"A"}}' },
      ['sort'],
    ],
    [
      'timeshar',
      timesharInputSchema,
      { symbol: 'BTC/USDT', period: '1min', from: '1', to: '2' },
      ['from', 'to'],
    ],
    [
      'mail code',
      sendMailCodeInputSchema,
      { user_string: 'a@example.com', area_code_id: '1' },
      ['area_code_id'],
    ],
    [
      'option duration save',
      adminOptionDurationSaveInputSchema,
      { id: '1', seconds: '30', sort: '1' },
      ['id', 'seconds', 'sort'],
    ],
  ] as const)(
    'audit 11: %s accepts digits and refuses "0x1", "1e1", true and [[3]] in its integer fields',
    (_, schema, valid, fields) => {
      expect(schema.safeParse(valid).error?.issues).toBeUndefined();
      for (const field of fields) {
        for (const bad of ['0x1', '1e1', '0x1e', true, [[3]], '+1']) {
          const result = schema.safeParse({ ...valid, [field]: bad });
          expect(result.success, `${field}=${JSON.stringify(bad)}`).toBe(false);
          expect(result.error?.issues[0]?.path, `${field}=${JSON.stringify(bad)}`).toEqual([field]);
        }
      }
    },
  );

  it('audit 11: leverage answers LEVERAGE_INVALID; a fractional lot passes for the server’s LOTS_INVALID', () => {
    for (const multiple of ['1e1', '0x64', true, [[100]], '1.5']) {
      expect(
        leverSubmitInputSchema.safeParse({ ...lever, multiple }).error?.issues[0]?.message,
        JSON.stringify(multiple),
      ).toBe('LEVERAGE_INVALID');
    }
    expect(leverSubmitInputSchema.parse({ ...lever, share: '1.5' }).share).toBe(1.5);
    expect(
      leverSubmitInputSchema.parse({ ...lever, share: ' 2 ', status: undefined }),
    ).toMatchObject({ share: 2, status: 1 });
  });

  it('audit 11: kyc real_type and id_type read digits only', () => {
    const level1 = { id_type: '1', name: 'Zhang San', card_id: '110101199001011234' };
    expect(kycFormInputSchema.safeParse({ real_type: '1', ...level1 }).success).toBe(true);
    for (const real_type of ['0x1', '1e0', true, [[1]], '+1']) {
      expect(
        kycFormInputSchema.safeParse({ real_type, ...level1 }).success,
        JSON.stringify(real_type),
      ).toBe(false);
    }
    for (const id_type of ['0x1', '1e0', true, [[1]]]) {
      expect(
        kycFormInputSchema.safeParse({ real_type: '1', ...level1, id_type }).success,
        JSON.stringify(id_type),
      ).toBe(false);
    }
  });

  it('audit 11: sort ids read digits only', () => {
    expect(sortInputSchema.parse({ ids: '3, 1,2' }).ids).toEqual([3, 1, 2]);
    expect(sortInputSchema.safeParse({ ids: '0x3,1' }).success).toBe(false);
    expect(sortInputSchema.safeParse({ ids: [true, 2] }).success).toBe(false);
  });
});
