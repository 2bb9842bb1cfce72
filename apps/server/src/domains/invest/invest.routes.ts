import {
  dualBuyInputSchema,
  dualIndexInputSchema,
  dualListInputSchema,
  idInputSchema,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf } from '../../http/auth.js';
import { idempotentMoney } from '../../http/idempotency.js';
import { okResponse, page, view } from '../../http/response.js';
import * as invest from './invest.service.js';

const decimal = z.string().describe('decimal string');
const decimalOrNull = decimal.nullable();

/** `InvestProductView`. */
export const productShape = {
  id: z.number(),
  type: z.number().describe('1 up (the coin invested), 2 down (USDT invested)'),
  currency_id: z.number(),
  currency_name: z.string(),
  usdt_id: z.number(),
  symbol: z.string(),
  invest_currency: z.string(),
  unit_price: decimal,
  apr: decimal.describe('annualised yield as a fraction: 0.12 is 12 %'),
  linked_price: decimal,
  days: z.number(),
  settle_at: z.number().describe('settlement instant (ms): end of the window'),
  window_start: z.number(),
  total_shares: z.number(),
  sold_shares: z.number(),
  remaining_shares: z.number(),
  progress: decimal.describe('percent sold'),
  status: z.number().describe('0 not open, 1 open, 2 closed'),
  buyable: z.boolean(),
  settlement_price: decimalOrNull.describe('average of the window ticks'),
  tick_count: z.number().nullable(),
  settled_at: z.number().nullable(),
};

/** `InvestOrderView`. */
const order = view({
  id: z.number(),
  product_id: z.number(),
  type: z.number(),
  symbol: z.string(),
  currency_name: z.string(),
  invest_currency: z.string(),
  shares: z.number(),
  unit_price: decimal,
  amount: decimal,
  apr: decimal,
  linked_price: decimal,
  days: z.number(),
  settle_at: z.number(),
  window_start: z.number(),
  status: z.number().describe('1 purchased, 2 settling, 3 success, 4 fail'),
  settlement_price: decimalOrNull,
  tick_count: z.number().nullable(),
  payout_currency: z.string().nullable(),
  payout: decimalOrNull,
  payout_side: z.string().nullable(),
  fail_reason: z.string().nullable().describe('no_ticks_in_window: the principal was returned'),
  created_at: z.number(),
  settled_at: z.number().nullable(),
});

/** Invest (dual) products (SPEC.md §7 /dual/*, PRODUCT-RULES.md §8). */
export function investRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['invest'];
    const product = view(productShape);
    app.get(
      '/dual/index',
      {
        schema: { tags, querystring: dualIndexInputSchema, response: okResponse(z.array(product)) },
      },
      (req) => invest.listProducts(deps, req.query),
    );
    app.get(
      '/dual/detail',
      { schema: { tags, querystring: idInputSchema, response: okResponse(product) } },
      (req) => invest.productDetail(deps, req.query.id),
    );

    await app.register(
      authenticated(async (user) => {
        user.post(
          '/dual/buyDual',
          { schema: { tags, body: dualBuyInputSchema, response: okResponse(order) } },
          async (req) => {
            const caller = callerOf(req);
            return idempotentMoney(deps, req, caller, (trx) =>
              invest.buy(deps, trx, caller, req.body),
            );
          },
        );
        user.post(
          '/dual/dual_list',
          { schema: { tags, body: dualListInputSchema, response: okResponse(page(order)) } },
          (req) => invest.pageOrders(deps, callerOf(req), req.body ?? {}),
        );
      }),
    );
  };
}
