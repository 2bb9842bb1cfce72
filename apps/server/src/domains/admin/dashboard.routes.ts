import { ADMIN_QUEUES, HOUSE_ACCOUNTS, houseDailyInputSchema } from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { okResponse, view } from '../../http/response.js';
import { adminOf, operatorRoutes } from './admin-auth.js';
import * as dashboard from './dashboard.service.js';

const decimal = z.string().describe('decimal string');

const ledgerCheck = view({
  ran_at: z.number(),
  admin_id: z.number(),
  problems: z.number().describe('0: the books are clean'),
  kinds: z.record(z.string(), z.number()),
});

const dashboardView = view({
  queues: z.array(
    view({ queue: z.enum(ADMIN_QUEUES), count: z.number(), oldest_at: z.number().nullable() }),
  ),
  books: z.array(
    view({
      currency_id: z.number(),
      currency_name: z.string(),
      liabilities: decimal.describe("users' total holdings"),
      houses: z.record(z.enum(HOUSE_ACCOUNTS), decimal),
    }),
  ),
  ledger_check: ledgerCheck.nullable(),
});

/** The operator dashboard: queues, the books, the ledger check, house P/L per day (any role). */
export function dashboardRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    await app.register(
      operatorRoutes(deps.db, 'read', async (ops) => {
        ops.get('/admin/dashboard', { schema: { tags, response: okResponse(dashboardView) } }, () =>
          dashboard.dashboard(deps),
        );
        ops.get(
          '/admin/dashboard/house-daily',
          {
            schema: {
              tags,
              querystring: houseDailyInputSchema,
              response: okResponse(
                z.array(view({ day: z.number(), currency_id: z.number(), change: decimal })),
              ),
            },
          },
          (req) => dashboard.houseDaily(deps, req.query),
        );
        ops.post(
          '/admin/ledger-check',
          { schema: { tags, response: okResponse(ledgerCheck) } },
          (req) => dashboard.runLedgerCheck(deps, adminOf(req)),
        );
      }),
    );
  };
}
