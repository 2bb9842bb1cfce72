import { adminOptionDurationSaveInputSchema } from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AppDeps } from '../../deps.js';
import { adminOf, requireAdmin } from '../admin/admin-auth.js';
import * as options from './options.service.js';

/** The operator's option durations: any operator role reads, only `operator` saves (audited). */
export function adminOptionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    const read = requireAdmin(deps.db, 'read');
    const write = requireAdmin(deps.db, 'write');

    app.get('/admin/option-durations', { schema: { tags }, preValidation: read }, () => options.listDurationsForOperator(deps));
    app.post(
      '/admin/option-durations/save',
      { schema: { tags, body: adminOptionDurationSaveInputSchema }, preValidation: write },
      (req) => options.saveDuration(deps, adminOf(req), req.body),
    );
  };
}
