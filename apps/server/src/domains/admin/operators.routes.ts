import { ADMIN_ROLES, idInputSchema, operatorCreateInputSchema } from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { sayAfter } from '../../http/envelope.js';
import { okResponse, textResponse, view } from '../../http/response.js';
import { adminOf, operatorRoutes } from './admin-auth.js';
import * as operators from './operators.service.js';

const operator = view({
  id: z.number(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  created_at: z.number(),
  disabled_at: z.number().nullable(),
  totp_enrolled: z.boolean(),
  last_seen_at: z.number().nullable().describe('latest use of any of its sessions'),
});

/** Operator accounts, for super-operators only. */
export function operatorAccountRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    await app.register(
      operatorRoutes(deps.db, 'super', async (ops) => {
        ops.get(
          '/admin/operators',
          { schema: { tags, response: okResponse(z.array(operator)) } },
          () => operators.listOperators(deps),
        );
        ops.post(
          '/admin/operators/create',
          {
            schema: {
              tags,
              body: operatorCreateInputSchema,
              response: okResponse(
                view({ id: z.number(), email: z.string(), role: z.enum(ADMIN_ROLES) }),
              ),
            },
          },
          (req) => operators.createOperator(deps, adminOf(req), req.body),
        );
        const actions = [
          ['disable', operators.disableOperator],
          ['enable', operators.enableOperator],
          ['reset-totp', operators.resetOperatorTotp],
        ] as const;
        for (const [path, act] of actions) {
          ops.post(
            `/admin/operators/${path}`,
            { schema: { tags, body: idInputSchema, response: textResponse() } },
            (req) => sayAfter('OPERATION_DONE', act(deps, adminOf(req), req.body.id)),
          );
        }
      }),
    );
  };
}
