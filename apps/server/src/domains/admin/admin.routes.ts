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
import * as content from '../content/content.service.js';
import { adminOf, requireAdmin } from './admin-auth.js';
import * as admin from './admin.service.js';

/** The operator API under /admin: its own accounts and tokens; every change is audited. */
export function adminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    // Checked before the body is validated: an auditor or a stranger learns nothing from it.
    const read = requireAdmin(deps.db, 'read');
    const write = requireAdmin(deps.db, 'write');

    app.post(
      '/admin/login',
      { schema: { tags, body: adminLoginInputSchema }, config: { rateLimit: loginLimit } },
      (req) => admin.login(deps, req.body),
    );
    app.get('/admin/logout', { schema: { tags }, preValidation: read }, async (req) => {
      await admin.logout(deps, adminOf(req));
      return say('LOGOUT_SUCCESS');
    });
    app.get('/admin/me', { schema: { tags }, preValidation: read }, (req) =>
      admin.describeAdmin(adminOf(req)),
    );

    app.get('/admin/menu', { schema: { tags }, preValidation: read }, () =>
      content.listMenuForOperator(deps.db),
    );
    app.post(
      '/admin/menu/create',
      { schema: { tags, body: menuItemCreateInputSchema }, preValidation: write },
      (req) => admin.createMenuItem(deps, adminOf(req), req.body),
    );
    app.post(
      '/admin/menu/update',
      { schema: { tags, body: menuItemUpdateInputSchema }, preValidation: write },
      (req) => admin.updateMenuItem(deps, adminOf(req), req.body),
    );

    app.get(
      '/admin/news',
      { schema: { tags, querystring: adminNewsListInputSchema }, preValidation: read },
      (req) => content.listNewsForOperator(deps.db, req.query),
    );
    app.post(
      '/admin/news/create',
      { schema: { tags, body: newsCreateInputSchema }, preValidation: write },
      (req) => admin.createNews(deps, adminOf(req), req.body),
    );
    app.post(
      '/admin/news/update',
      { schema: { tags, body: newsUpdateInputSchema }, preValidation: write },
      (req) => admin.updateNews(deps, adminOf(req), req.body),
    );

    app.get('/admin/faq', { schema: { tags }, preValidation: read }, () =>
      content.listFaqForOperator(deps.db),
    );
    app.post(
      '/admin/faq/create',
      { schema: { tags, body: faqCreateInputSchema }, preValidation: write },
      (req) => admin.createFaqItem(deps, adminOf(req), req.body),
    );
    app.post(
      '/admin/faq/update',
      { schema: { tags, body: faqUpdateInputSchema }, preValidation: write },
      (req) => admin.updateFaqItem(deps, adminOf(req), req.body),
    );

    // Delete, publish, unpublish and sort work the same way for tiles, news and FAQ items.
    for (const kind of ['menu', 'news', 'faq'] as const) {
      app.post(
        `/admin/${kind}/delete`,
        { schema: { tags, body: contentIdInputSchema }, preValidation: write },
        async (req) => {
          await admin.deleteContent(deps, adminOf(req), kind, req.body.id);
          return say('DELETED');
        },
      );
      app.post(
        `/admin/${kind}/publish`,
        { schema: { tags, body: contentIdInputSchema }, preValidation: write },
        (req) => admin.setContentPublished(deps, adminOf(req), kind, req.body.id, true),
      );
      app.post(
        `/admin/${kind}/unpublish`,
        { schema: { tags, body: contentIdInputSchema }, preValidation: write },
        (req) => admin.setContentPublished(deps, adminOf(req), kind, req.body.id, false),
      );
      app.post(
        `/admin/${kind}/sort`,
        { schema: { tags, body: sortInputSchema }, preValidation: write },
        (req) => admin.sortContent(deps, adminOf(req), kind, req.body.ids),
      );
    }

    app.get('/admin/pages', { schema: { tags }, preValidation: read }, () =>
      content.listPagesForOperator(deps.db),
    );
    app.post(
      '/admin/pages/update',
      { schema: { tags, body: pageUpdateInputSchema }, preValidation: write },
      (req) => admin.updatePage(deps, adminOf(req), req.body),
    );
    app.post(
      '/admin/pages/publish',
      { schema: { tags, body: pageKeyInputSchema }, preValidation: write },
      (req) => admin.setPagePublished(deps, adminOf(req), req.body.key, true),
    );
    app.post(
      '/admin/pages/unpublish',
      { schema: { tags, body: pageKeyInputSchema }, preValidation: write },
      (req) => admin.setPagePublished(deps, adminOf(req), req.body.key, false),
    );

    app.post(
      '/admin/upload',
      { schema: { tags, consumes: ['multipart/form-data'] }, preValidation: write },
      async (req) =>
        admin.uploadImage(
          deps,
          adminOf(req),
          await readUploadedFile(req, deps.config.uploadMaxBytes),
        ),
    );
    app.get(
      '/admin/audit',
      { schema: { tags, querystring: auditListInputSchema }, preValidation: read },
      (req) => admin.listAudit(deps, req.query),
    );
  };
}
