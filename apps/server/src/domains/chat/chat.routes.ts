import {
  CHAT_REPORT_REASONS,
  chatHistoryInputSchema,
  chatReportInputSchema,
  chatSendInputSchema,
  chatStateInputSchema,
  LANGUAGES,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf, optionalCaller } from '../../http/auth.js';
import { okResponse, view } from '../../http/response.js';
import * as chat from './chat.service.js';

const room = z.enum(LANGUAGES);

/** `ChatMessageView`. */
export const messageShape = {
  id: z.number(),
  room,
  nickname: z.string().describe("the author's nickname when posting"),
  body: z.string(),
  image: z.string().nullable(),
  created_at: z.number(),
};
const message = view({ ...messageShape, mine: z.boolean(), reported: z.boolean() });

/** `ChatStateView`. */
const state = view({
  rooms: z.array(room),
  allow_links: z.boolean(),
  allow_images: z.boolean(),
  max_length: z.number(),
  min_interval_seconds: z.number(),
  per_minute: z.number(),
  me: view({
    nickname: z.string(),
    blocked: z.enum(['nickname', 'muted']).nullable(),
    muted_until: z.number().nullable(),
  }).nullable(),
});

/**
 * The chat room (issue #20 item 2): anyone reads a room and its rules; a logged-in user posts
 * (with a chosen nickname, unmuted, within the rate limit) and reports others' messages. Live
 * messages and deletions reach screens through the socket room `chat:<lang>`.
 */
export function chatRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['chat'];
    app.get(
      '/chat/state',
      { schema: { tags, querystring: chatStateInputSchema, response: okResponse(state) } },
      async (req) => chat.chatState(deps, await optionalCaller(req)),
    );
    app.get(
      '/chat/messages',
      {
        schema: {
          tags,
          querystring: chatHistoryInputSchema,
          response: okResponse(view({ data: z.array(message), has_more: z.boolean() })),
        },
      },
      async (req) => chat.history(deps, await optionalCaller(req), req.query),
    );
    await app.register(
      authenticated(async (user) => {
        user.post(
          '/chat/send',
          { schema: { tags, body: chatSendInputSchema, response: okResponse(message) } },
          (req) => chat.send(deps, callerOf(req), req.body),
        );
        user.post(
          '/chat/report',
          {
            schema: {
              tags,
              body: chatReportInputSchema,
              response: okResponse(
                view({ id: z.number(), reported: z.literal(true) }).describe(
                  `reasons: ${CHAT_REPORT_REASONS.join(', ')}`,
                ),
              ),
            },
          },
          (req) => chat.report(deps, callerOf(req), req.body),
        );
      }),
    );
  };
}
