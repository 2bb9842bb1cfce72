import { adminOptionDurationSaveInputSchema } from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AppDeps } from '../../deps.js';
import { adminOf, operatorRoutes } from '../admin/index.js';
import * as options from './options.service.js';

/** The operator's option durations: any operator role reads, only `operator` saves (audited). */
export function adminOptionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    await app.register(
      operatorRoutes(deps.db, 'read', async (ops) => {
        ops.get('/admin/option-durations', { schema: { tags } }, () =>
          options.listDurationsForOperator(deps),
        );
      }),
    );
    await app.register(
      operatorRoutes(deps.db, 'write', async (ops) => {
        ops.post(
          '/admin/option-durations/save',
          { schema: { tags, body: adminOptionDurationSaveInputSchema } },
          (req) => options.saveDuration(deps, adminOf(req), req.body),
        );
      }),
    );
  };
}
