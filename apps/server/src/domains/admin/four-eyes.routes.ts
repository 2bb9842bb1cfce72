import {
  adminApproveInputSchema,
  adminRejectInputSchema,
  fourEyesThresholdSaveInputSchema,
  MONEY_APPROVAL_KINDS,
  MONEY_APPROVAL_STATUSES,
  moneyApprovalListInputSchema,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { okResponse, page, view } from '../../http/response.js';
import { adminOf, operatorRoutes } from './admin-auth.js';
import * as fourEyes from './four-eyes.service.js';

const decimal = z.string().describe('decimal string');

/** `MoneyApprovalView`. */
const approval = view({
  id: z.number(),
  kind: z.enum(MONEY_APPROVAL_KINDS),
  subject_id: z
    .number()
    .nullable()
    .describe('the deposit request or withdrawal; null for an adjustment'),
  user_id: z.number(),
  currency_id: z.number(),
  currency_name: z.string(),
  account_type: z.number().nullable(),
  amount: decimal,
  usdt_value: decimal.nullable().describe('worth at the feed price when requested; null: no price'),
  reason: z.string().nullable(),
  requested_by: z.number(),
  requested_by_email: z.string(),
  requested_at: z.number(),
  status: z.enum(MONEY_APPROVAL_STATUSES),
  decided_by: z.number().nullable(),
  decided_by_email: z.string().nullable(),
  decided_at: z.number().nullable(),
  decision_reason: z.string().nullable(),
  posting_id: z.number().nullable(),
});

const threshold = view({
  currency_id: z.number(),
  currency_name: z.string(),
  usdt_value: decimal,
  own: z.boolean().describe('false: the default threshold applies'),
});

/**
 * Four-eyes: the requests waiting for a second operator, their approval (which posts) or
 * rejection (which never does), and the per-currency thresholds super-operators set.
 */
export function fourEyesRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    await app.register(
      operatorRoutes(deps.db, 'read', async (ops) => {
        ops.get(
          '/admin/approvals',
          {
            schema: {
              tags,
              querystring: moneyApprovalListInputSchema,
              response: okResponse(page(approval)),
            },
          },
          (req) => fourEyes.listApprovals(deps, req.query),
        );
        ops.get(
          '/admin/four-eyes/thresholds',
          { schema: { tags, response: okResponse(z.array(threshold)) } },
          () => fourEyes.listThresholds(deps),
        );
      }),
    );
    await app.register(
      operatorRoutes(deps.db, 'write', async (ops) => {
        ops.post(
          '/admin/approvals/approve',
          { schema: { tags, body: adminApproveInputSchema, response: okResponse(approval) } },
          (req) => fourEyes.approve(deps, adminOf(req), req.body.id),
        );
        ops.post(
          '/admin/approvals/reject',
          { schema: { tags, body: adminRejectInputSchema, response: okResponse(approval) } },
          (req) => fourEyes.reject(deps, adminOf(req), req.body.id, req.body.reason),
        );
      }),
    );
    await app.register(
      operatorRoutes(deps.db, 'super', async (ops) => {
        ops.post(
          '/admin/four-eyes/thresholds/save',
          {
            schema: {
              tags,
              body: fourEyesThresholdSaveInputSchema,
              response: okResponse(view({ currency_id: z.number(), usdt_value: decimal })),
            },
          },
          (req) => fourEyes.saveThreshold(deps, adminOf(req), req.body),
        );
      }),
    );
  };
}
