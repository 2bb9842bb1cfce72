import {
  adminLockupSaveInputSchema,
  adminLockupStatusInputSchema,
  LANGUAGES,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { okResponse, view } from '../../http/response.js';
import { adminOf, operatorRoutes } from '../admin/index.js';
import { productShape } from './lockup.routes.js';
import * as lockup from './lockup.service.js';

const texts = z.object(Object.fromEntries(LANGUAGES.map((l) => [l, z.string().optional()])));

/** `AdminLockupProductView`: every language, open or not, and what the product holds. */
const product = view({
  ...productShape,
  name: texts,
  yield_source: texts,
  sort: z.number(),
  open: z.boolean(),
  active_orders: z.number(),
  held: z.string(),
});

/**
 * The operators' lock-up products: any operator role reads; only write roles create, edit (the
 * terms of deposits from now on) and open or close them, each audited. No route here touches an
 * order or a posting.
 */
export function adminLockupRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    await app.register(
      operatorRoutes(deps.db, 'read', async (ops) => {
        ops.get(
          '/admin/lockup/products',
          { schema: { tags, response: okResponse(z.array(product)) } },
          () => lockup.listForOperator(deps),
        );
      }),
    );
    await app.register(
      operatorRoutes(deps.db, 'write', async (ops) => {
        ops.post(
          '/admin/lockup/products/save',
          { schema: { tags, body: adminLockupSaveInputSchema, response: okResponse(product) } },
          (req) => lockup.saveProduct(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/lockup/products/status',
          { schema: { tags, body: adminLockupStatusInputSchema, response: okResponse(product) } },
          (req) => lockup.setProductOpen(deps, adminOf(req), req.body),
        );
      }),
    );
  };
}
