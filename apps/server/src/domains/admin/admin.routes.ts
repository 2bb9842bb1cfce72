import {
  adminLoginInputSchema,
  adminNewsListInputSchema,
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

import type { AppDeps } from '../../deps.js';
import { say } from '../../http/envelope.js';
import { loginLimit } from '../../http/rate-limit.js';
import { readUploadedFile } from '../../http/upload.js';
import { content } from '../content/index.js';
import { adminOf, operatorRoutes } from './admin-auth.js';
import * as admin from './admin.service.js';

/** The operator API under /admin: its own accounts and tokens; every change is audited. */
export function adminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];

    app.post(
      '/admin/login',
      { schema: { tags, body: adminLoginInputSchema }, config: { rateLimit: loginLimit } },
      (req) => admin.login(deps, req.body),
    );

    // Any operator role reads.
    await app.register(
      operatorRoutes(deps.db, 'read', async (ops) => {
        ops.get('/admin/logout', { schema: { tags } }, async (req) => {
          await admin.logout(deps, adminOf(req));
          return say('LOGOUT_SUCCESS');
        });
        ops.get('/admin/me', { schema: { tags } }, (req) => admin.describeAdmin(adminOf(req)));
        ops.get('/admin/menu', { schema: { tags } }, () => content.listMenuForOperator(deps.db));
        ops.get('/admin/news', { schema: { tags, querystring: adminNewsListInputSchema } }, (req) =>
          content.listNewsForOperator(deps.db, req.query),
        );
        ops.get('/admin/faq', { schema: { tags } }, () => content.listFaqForOperator(deps.db));
        ops.get('/admin/pages', { schema: { tags } }, () => content.listPagesForOperator(deps.db));
        ops.get('/admin/audit', { schema: { tags, querystring: auditListInputSchema } }, (req) =>
          admin.listAudit(deps, req.query),
        );
      }),
    );

    // Only `operator` changes content.
    await app.register(
      operatorRoutes(deps.db, 'write', async (ops) => {
        ops.post(
          '/admin/menu/create',
          { schema: { tags, body: menuItemCreateInputSchema } },
          (req) => admin.createMenuItem(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/menu/update',
          { schema: { tags, body: menuItemUpdateInputSchema } },
          (req) => admin.updateMenuItem(deps, adminOf(req), req.body),
        );
        ops.post('/admin/news/create', { schema: { tags, body: newsCreateInputSchema } }, (req) =>
          admin.createNews(deps, adminOf(req), req.body),
        );
        ops.post('/admin/news/update', { schema: { tags, body: newsUpdateInputSchema } }, (req) =>
          admin.updateNews(deps, adminOf(req), req.body),
        );
        ops.post('/admin/faq/create', { schema: { tags, body: faqCreateInputSchema } }, (req) =>
          admin.createFaqItem(deps, adminOf(req), req.body),
        );
        ops.post('/admin/faq/update', { schema: { tags, body: faqUpdateInputSchema } }, (req) =>
          admin.updateFaqItem(deps, adminOf(req), req.body),
        );

        // Delete, publish, unpublish and sort work the same way for tiles, news and FAQ items.
        for (const kind of ['menu', 'news', 'faq'] as const) {
          ops.post(
            `/admin/${kind}/delete`,
            { schema: { tags, body: contentIdInputSchema } },
            async (req) => {
              await admin.deleteContent(deps, adminOf(req), kind, req.body.id);
              return say('DELETED');
            },
          );
          ops.post(
            `/admin/${kind}/publish`,
            { schema: { tags, body: contentIdInputSchema } },
            (req) => admin.setContentPublished(deps, adminOf(req), kind, req.body.id, true),
          );
          ops.post(
            `/admin/${kind}/unpublish`,
            { schema: { tags, body: contentIdInputSchema } },
            (req) => admin.setContentPublished(deps, adminOf(req), kind, req.body.id, false),
          );
          ops.post(`/admin/${kind}/sort`, { schema: { tags, body: sortInputSchema } }, (req) =>
            admin.sortContent(deps, adminOf(req), kind, req.body.ids),
          );
        }

        ops.post('/admin/pages/update', { schema: { tags, body: pageUpdateInputSchema } }, (req) =>
          admin.updatePage(deps, adminOf(req), req.body),
        );
        ops.post('/admin/pages/publish', { schema: { tags, body: pageKeyInputSchema } }, (req) =>
          admin.setPagePublished(deps, adminOf(req), req.body.key, true),
        );
        ops.post('/admin/pages/unpublish', { schema: { tags, body: pageKeyInputSchema } }, (req) =>
          admin.setPagePublished(deps, adminOf(req), req.body.key, false),
        );
        ops.post(
          '/admin/upload',
          { schema: { tags, consumes: ['multipart/form-data'] } },
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
