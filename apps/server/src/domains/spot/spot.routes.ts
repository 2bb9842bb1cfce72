import { coinListInputSchema, coinTradeInputSchema, orderIdInputSchema } from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { callerOf, useUserAuth } from '../../http/auth.js';
import { idempotencyClaimOf, idempotentMoney } from '../../http/idempotency.js';
import { okResponse, page, view } from '../../http/response.js';
import * as spot from './spot.service.js';
import { createSpotBatcher } from './spot.submit-batch.js';

const decimal = z.string().describe('decimal string');

/** `SpotOrderView`. */
const order = view({
  id: z.number(),
  type: z.number().describe('1 buy, 2 sell'),
  symbol: z.string(),
  match_id: z.number(),
  currency_id: z.number(),
  legal_id: z.number(),
  order_type: z.enum(['market', 'limit']),
  target_price: decimal.describe('the limit price, or the fill price of a market order'),
  trade_amount: decimal.describe('base amount'),
  fill_price: decimal.nullable(),
  total: decimal.nullable().describe('quote value at the fill price'),
  fee: decimal.nullable(),
  fee_currency: z.string(),
  fee_rate: decimal,
  status: z.number().describe('1 trading, 2 done, 3 cancelled'),
  tick: view({ price: decimal, time: z.number() }).nullable().describe('the tick that filled it'),
  created_at: z.number(),
  filled_at: z.number().nullable(),
});
const oneOrder = okResponse(order);
const orders = okResponse(page(order));

/** Spot coin trade: place, list and cancel orders (SPEC.md §7, PRODUCT-RULES.md §4). */
export function spotRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['spot'];
    const submitGrouped = createSpotBatcher(deps);
    useUserAuth(app);

    app.post(
      '/coin/trade',
      { schema: { tags, body: coinTradeInputSchema, response: oneOrder } },
      (req) => {
        const caller = callerOf(req);
        return submitGrouped(
          idempotencyClaimOf(req, caller),
          async () => {
            const view = await idempotentMoney(deps, req, caller, (trx) =>
              spot.placeOrder(deps, trx, caller, req.body),
            );
            spot.orderPlaced(deps, view);
            return view;
          },
          async () => ({ plan: await spot.planOrder(deps, deps.db, caller, req.body) }),
        );
      },
    );
    app.get(
      '/coin/list',
      { schema: { tags, querystring: coinListInputSchema, response: orders } },
      (req) => spot.pageOrders(deps, callerOf(req), req.query),
    );
    app.post(
      '/coin/list',
      { schema: { tags, body: coinListInputSchema, response: orders } },
      (req) => spot.pageOrders(deps, callerOf(req), req.body),
    );
    app.post(
      '/coin/cancel',
      { schema: { tags, body: orderIdInputSchema, response: oneOrder } },
      (req) => spot.cancelOrder(deps, callerOf(req), req.body.id),
    );
  };
}
