import {
  idInputSchema,
  LOCKUP_CATEGORIES,
  lockupConfigInputSchema,
  lockupDepositInputSchema,
  lockupOrderListInputSchema,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf } from '../../http/auth.js';
import { idempotentMoney } from '../../http/idempotency.js';
import { okResponse, page, view } from '../../http/response.js';
import * as lockup from './lockup.service.js';

const decimal = z.string().describe('decimal string');
const category = z.enum(LOCKUP_CATEGORIES);

/** `LockupProductView`. */
export const productShape = {
  id: z.number(),
  category,
  currency_id: z.number(),
  currency_name: z.string(),
  daily_rate: decimal.describe('e.g. 0.004: 0.4 % of the amount a day'),
  lock_days: z.number(),
  min_amount: decimal.describe('minimum single amount'),
  penalty_ratio: decimal.describe('early redemption: ratio x remaining days x amount'),
};
const product = view({
  ...productShape,
  name: z.string(),
  apr: decimal.describe('daily_rate x 365'),
  yield_source: z.string().describe('where the yield comes from, in plain words'),
});

/** `LockupOrderView`. */
const order = view({
  id: z.number(),
  config_id: z.number(),
  name: z.string(),
  category,
  currency_id: z.number(),
  currency_name: z.string(),
  amount: decimal,
  daily_rate: decimal,
  daily_yield: decimal,
  lock_days: z.number(),
  penalty_ratio: decimal,
  days_paid: z.number(),
  accrued: decimal.describe('yield paid so far'),
  remaining_days: z.number(),
  penalty_now: decimal.describe('what redeeming now costs'),
  penalty: decimal.nullable().describe('charged at an early redemption'),
  status: z.number().describe('1 in progress, 2 redeemed (early), 3 ended'),
  first_day: z.string().describe('first UTC day that pays, yyyy-mm-dd'),
  ends_at: z.number().describe('when the principal returns (ms)'),
  created_at: z.number(),
  closed_at: z.number().nullable(),
});

/** Lock-up mining (SPEC.md §7 /lh/deposit/*, PRODUCT-RULES.md §8). */
export function lockupRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['lockup'];
    app.get(
      '/lh/deposit/config',
      {
        schema: {
          tags,
          querystring: lockupConfigInputSchema,
          response: okResponse(z.array(product)),
        },
      },
      (req) => lockup.listProducts(deps, req.lang, req.query),
    );

    await app.register(
      authenticated(async (user) => {
        user.post(
          '/lh/deposit',
          { schema: { tags, body: lockupDepositInputSchema, response: okResponse(order) } },
          (req) => {
            const caller = callerOf(req);
            return idempotentMoney(deps, req, caller, (trx) =>
              lockup.deposit(deps, trx, caller, req.lang, req.body),
            );
          },
        );
        user.get(
          '/lh/deposit/order',
          {
            schema: {
              tags,
              querystring: lockupOrderListInputSchema,
              response: okResponse(page(order)),
            },
          },
          (req) => lockup.pageOrders(deps, callerOf(req), req.lang, req.query),
        );
        user.post(
          '/lh/deposit/order/cancel',
          { schema: { tags, body: idInputSchema, response: okResponse(order) } },
          (req) => {
            const caller = callerOf(req);
            return idempotentMoney(deps, req, caller, (trx) =>
              lockup.redeem(deps, trx, caller, req.lang, req.body.id),
            );
          },
        );
      }),
    );
  };
}
