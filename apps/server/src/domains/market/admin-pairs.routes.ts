import {
  digitsInt,
  ErrorCode,
  formBooleanSchema,
  idSchema,
  isDecimalString,
  Money,
  positiveAmount,
  readDigits,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { okResponse, view } from '../../http/response.js';
import { adminOf, operatorRoutes } from '../admin/index.js';
import * as pairs from './admin-pairs.service.js';

/** The highest fee rate or spread an operator may set: 10 % ("0.1"). */
export const MAX_PAIR_RATE = '0.1';
/** The highest leverage an operator may offer. */
export const MAX_LEVERAGE = 500;
/** The most lots one futures order may have. */
export const MAX_LOTS = 1_000_000;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

/** A rate from 0 to MAX_PAIR_RATE with at most 8 decimals, e.g. "0.002". */
const rateSchema = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  z
    .string({ message: ErrorCode.PARAMETER_ERROR })
    .refine((v) => isDecimalString(v, 8) && new Money(v).lessThanOrEqualTo(MAX_PAIR_RATE), {
      message: ErrorCode.PARAMETER_ERROR,
      abort: true,
    }),
);

/**
 * Leverage choices: a JSON array of integers or a comma-separated list ("5, 10, 20"), each from 1
 * to MAX_LEVERAGE, 1 to 20 of them, no repeats; stored in ascending order.
 */
const leveragesSchema = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '')
          .map((part) => readDigits(part))
      : Array.isArray(v)
        ? v.map((part) => readDigits(part))
        : v,
  z
    .array(z.unknown(), { message: ErrorCode.PARAMETER_ERROR })
    .refine(
      (list) =>
        list.length >= 1 &&
        list.length <= 20 &&
        list.every(
          (n) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= MAX_LEVERAGE,
        ) &&
        new Set(list).size === list.length,
      { message: ErrorCode.PARAMETER_ERROR },
    )
    .transform((list) => (list as number[]).sort((a, b) => a - b)),
);

/**
 * POST /api/admin/pairs/update: the fields given replace the pair's, the others stay, e.g.
 * `{ id: 1, open_lever: false }` or `{ id: 2, fee_rate: '0.001', leverages: '5,10,20' }`. No
 * price, candle or outcome is among them: prices come from the feed only.
 */
export const adminPairUpdateInputSchema = z.object({
  id: idSchema,
  open_coin_trade: optional(formBooleanSchema),
  open_lever: optional(formBooleanSchema),
  open_microtrade: optional(formBooleanSchema),
  fee_rate: optional(rateSchema),
  spread: optional(rateSchema),
  lot_size: optional(positiveAmount(10)),
  leverages: optional(leveragesSchema),
  lever_min_share: optional(digitsInt({ min: 1, max: MAX_LOTS })),
  lever_max_share: optional(digitsInt({ min: 1, max: MAX_LOTS })),
});
export type AdminPairUpdateInput = z.infer<typeof adminPairUpdateInputSchema>;

const decimal = z.string().describe('decimal string');

/** `AdminPairView`: a pair with its switches and parameters. */
const pair = view({
  id: z.number().describe('match_id'),
  symbol: z.string(),
  currency_id: z.number(),
  legal_id: z.number(),
  currency_name: z.string(),
  legal_name: z.string(),
  category: z.string().describe('crypto or stock'),
  sort: z.number(),
  status: z.number().describe('1 listed'),
  spot_capable: z.boolean().describe('the base coin may be held in the spot account'),
  open_coin_trade: z.boolean().describe('spot trading on'),
  open_lever: z.boolean().describe('futures trading on'),
  open_microtrade: z.boolean().describe('options trading on'),
  fee_rate: decimal.describe('spot and futures fee rate, e.g. 0.002'),
  spread: decimal.describe('share added to (ask) or taken from (bid) the feed price'),
  lot_size: decimal.describe('base coin per futures lot'),
  leverages: z.array(z.number()),
  lever_min_share: z.number().describe('fewest lots per futures order'),
  lever_max_share: z.number().describe('most lots per futures order'),
  price_precision: z.number(),
  amount_precision: z.number(),
});

/** Operators' pairs: any operator role reads; only operators change them (audited). */
export function adminPairRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    await app.register(
      operatorRoutes(deps.db, 'read', async (ops) => {
        ops.get('/admin/pairs', { schema: { tags, response: okResponse(z.array(pair)) } }, () =>
          pairs.listPairsForOperator(deps),
        );
      }),
    );
    await app.register(
      operatorRoutes(deps.db, 'write', async (ops) => {
        ops.post(
          '/admin/pairs/update',
          { schema: { tags, body: adminPairUpdateInputSchema, response: okResponse(pair) } },
          (req) => pairs.updatePair(deps, adminOf(req), req.body),
        );
      }),
    );
  };
}
