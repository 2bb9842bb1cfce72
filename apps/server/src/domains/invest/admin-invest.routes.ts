import { adminInvestSaveInputSchema, idInputSchema } from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { okResponse, view } from '../../http/response.js';
import { adminOf, operatorRoutes } from '../admin/index.js';
import { productShape } from './invest.routes.js';
import * as invest from './invest.service.js';

/** `AdminInvestProductView`. */
const product = view({ ...productShape, window_minutes: z.number(), created_at: z.number() });

/**
 * The operators' invest products: any operator role reads; only `operator` creates, edits (terms
 * only before the first sale), opens and closes (audited). Nothing here sets a price or an outcome.
 */
export function adminInvestRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    await app.register(
      operatorRoutes(deps.db, 'read', async (ops) => {
        ops.get(
          '/admin/invest/products',
          { schema: { tags, response: okResponse(z.array(product)) } },
          () => invest.listForOperator(deps),
        );
      }),
    );
    await app.register(
      operatorRoutes(deps.db, 'write', async (ops) => {
        ops.post(
          '/admin/invest/products/save',
          { schema: { tags, body: adminInvestSaveInputSchema, response: okResponse(product) } },
          (req) => invest.saveProduct(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/invest/products/open',
          { schema: { tags, body: idInputSchema, response: okResponse(product) } },
          (req) => invest.setOpen(deps, adminOf(req), req.body.id, true),
        );
        ops.post(
          '/admin/invest/products/close',
          { schema: { tags, body: idInputSchema, response: okResponse(product) } },
          (req) => invest.setOpen(deps, adminOf(req), req.body.id, false),
        );
      }),
    );
  };
}
