import {
  getSettingInputSchema,
  newsDetailInputSchema,
  newsListInputSchema,
  PAGE_KEYS,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AppDeps } from '../../deps.js';
import * as content from './content.service.js';

export function contentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['content'];
    app.get('/getSiteConfig', { schema: { tags } }, () => content.getSiteConfig(deps));
    app.get('/getSetting', { schema: { tags, querystring: getSettingInputSchema } }, (req) =>
      content.getSetting(deps.db, req.query.keyword),
    );
    app.get('/menu', { schema: { tags } }, (req) => content.getMenu(deps.db, req.lang));
    app.post('/news/list', { schema: { tags, body: newsListInputSchema } }, (req) =>
      content.listNews(deps.db, req.lang, req.body),
    );
    app.post('/news/detail', { schema: { tags, body: newsDetailInputSchema } }, (req) =>
      content.getNewsDetail(deps.db, req.lang, req.body.id),
    );
    app.get('/news/index_pop', { schema: { tags } }, (req) =>
      content.getIndexPopup(deps.db, req.lang),
    );
    app.get('/faq', { schema: { tags } }, (req) => content.getFaq(deps.db, req.lang));
    // The static pages at `/<key>`: SPEC.md §7's /aboutus, /contactus, /operational_compliance,
    // plus /share for the invite page's rules.
    for (const key of PAGE_KEYS) {
      app.get(`/${key}`, { schema: { tags } }, (req) => content.getPage(deps.db, req.lang, key));
    }
  };
}
