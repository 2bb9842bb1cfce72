import {
  adminSupportCannedInputSchema,
  adminSupportCannedUpdateInputSchema,
  adminSupportConversationInputSchema,
  adminSupportInboxInputSchema,
  adminSupportReplyInputSchema,
  adminSupportThreadInputSchema,
  idInputSchema,
  SUPPORT_SENDERS,
  SUPPORT_STATUSES,
  supportHistoryInputSchema,
  supportSendInputSchema,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf } from '../../http/auth.js';
import { okResponse, page, view } from '../../http/response.js';
import { adminOf, operatorRoutes } from '../admin/index.js';
import * as admin from './support-admin.service.js';
import * as support from './support.service.js';

const messageShape = {
  id: z.number(),
  conversation_id: z.number(),
  sender: z.enum(SUPPORT_SENDERS),
  text: z.string(),
  image: z.string().nullable().describe('a signed link, about an hour'),
  reply_due_at: z.number().nullable().describe('a ticket notice: when a reply is due (ms)'),
  created_at: z.number(),
};
/** `SupportMessageView`. */
const message = view(messageShape);
/** `AdminSupportMessageView`. */
const operatorMessage = view({ ...messageShape, operator_email: z.string().nullable() });
/** `SupportConversationView`. */
const conversation = view({
  id: z.number().nullable(),
  status: z.enum(SUPPORT_STATUSES),
  operators_online: z.boolean(),
  reply_hours: z.number(),
  ticket_due_at: z.number().nullable(),
  unread: z.number(),
});
const unread = view({ count: z.number() });
/** `AdminSupportConversationView`. */
const inboxItem = view({
  id: z.number(),
  user_id: z.number(),
  user_name: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  assignee_id: z.number().nullable(),
  assignee_email: z.string().nullable(),
  last_text: z.string(),
  last_image: z.boolean(),
  last_sender: z.enum(SUPPORT_SENDERS),
  last_message_at: z.number(),
  unread: z.number(),
  ticket_due_at: z.number().nullable(),
});
const counts = view({
  unassigned: z.number(),
  mine: z.number(),
  unassigned_conversations: z.number(),
  mine_conversations: z.number(),
});
const changed = view({
  id: z.number(),
  status: z.enum(SUPPORT_STATUSES),
  assignee_id: z.number().nullable(),
});
const profile = view({
  user_id: z.number(),
  username: z.string(),
  nickname: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  area_code: z.string().nullable(),
  language: z.string(),
  real_level: z.number(),
  created_at: z.number(),
  held_reason: z.string().nullable(),
  last_login_at: z.number().nullable(),
  conversation_status: z.enum(SUPPORT_STATUSES),
  assignee_email: z.string().nullable(),
});
const canned = view({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  sort: z.number(),
  updated_at: z.number(),
});

/**
 * Sending: 30 messages a minute per user (a person typing never reaches it; a script does),
 * counted after the session check so the key is the user.
 */
const sendLimit = {
  max: 30,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) => (req.caller ? `support:${req.caller.user.id}` : req.ip),
};

/** Customer service (#20 item 1): the user's conversation with the platform's operators. */
export function supportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['support'];
    await app.register(
      authenticated(async (user) => {
        user.get(
          '/support/conversation',
          { schema: { tags, response: okResponse(conversation) } },
          (req) => support.conversation(deps, callerOf(req)),
        );
        user.get(
          '/support/messages',
          {
            schema: {
              tags,
              querystring: supportHistoryInputSchema,
              response: okResponse(page(message)),
            },
          },
          (req) => support.history(deps, callerOf(req), req.query),
        );
        user.post(
          '/support/send',
          {
            schema: {
              tags,
              body: supportSendInputSchema,
              response: okResponse(view({ message, notice: message.nullable() })),
            },
            config: { rateLimit: sendLimit },
          },
          (req) => support.send(deps, callerOf(req), req.body),
        );
        user.get('/support/unread', { schema: { tags, response: okResponse(unread) } }, (req) =>
          support.unread(deps, callerOf(req)),
        );
        user.post('/support/read', { schema: { tags, response: okResponse(unread) } }, (req) =>
          support.markRead(deps, callerOf(req)),
        );
      }),
    );
  };
}

/**
 * The operators' customer service: every operator role reads the inbox, threads, profiles and
 * canned replies; only write roles reply, mark read, assign, close, reopen and edit canned
 * replies, each change audited.
 */
export function adminSupportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    await app.register(
      operatorRoutes(deps.db, 'read', async (ops) => {
        ops.get(
          '/admin/support/inbox',
          {
            schema: {
              tags,
              querystring: adminSupportInboxInputSchema,
              response: okResponse(page(inboxItem)),
            },
          },
          (req) => admin.inbox(deps, adminOf(req), req.query),
        );
        ops.get(
          '/admin/support/counts',
          { schema: { tags, response: okResponse(counts) } },
          (req) => admin.counts(deps, adminOf(req)),
        );
        ops.get(
          '/admin/support/thread',
          {
            schema: {
              tags,
              querystring: adminSupportThreadInputSchema,
              response: okResponse(page(operatorMessage)),
            },
          },
          (req) => admin.thread(deps, req.query),
        );
        ops.get(
          '/admin/support/profile',
          {
            schema: {
              tags,
              querystring: adminSupportConversationInputSchema,
              response: okResponse(profile),
            },
          },
          (req) => admin.profile(deps, req.query.id),
        );
        ops.get(
          '/admin/support/canned',
          { schema: { tags, response: okResponse(z.array(canned)) } },
          () => admin.listCanned(deps),
        );
      }),
    );
    await app.register(
      operatorRoutes(deps.db, 'write', async (ops) => {
        ops.post(
          '/admin/support/reply',
          {
            schema: {
              tags,
              body: adminSupportReplyInputSchema,
              response: okResponse(operatorMessage),
            },
          },
          (req) => admin.reply(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/support/read',
          { schema: { tags, body: idInputSchema, response: okResponse(z.null()) } },
          (req) => admin.markRead(deps, req.body.id),
        );
        for (const [route, act] of [
          ['/admin/support/assign', admin.assignToMe],
          ['/admin/support/close', admin.close],
          ['/admin/support/reopen', admin.reopen],
        ] as const) {
          ops.post(
            route,
            { schema: { tags, body: idInputSchema, response: okResponse(changed) } },
            (req) => act(deps, adminOf(req), req.body.id),
          );
        }
        ops.post(
          '/admin/support/canned/create',
          { schema: { tags, body: adminSupportCannedInputSchema, response: okResponse(canned) } },
          (req) => admin.createCanned(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/support/canned/update',
          {
            schema: {
              tags,
              body: adminSupportCannedUpdateInputSchema,
              response: okResponse(canned),
            },
          },
          (req) => admin.updateCanned(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/support/canned/delete',
          { schema: { tags, body: idInputSchema, response: okResponse(z.null()) } },
          (req) => admin.deleteCanned(deps, adminOf(req), req.body.id),
        );
      }),
    );
  };
}
