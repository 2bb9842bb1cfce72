import { kycFormInputSchema } from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AppDeps } from '../../deps.js';
import { callerOf, useUserAuth } from '../../http/auth.js';
import * as kyc from './kyc.service.js';

/** Identity verification at two levels (SPEC.md §3, §4, §6). */
export function kycRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['kyc'];
    useUserAuth(app);
    app.get('/real/state', { schema: { tags } }, (req) => kyc.realState(deps, callerOf(req)));
    app.post('/user/real', { schema: { tags, body: kycFormInputSchema } }, (req) =>
      kyc.submit(deps, callerOf(req), req.body),
    );
  };
}
