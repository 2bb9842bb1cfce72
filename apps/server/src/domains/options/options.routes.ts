import { microListInputSchema, microSubmitInputSchema, orderIdInputSchema } from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AppDeps } from '../../deps.js';
import { callerOf, findCaller, readToken, requireUser } from '../../http/auth.js';
import { idempotentMoney } from '../../http/idempotency.js';
import * as options from './options.service.js';

/** Seconds options (SPEC.md §7 /microtrade/*, PRODUCT-RULES.md §6). */
export function optionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['options'];
    const preHandler = requireUser(deps.db);

    // Visitors see the coins with available 0.
    app.get('/microtrade/payable_currencies', { schema: { tags } }, async (req) =>
      options.payableCurrencies(deps, await findCaller(deps.db, readToken(req.headers.authorization))),
    );
    app.get('/microtrade/seconds', { schema: { tags } }, () => options.listSeconds(deps));

    app.post('/microtrade/submit', { schema: { tags, body: microSubmitInputSchema }, preHandler }, async (req) => {
      const caller = callerOf(req);
      const view = await idempotentMoney(deps, req, caller, (trx) => options.submit(deps, trx, caller, req.body));
      deps.engine.changed(options.OPTIONS_MODULE, [view.id]);
      return view;
    });

    app.get('/microtrade/lists', { schema: { tags, querystring: microListInputSchema }, preHandler }, (req) =>
      options.pageOrders(deps, callerOf(req), req.query),
    );
    app.get('/microtrade/get_result', { schema: { tags, querystring: orderIdInputSchema }, preHandler }, (req) =>
      options.getResult(deps, callerOf(req), req.query.id),
    );
  };
}
