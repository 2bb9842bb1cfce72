import { ieoDetailInputSchema, ieoOrderInputSchema, ieoPageInputSchema } from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf } from '../../http/auth.js';
import { idempotentMoney } from '../../http/idempotency.js';
import { okResponse, page, view } from '../../http/response.js';
import * as ieo from './ieo.service.js';

const decimal = z.string().describe('decimal string');
const ms = z.number().describe('ms since the epoch');

/** `IeoProjectView`. */
export const projectShape = {
  id: z.number(),
  name: z.string(),
  symbol: z.string(),
  token_decimals: z.number(),
  pay_currency_id: z.number(),
  pay_currency: z.string(),
  price: decimal.describe('issue price in the payment currency per token'),
  total_supply: decimal,
  user_cap: decimal.describe('per-user cap in tokens'),
  min_amount: decimal,
  lock_days: z.number(),
  start_time: ms,
  end_time: ms,
  listing_time: ms,
  white_paper: z.string(),
  website: z.string(),
  description: z.string(),
  phase: z.enum(['warmup', 'progress', 'ended']),
  applied_total: decimal,
  participants: z.number(),
  allocated_at: ms.nullable(),
  listed_at: ms.nullable(),
  unlock_time: ms.nullable().describe('listing + lock_days days; null without a lock period'),
  locked: z.boolean().describe('listed tokens still frozen until unlock_time'),
};
const project = view(projectShape);

/** `IeoOrderView`. */
const order = view({
  id: z.number(),
  project_id: z.number(),
  project_name: z.string(),
  symbol: z.string(),
  pay_currency: z.string(),
  price: decimal,
  applied: decimal.describe('tokens applied for'),
  paid: decimal.describe('payment frozen'),
  passed: decimal.nullable().describe('tokens passed by the allocation'),
  cost: decimal.nullable(),
  refunded: decimal.nullable(),
  status: z.enum(['committed', 'allocated', 'listed']),
  listing_time: ms,
  created_at: ms,
  allocated_at: ms.nullable(),
  listed_at: ms.nullable(),
  unlock_time: ms.nullable(),
  locked: z.boolean(),
});

/** IEO subscriptions (SPEC.md §7 /project*, PRODUCT-RULES.md §8). */
export function ieoRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ieo'];
    app.get(
      '/project',
      { schema: { tags, querystring: ieoPageInputSchema, response: okResponse(page(project)) } },
      (req) => ieo.pageProjects(deps, req.lang, req.query),
    );
    app.get(
      '/project/detail',
      { schema: { tags, querystring: ieoDetailInputSchema, response: okResponse(project) } },
      (req) => ieo.projectDetail(deps, req.lang, req.query.project_id),
    );

    await app.register(
      authenticated(async (user) => {
        user.post(
          '/project/order',
          { schema: { tags, body: ieoOrderInputSchema, response: okResponse(order) } },
          async (req) => {
            const caller = callerOf(req);
            return idempotentMoney(deps, req, caller, (trx) =>
              ieo.subscribe(trx, caller, req.body),
            );
          },
        );
        user.get(
          '/user/project/order',
          {
            schema: { tags, querystring: ieoPageInputSchema, response: okResponse(page(order)) },
          },
          (req) => ieo.pageOrders(deps, callerOf(req), req.query),
        );
      }),
    );
  };
}
