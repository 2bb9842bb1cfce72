import {
  microListInputSchema,
  microSubmitInputSchema,
  orderIdInputSchema,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf, optionalCaller } from '../../http/auth.js';
import { idempotencyClaimOf, idempotentMoney } from '../../http/idempotency.js';
import { okResponse, page, view } from '../../http/response.js';
import * as options from './options.service.js';
import { createOptionBatcher } from './options.submit-batch.js';

const decimal = z.string().describe('decimal string');

/** `OptionDurationView`. */
export const durationShape = {
  id: z.number(),
  seconds: z.number(),
  profit_ratio: decimal.describe('e.g. 0.85: a win pays stake x 1.85'),
  min_amount: decimal,
  max_amount: decimal,
  fee_rate: decimal,
};

/** `OptionOrderView`. */
const order = view({
  id: z.number(),
  type: z.number().describe('1 up, 2 down'),
  symbol: z.string(),
  match_id: z.number(),
  currency_id: z.number(),
  currency_name: z.string(),
  seconds: z.number(),
  number: decimal.describe('stake'),
  fee: decimal,
  profit_ratio: decimal,
  open_price: decimal,
  open_time: z.number(),
  end_price: decimal.nullable(),
  end_time: z.number().nullable(),
  fact_profits: decimal.nullable(),
  status: z.number().describe('1 trading, 2 closing, 3 closed'),
  profit_result: z.number().nullable().describe('-1 loss, 0 draw, 1 win'),
  void_reason: z.string().nullable().describe('no_price_at_expiry when voided and refunded'),
  created_at: z.number(),
  handled_at: z.number().describe('expiry (ms)'),
});

/** Seconds options (SPEC.md §7 /microtrade/*, PRODUCT-RULES.md §6). */
export function optionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const submitGrouped = createOptionBatcher(deps);
  return async (app) => {
    const tags = ['options'];
    // Visitors see the coins with available 0.
    app.get(
      '/microtrade/payable_currencies',
      {
        schema: {
          tags,
          response: okResponse(
            z.array(view({ id: z.number(), name: z.string(), available: decimal })),
          ),
        },
      },
      async (req) => options.payableCurrencies(deps, await optionalCaller(req)),
    );
    app.get(
      '/microtrade/seconds',
      { schema: { tags, response: okResponse(z.array(view(durationShape))) } },
      () => options.listSeconds(deps),
    );

    await app.register(
      authenticated(async (user) => {
        user.post(
          '/microtrade/submit',
          { schema: { tags, body: microSubmitInputSchema, response: okResponse(order) } },
          async (req) => {
            const caller = callerOf(req);
            return submitGrouped(
              idempotencyClaimOf(req, caller),
              async () => {
                const view = await idempotentMoney(deps, req, caller, (trx) =>
                  options.submit(deps, trx, caller, req.body),
                );
                deps.engine.changed(options.OPTIONS_MODULE, [view.id]);
                return view;
              },
              async () => ({ plan: await options.planOption(deps, deps.db, caller, req.body) }),
            );
          },
        );

        user.get(
          '/microtrade/lists',
          {
            schema: { tags, querystring: microListInputSchema, response: okResponse(page(order)) },
          },
          (req) => options.pageOrders(deps, callerOf(req), req.query),
        );
        user.get(
          '/microtrade/get_result',
          { schema: { tags, querystring: orderIdInputSchema, response: okResponse(order) } },
          (req) => options.getResult(deps, callerOf(req), req.query.id),
        );
      }),
    );
  };
}
