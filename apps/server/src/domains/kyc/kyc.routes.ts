import { kycFormInputSchema } from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { callerOf, useUserAuth } from '../../http/auth.js';
import { okResponse, view } from '../../http/response.js';
import * as kyc from './kyc.service.js';

/** One level's audit: `KycLevelView`. */
const levelShape = {
  status: z.number().describe('KYC_STATUS: 0 none, 1 pending, 2 certified, 3 failed'),
  reason: z.string().nullable().describe("the operator's reason when the audit failed"),
  submitted_at: z.number().nullable(),
};

/** `RealStateView`: both levels of the caller's identity verification. */
const realState = okResponse(
  view({
    level: z.number().describe('the highest certified level: 0, 1 or 2'),
    level1: view({
      ...levelShape,
      name: z.string().nullable(),
      id_type: z.number().nullable(),
      card_id: z.string().nullable(),
    }),
    level2: view(levelShape),
    email_bound: z.boolean(),
    mobile_bound: z.boolean(),
  }),
);

/** Identity verification at two levels (SPEC.md §3, §4, §6). */
export function kycRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['kyc'];
    useUserAuth(app);
    app.get('/real/state', { schema: { tags, response: realState } }, (req) =>
      kyc.realState(deps, callerOf(req)),
    );
    app.post(
      '/user/real',
      { schema: { tags, body: kycFormInputSchema, response: realState } },
      (req) => kyc.submit(deps, callerOf(req), req.body),
    );
  };
}
