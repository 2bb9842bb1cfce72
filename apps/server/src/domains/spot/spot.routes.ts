import { coinListInputSchema, coinTradeInputSchema, orderIdInputSchema } from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AppDeps } from '../../deps.js';
import { callerOf, useUserAuth } from '../../http/auth.js';
import { idempotentMoney } from '../../http/idempotency.js';
import * as spot from './spot.service.js';

/** Spot coin trade: place, list and cancel orders (SPEC.md §7, PRODUCT-RULES.md §4). */
export function spotRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['spot'];
    useUserAuth(app);

    app.post('/coin/trade', { schema: { tags, body: coinTradeInputSchema } }, async (req) => {
      const caller = callerOf(req);
      const view = await idempotentMoney(deps, req, caller, (trx) =>
        spot.placeOrder(deps, trx, caller, req.body),
      );
      spot.orderPlaced(deps, view);
      return view;
    });
    app.get('/coin/list', { schema: { tags, querystring: coinListInputSchema } }, (req) =>
      spot.pageOrders(deps, callerOf(req), req.query),
    );
    app.post('/coin/list', { schema: { tags, body: coinListInputSchema } }, (req) =>
      spot.pageOrders(deps, callerOf(req), req.body),
    );
    app.post('/coin/cancel', { schema: { tags, body: orderIdInputSchema } }, (req) =>
      spot.cancelOrder(deps, callerOf(req), req.body.id),
    );
  };
}
