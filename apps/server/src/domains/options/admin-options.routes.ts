import { adminOptionDurationSaveInputSchema } from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { okResponse, view } from '../../http/response.js';
import { adminOf, operatorRoutes } from '../admin/index.js';
import { durationShape } from './options.routes.js';
import * as options from './options.service.js';

/** `AdminOptionDurationView`: a duration with its display order and whether users may pick it. */
const duration = view({ ...durationShape, sort: z.number(), enabled: z.boolean() });

/** The operator's option durations: any operator role reads, only `operator` saves (audited). */
export function adminOptionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    await app.register(
      operatorRoutes(deps.db, 'read', async (ops) => {
        ops.get(
          '/admin/option-durations',
          { schema: { tags, response: okResponse(z.array(duration)) } },
          () => options.listDurationsForOperator(deps),
        );
      }),
    );
    await app.register(
      operatorRoutes(deps.db, 'write', async (ops) => {
        ops.post(
          '/admin/option-durations/save',
          {
            schema: {
              tags,
              body: adminOptionDurationSaveInputSchema,
              response: okResponse(duration),
            },
          },
          (req) => options.saveDuration(deps, adminOf(req), req.body),
        );
      }),
    );
  };
}
