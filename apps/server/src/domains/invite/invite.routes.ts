import { inviteListInputSchema } from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf } from '../../http/auth.js';
import { okResponse, page, view } from '../../http/response.js';
import * as invite from './invite.service.js';

/** `CurrencyAmount`. */
const amount = view({ currency_id: z.number(), currency: z.string(), amount: z.string() });
/** `InviteSummaryView`. */
const summary = view({
  invite_code: z.string(),
  rate: z.string(),
  months: z.number(),
  invitees: z.number(),
  paid: z.array(amount),
  pending: z.array(amount),
});
/** `InviteeView`. */
const invitee = view({
  id: z.number(),
  name: z.string(),
  joined_at: z.number(),
  rebates_until: z.number().nullable(),
  earned: z.array(amount),
});

/** The caller's invites and the rebates they earned (issue #20 item 4). */
export function inviteRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['invite'];
    await app.register(
      authenticated(async (user) => {
        user.get(
          '/user/invite/summary',
          { schema: { tags, response: okResponse(summary) } },
          (req) => invite.inviteSummary(deps, callerOf(req)),
        );
        user.get(
          '/user/invite/list',
          {
            schema: {
              tags,
              querystring: inviteListInputSchema,
              response: okResponse(page(invitee)),
            },
          },
          (req) => invite.listInvitees(deps, callerOf(req), req.query),
        );
      }),
    );
  };
}
