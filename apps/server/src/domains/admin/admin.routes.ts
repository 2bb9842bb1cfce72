import {
  adminLoginInputSchema,
  adminNewsListInputSchema,
  auditCsvInputSchema,
  auditListInputSchema,
  contentIdInputSchema,
  faqCreateInputSchema,
  faqUpdateInputSchema,
  menuItemCreateInputSchema,
  menuItemUpdateInputSchema,
  newsCreateInputSchema,
  newsUpdateInputSchema,
  pageKeyInputSchema,
  pageUpdateInputSchema,
  sortInputSchema,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { sayAfter } from '../../http/envelope.js';
import { loginLimit } from '../../http/rate-limit.js';
import { okResponse, page, textResponse, view } from '../../http/response.js';
import { readUploadedFile } from '../../http/upload.js';
import { content } from '../content/index.js';
import { adminOf, operatorRoutes } from './admin-auth.js';
import * as admin from './admin.service.js';
import { operatorAccountRoutes } from './operators.routes.js';
import { totpRoutes } from './totp.routes.js';

/** Per-language texts: `{ en: {...}, zh: {...} }`, any subset of the eight languages. */
const translations = z
  .record(z.string(), z.unknown())
  .describe('texts per language code, e.g. { "en": { "label": "Recharge" } }');
const stamps = { created_at: z.number(), updated_at: z.number() };

/** `AdminMenuItemView`. */
const menuItem = view({
  id: z.number(),
  key: z.string(),
  icon: z.string(),
  route: z.string().nullable(),
  sort: z.number(),
  is_published: z.boolean(),
  translations,
  ...stamps,
});

/** `AdminNewsView`. */
const newsItem = view({
  id: z.number(),
  c_id: z.number().describe('4 notice, 5 banner'),
  is_popup: z.boolean(),
  image: z.string(),
  link: z.string(),
  sort: z.number(),
  is_published: z.boolean(),
  translations,
  ...stamps,
});

/** `AdminFaqView`. */
const faqItem = view({
  id: z.number(),
  sort: z.number(),
  is_published: z.boolean(),
  translations,
  ...stamps,
});

/** `AdminPageView`. */
const pageItem = view({
  key: z.string(),
  is_published: z.boolean(),
  translations,
  updated_at: z.number(),
});

/** `AuditEntryView`. */
const auditEntry = view({
  id: z.number(),
  admin_id: z.number(),
  admin_email: z.string(),
  action: z.string().describe('<entity>.<verb>, e.g. news.update'),
  entity: z.string(),
  entity_id: z.string(),
  detail: z.unknown(),
  created_at: z.number(),
});

const published = okResponse(view({ id: z.number(), is_published: z.boolean() }));
const sorted = okResponse(z.array(view({ id: z.number(), sort: z.number() })));
const imageUrl = okResponse(z.string().describe('the stored image URL'));

/** The operator API under /admin: its own accounts and tokens; every change is audited. */
export function adminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    const text = textResponse();

    app.post(
      '/admin/login',
      {
        schema: {
          tags,
          body: adminLoginInputSchema,
          response: okResponse(
            z
              .string()
              .describe(
                'the operator token; it opens only /admin/totp/* until the TOTP code is given',
              ),
          ),
        },
        config: { rateLimit: loginLimit },
      },
      (req) =>
        admin.login(deps, req.body, {
          userAgent: req.headers['user-agent'] ?? null,
          ip: req.ip ?? null,
        }),
    );

    await app.register(totpRoutes(deps));
    await app.register(operatorAccountRoutes(deps));

    // Any operator role reads.
    await app.register(
      operatorRoutes(deps.db, 'read', async (ops) => {
        ops.get('/admin/logout', { schema: { tags, response: text } }, (req) =>
          sayAfter('LOGOUT_SUCCESS', admin.logout(deps, adminOf(req))),
        );
        ops.get(
          '/admin/me',
          {
            schema: {
              tags,
              response: okResponse(
                view({
                  id: z.number(),
                  email: z.string(),
                  role: z.string().describe('operator or auditor'),
                }),
              ),
            },
          },
          (req) => admin.describeAdmin(adminOf(req)),
        );
        ops.get('/admin/menu', { schema: { tags, response: okResponse(z.array(menuItem)) } }, () =>
          content.listMenuForOperator(deps.db),
        );
        ops.get(
          '/admin/news',
          {
            schema: {
              tags,
              querystring: adminNewsListInputSchema,
              response: okResponse(page(newsItem)),
            },
          },
          (req) => content.listNewsForOperator(deps.db, req.query),
        );
        ops.get('/admin/faq', { schema: { tags, response: okResponse(z.array(faqItem)) } }, () =>
          content.listFaqForOperator(deps.db),
        );
        ops.get('/admin/pages', { schema: { tags, response: okResponse(z.array(pageItem)) } }, () =>
          content.listPagesForOperator(deps.db),
        );
        ops.get(
          '/admin/audit',
          {
            schema: {
              tags,
              querystring: auditListInputSchema,
              response: okResponse(page(auditEntry)),
            },
          },
          (req) => admin.listAudit(deps, req.query),
        );
        ops.get(
          '/admin/audit/csv',
          {
            schema: {
              tags,
              querystring: auditCsvInputSchema,
              response: okResponse(
                z.string().describe('CSV text (RFC 4180), newest first, at most 10,000 rows'),
              ),
            },
          },
          (req) => admin.auditCsv(deps, req.query),
        );
      }),
    );

    // Only `operator` changes content.
    await app.register(
      operatorRoutes(deps.db, 'write', async (ops) => {
        ops.post(
          '/admin/menu/create',
          { schema: { tags, body: menuItemCreateInputSchema, response: okResponse(menuItem) } },
          (req) => admin.createMenuItem(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/menu/update',
          { schema: { tags, body: menuItemUpdateInputSchema, response: okResponse(menuItem) } },
          (req) => admin.updateMenuItem(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/news/create',
          { schema: { tags, body: newsCreateInputSchema, response: okResponse(newsItem) } },
          (req) => admin.createNews(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/news/update',
          { schema: { tags, body: newsUpdateInputSchema, response: okResponse(newsItem) } },
          (req) => admin.updateNews(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/faq/create',
          { schema: { tags, body: faqCreateInputSchema, response: okResponse(faqItem) } },
          (req) => admin.createFaqItem(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/faq/update',
          { schema: { tags, body: faqUpdateInputSchema, response: okResponse(faqItem) } },
          (req) => admin.updateFaqItem(deps, adminOf(req), req.body),
        );

        // Delete, publish, unpublish and sort work the same way for tiles, news and FAQ items.
        for (const kind of ['menu', 'news', 'faq'] as const) {
          ops.post(
            `/admin/${kind}/delete`,
            { schema: { tags, body: contentIdInputSchema, response: text } },
            (req) =>
              sayAfter('DELETED', admin.deleteContent(deps, adminOf(req), kind, req.body.id)),
          );
          ops.post(
            `/admin/${kind}/publish`,
            { schema: { tags, body: contentIdInputSchema, response: published } },
            (req) => admin.setContentPublished(deps, adminOf(req), kind, req.body.id, true),
          );
          ops.post(
            `/admin/${kind}/unpublish`,
            { schema: { tags, body: contentIdInputSchema, response: published } },
            (req) => admin.setContentPublished(deps, adminOf(req), kind, req.body.id, false),
          );
          ops.post(
            `/admin/${kind}/sort`,
            { schema: { tags, body: sortInputSchema, response: sorted } },
            (req) => admin.sortContent(deps, adminOf(req), kind, req.body.ids),
          );
        }

        ops.post(
          '/admin/pages/update',
          { schema: { tags, body: pageUpdateInputSchema, response: okResponse(pageItem) } },
          (req) => admin.updatePage(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/pages/publish',
          { schema: { tags, body: pageKeyInputSchema, response: okResponse(pageItem) } },
          (req) => admin.setPagePublished(deps, adminOf(req), req.body.key, true),
        );
        ops.post(
          '/admin/pages/unpublish',
          { schema: { tags, body: pageKeyInputSchema, response: okResponse(pageItem) } },
          (req) => admin.setPagePublished(deps, adminOf(req), req.body.key, false),
        );
        ops.post(
          '/admin/upload',
          { schema: { tags, consumes: ['multipart/form-data'], response: imageUrl } },
          async (req) =>
            admin.uploadImage(
              deps,
              adminOf(req),
              await readUploadedFile(req, deps.config.uploadMaxBytes),
            ),
        );
      }),
    );
  };
}
