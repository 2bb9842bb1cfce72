import { EARN_PRODUCTS } from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { callerOf, useUserAuth } from '../../http/auth.js';
import { okResponse, view } from '../../http/response.js';
import { financeSummary } from './finance.service.js';

const amounts = z.array(view({ currency: z.string(), amount: z.string() }));

/** `FinanceSummaryView`: one entry per earn product, in EARN_PRODUCTS order. */
const summary = okResponse(
  view({
    products: z.array(
      view({
        product: z.enum(EARN_PRODUCTS),
        active: z.number().describe('orders still running'),
        held: amounts.describe('principal or payment still in the product, per currency'),
        earned: amounts.describe('paid out above principal, per currency'),
      }),
    ),
  }),
);

/** The finance tab (issue #17): the caller's totals across the earn products. */
export function financeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    useUserAuth(app);
    app.get('/finance/summary', { schema: { tags: ['finance'], response: summary } }, (req) =>
      financeSummary(deps, callerOf(req).user.id),
    );
  };
}
