import {
  microListInputSchema,
  microSubmitInputSchema,
  orderIdInputSchema,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf, optionalCaller } from '../../http/auth.js';
import { idempotentMoney } from '../../http/idempotency.js';
import * as options from './options.service.js';

/** Seconds options (SPEC.md §7 /microtrade/*, PRODUCT-RULES.md §6). */
export function optionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['options'];
    // Visitors see the coins with available 0.
    app.get('/microtrade/payable_currencies', { schema: { tags } }, async (req) =>
      options.payableCurrencies(deps, await optionalCaller(req)),
    );
    app.get('/microtrade/seconds', { schema: { tags } }, () => options.listSeconds(deps));

    await app.register(
      authenticated(async (user) => {
        user.post(
          '/microtrade/submit',
          { schema: { tags, body: microSubmitInputSchema } },
          async (req) => {
            const caller = callerOf(req);
            const view = await idempotentMoney(deps, req, caller, (trx) =>
              options.submit(deps, trx, caller, req.body),
            );
            deps.engine.changed(options.OPTIONS_MODULE, [view.id]);
            return view;
          },
        );

        user.get(
          '/microtrade/lists',
          { schema: { tags, querystring: microListInputSchema } },
          (req) => options.pageOrders(deps, callerOf(req), req.query),
        );
        user.get(
          '/microtrade/get_result',
          { schema: { tags, querystring: orderIdInputSchema } },
          (req) => options.getResult(deps, callerOf(req), req.query.id),
        );
      }),
    );
  };
}
