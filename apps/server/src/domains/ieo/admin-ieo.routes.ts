import { adminIeoSaveInputSchema, idInputSchema, LANGUAGES } from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { okResponse, view } from '../../http/response.js';
import { adminOf, operatorRoutes } from '../admin/index.js';
import { projectShape } from './ieo.routes.js';
import * as ieo from './ieo.service.js';

const decimal = z.string();
const texts = z.object(Object.fromEntries(LANGUAGES.map((l) => [l, z.string().optional()])));

/** `AdminIeoProjectView`. */
const project = view({
  ...projectShape,
  description: texts,
  published: z.boolean(),
  passed_total: decimal.nullable(),
  dust: decimal.nullable(),
  unsold: decimal.nullable(),
  token_currency_id: z.number().nullable(),
});

/**
 * The operator's IEO projects: any operator role reads; only write roles create, edit (before the
 * start), open, close, and trigger the allocation and the listing (both idempotent), all audited.
 * No call sets a price or changes an allocation that has run.
 */
export function adminIeoRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    await app.register(
      operatorRoutes(deps.db, 'read', async (ops) => {
        ops.get(
          '/admin/ieo/projects',
          { schema: { tags, response: okResponse(z.array(project)) } },
          () => ieo.listForOperator(deps),
        );
      }),
    );
    await app.register(
      operatorRoutes(deps.db, 'write', async (ops) => {
        ops.post(
          '/admin/ieo/save',
          { schema: { tags, body: adminIeoSaveInputSchema, response: okResponse(project) } },
          (req) => ieo.saveProject(deps, adminOf(req), req.body),
        );
        const action = (
          path: string,
          run: (id: number, req: Parameters<typeof adminOf>[0]) => Promise<unknown>,
        ) =>
          ops.post(
            path,
            { schema: { tags, body: idInputSchema, response: okResponse(project) } },
            (req) => run(req.body.id, req) as never,
          );
        action('/admin/ieo/open', (id, req) => ieo.openProject(deps, adminOf(req), id));
        action('/admin/ieo/close', (id, req) => ieo.closeProject(deps, adminOf(req), id));
        action('/admin/ieo/allocate', (id, req) => ieo.triggerAllocation(deps, adminOf(req), id));
        action('/admin/ieo/list', (id, req) => ieo.triggerListing(deps, adminOf(req), id));
      }),
    );
  };
}
