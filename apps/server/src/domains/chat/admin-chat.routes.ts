import {
  adminChatMessageActionInputSchema,
  adminChatMessagesInputSchema,
  adminChatMuteInputSchema,
  adminChatReportsInputSchema,
  adminChatSettingsInputSchema,
  adminChatUnmuteInputSchema,
  CHAT_REPORT_REASONS,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { okResponse, page, view } from '../../http/response.js';
import { adminOf, operatorRoutes } from '../admin/index.js';
import * as moderation from './chat-moderation.service.js';
import { messageShape } from './chat.routes.js';

/** `AdminChatMessageView`. */
const operatorMessageShape = {
  ...messageShape,
  user_id: z.number(),
  deleted_at: z.number().nullable(),
  deleted_by: z.number().nullable(),
  delete_reason: z.string().nullable(),
  open_reports: z.number(),
  muted_until: z.number().nullable(),
};
const operatorMessage = view(operatorMessageShape);

/** `AdminChatReportView`. */
const reported = view({
  ...operatorMessageShape,
  reports: z.number(),
  reasons: z.partialRecord(z.enum(CHAT_REPORT_REASONS), z.number()),
  first_reported_at: z.number(),
  last_reported_at: z.number(),
  resolution: z.enum(['deleted', 'dismissed']).nullable(),
});

/** `AdminChatMuteView`. */
const mute = view({
  id: z.number(),
  user_id: z.number(),
  nickname: z.string(),
  until: z.number(),
  reason: z.string(),
  admin_id: z.number(),
  created_at: z.number(),
});

const switches = view({ allow_links: z.boolean(), allow_images: z.boolean() });

/**
 * Operators' chat routes: any role reads the report queue, the rooms, the mutes and the
 * switches; write roles delete messages, dismiss reports, mute and unmute (a written reason
 * each) and change the switches, every change audited.
 */
export function adminChatRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    await app.register(
      operatorRoutes(deps.db, 'read', async (ops) => {
        ops.get(
          '/admin/chat/reports',
          {
            schema: {
              tags,
              querystring: adminChatReportsInputSchema,
              response: okResponse(page(reported)),
            },
          },
          (req) => moderation.listReports(deps, req.query),
        );
        ops.get(
          '/admin/chat/messages',
          {
            schema: {
              tags,
              querystring: adminChatMessagesInputSchema,
              response: okResponse(page(operatorMessage)),
            },
          },
          (req) => moderation.listMessages(deps, req.query),
        );
        ops.get(
          '/admin/chat/mutes',
          { schema: { tags, response: okResponse(z.array(mute)) } },
          () => moderation.listMutes(deps),
        );
        ops.get('/admin/chat/settings', { schema: { tags, response: okResponse(switches) } }, () =>
          moderation.getSettings(deps),
        );
      }),
    );
    await app.register(
      operatorRoutes(deps.db, 'write', async (ops) => {
        ops.post(
          '/admin/chat/delete',
          {
            schema: {
              tags,
              body: adminChatMessageActionInputSchema,
              response: okResponse(view({ id: z.number() })),
            },
          },
          (req) => moderation.deleteMessage(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/chat/reports/dismiss',
          {
            schema: {
              tags,
              body: adminChatMessageActionInputSchema,
              response: okResponse(view({ id: z.number(), dismissed: z.number() })),
            },
          },
          (req) => moderation.dismissReports(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/chat/mute',
          { schema: { tags, body: adminChatMuteInputSchema, response: okResponse(mute) } },
          (req) => moderation.muteUser(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/chat/unmute',
          {
            schema: {
              tags,
              body: adminChatUnmuteInputSchema,
              response: okResponse(view({ user_id: z.number(), lifted: z.number() })),
            },
          },
          (req) => moderation.unmuteUser(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/chat/settings/save',
          { schema: { tags, body: adminChatSettingsInputSchema, response: okResponse(switches) } },
          (req) => moderation.saveSettings(deps, adminOf(req), req.body),
        );
      }),
    );
  };
}
