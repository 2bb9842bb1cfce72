import { describe, expect, it } from 'vitest';

import { isDecimalString, MAX_INTEGER_DIGITS, positiveAmount } from './money.js';
import {
  adminOptionDurationSaveInputSchema,
  coinTradeInputSchema,
  leverSetStopInputSchema,
  leverSubmitInputSchema,
  priceSchema,
} from './trading.js';
import {
  accountTransferInputSchema,
  adminAdjustInputSchema,
  amountSchema,
  chargeRequestInputSchema,
  conversionInputSchema,
  signedAmountSchema,
} from './wallet.js';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('audit 10: amounts and prices have at most 15 integer digits', () => {
  it.each([
    ['999999999999999', true],
    ['999999999999999.9999999999', true],
    ['0.0000000001', true],
    ['1000000000000000', false],
    ['1000000000000000000', false],
    ['999999999999999999.5', false],
    ['99999999999999999999999999999999999999', false],
  ])('audit 10: amountSchema %s → %s', (input, accepted) => {
    const result = amountSchema.safeParse(input);
    expect(result.success).toBe(accepted);
    if (!accepted) expect(firstMessage(result)).toBe('AMOUNT_TOO_LARGE');
  });

  it('audit 10: the bound is 15 digits, for amounts, prices and signed adjustments alike', () => {
    expect(MAX_INTEGER_DIGITS).toBe(15);
    expect(priceSchema.parse('999999999999999.999999999999999999')).toBe(
      '999999999999999.999999999999999999',
    );
    expect(firstMessage(priceSchema.safeParse('1000000000000000'))).toBe('AMOUNT_TOO_LARGE');
    expect(signedAmountSchema.parse('-999999999999999')).toBe('-999999999999999');
    expect(firstMessage(signedAmountSchema.safeParse('-1000000000000000000'))).toBe(
      'AMOUNT_TOO_LARGE',
    );
    expect(firstMessage(signedAmountSchema.safeParse('1000000000000000000'))).toBe(
      'AMOUNT_TOO_LARGE',
    );
    expect(firstMessage(signedAmountSchema.safeParse('abc'))).toBe('PARAMETER_ERROR');
    expect(firstMessage(signedAmountSchema.safeParse('0'))).toBe('PARAMETER_ERROR');
  });

  it('audit 10: JSON numbers of 10^18 are refused as too large, and 1e21 (which stringifies with an exponent) as malformed', () => {
    expect(firstMessage(amountSchema.safeParse(1e18))).toBe('AMOUNT_TOO_LARGE');
    expect(firstMessage(amountSchema.safeParse(1e21))).toBe('PARAMETER_ERROR');
  });

  it('audit 10: malformed, zero and over-precise amounts still answer PARAMETER_ERROR', () => {
    for (const bad of ['0', '-1', 'abc', '', '1e5', '01', '0.00000000001', '0x10', true, [[1]]]) {
      expect(firstMessage(positiveAmount().safeParse(bad)), JSON.stringify(bad)).toBe(
        'PARAMETER_ERROR',
      );
    }
    expect(isDecimalString('1000000000000000000')).toBe(true);
  });

  it.each(['1000000000000000000', '999999999999999999.5'])(
    'audit 10: every money endpoint’s schema refuses %s with AMOUNT_TOO_LARGE on the field that carries it',
    (big) => {
      const cases: [
        string,
        {
          safeParse(v: unknown): {
            success: boolean;
            error?: { issues: { message: string; path: PropertyKey[] }[] };
          };
        },
        Record<string, unknown>,
        string,
      ][] = [
        [
          '/wallet/change',
          accountTransferInputSchema,
          { currency_id: 3, number: big, from_field: 'change', to_field: 'legal' },
          'number',
        ],
        [
          '/user/Transfer',
          conversionInputSchema,
          { number: big, from_currency_id: 1, to_currency_id: 3 },
          'number',
        ],
        [
          '/wallet/charge_req',
          chargeRequestInputSchema,
          { currency: 3, amount: big, voucher: '/uploads/a.webp' },
          'amount',
        ],
        [
          '/coin/trade amount',
          coinTradeInputSchema,
          { currency_id: 1, legal_id: 3, type: 1, amount: big },
          'amount',
        ],
        [
          '/coin/trade price',
          coinTradeInputSchema,
          { currency_id: 1, legal_id: 3, type: 1, amount: '1', target_price: big },
          'target_price',
        ],
        [
          '/lever/submit',
          leverSubmitInputSchema,
          {
            currency_id: 1,
            legal_id: 3,
            type: 1,
            share: 1,
            multiple: 100,
            target_profit_price: big,
          },
          'target_profit_price',
        ],
        [
          '/lever/submit entry',
          leverSubmitInputSchema,
          {
            currency_id: 1,
            legal_id: 3,
            type: 2,
            share: 1,
            multiple: 100,
            status: 0,
            target_price: big,
          },
          'target_price',
        ],
        [
          '/lever/setstop',
          leverSetStopInputSchema,
          { id: 1, stop_loss_price: big },
          'stop_loss_price',
        ],
        [
          'admin adjust',
          adminAdjustInputSchema,
          { user_id: 1, currency_id: 3, type: 2, amount: big, reason: 'typo fix' },
          'amount',
        ],
      ];
      for (const [what, schema, body, field] of cases) {
        const issues = schema.safeParse(body).error?.issues ?? [];
        expect(
          issues.map((i) => [i.path.join('.'), i.message]),
          what,
        ).toEqual([[field, 'AMOUNT_TOO_LARGE']]);
      }
    },
  );
});

describe('audit 12a: a refinement never reads a value an earlier check refused', () => {
  it.each(['abc', ' ', '1e1', '0x1', '-1', 'NaN', 'Infinity', '1,5', true, [[1]], {}])(
    'audit 12a: option-duration profit_ratio %j is PARAMETER_ERROR, not a thrown DecimalError',
    (profit_ratio) => {
      const parse = () => adminOptionDurationSaveInputSchema.safeParse({ profit_ratio });
      expect(parse).not.toThrow();
      const issues = parse().error?.issues ?? [];
      expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['profit_ratio', 'PARAMETER_ERROR'],
      ]);
    },
  );

  it('audit 12a: a valid ratio is still bounded at 10, and the amounts beside it too', () => {
    expect(adminOptionDurationSaveInputSchema.parse({ profit_ratio: '10' }).profit_ratio).toBe(
      '10',
    );
    expect(
      firstMessage(adminOptionDurationSaveInputSchema.safeParse({ profit_ratio: '10.00000001' })),
    ).toBe('PARAMETER_ERROR');
    expect(
      firstMessage(
        adminOptionDurationSaveInputSchema.safeParse({ profit_ratio: '1000000000000000' }),
      ),
    ).toBe('AMOUNT_TOO_LARGE');
    expect(firstMessage(adminOptionDurationSaveInputSchema.safeParse({ min_amount: 'abc' }))).toBe(
      'PARAMETER_ERROR',
    );
    expect(firstMessage(adminOptionDurationSaveInputSchema.safeParse({ fee_rate: 'abc' }))).toBe(
      'PARAMETER_ERROR',
    );
    expect(
      adminOptionDurationSaveInputSchema.parse({ profit_ratio: '' }).profit_ratio,
    ).toBeUndefined();
  });

  it('audit 12a: a refine chained on any amount or price schema is skipped once the value was refused', () => {
    let calls = 0;
    const chained = (schema: typeof amountSchema) =>
      schema.refine(() => {
        calls++;
        return true;
      });
    for (const schema of [amountSchema, priceSchema, positiveAmount(8)]) {
      for (const bad of ['abc', '0', '1000000000000000000', '']) {
        expect(chained(schema).safeParse(bad).success).toBe(false);
      }
    }
    expect(calls).toBe(0);
  });
});
