import {
  getSettingInputSchema,
  newsDetailInputSchema,
  newsListInputSchema,
  PAGE_KEYS,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { okResponse, page, view } from '../../http/response.js';
import * as content from './content.service.js';

const newsCategory = z.number().describe('4 notice, 5 banner');
const html = (what: string) => z.string().describe(`${what}: sanitised HTML`);

/** `SiteConfigView`. */
const siteConfig = okResponse(
  view({
    site_name: z.string(),
    site_logo: z.string(),
    demo_mode: z.boolean().describe('true while the market feed is simulated (demo funds)'),
    feed: z.string().describe('sim, replay, exchange or none'),
    seed_hash: z.string().nullable(),
    seed_public: z.boolean(),
  }),
);

/** `MenuItemView[]`: the home tiles; `route` is null while the feature is not built. */
const menu = okResponse(
  z.array(
    view({
      id: z.number(),
      key: z.string(),
      label: z.string(),
      icon: z.string(),
      route: z.string().nullable(),
      sort: z.number(),
    }),
  ),
);

/** `Page<NewsItemView>`. */
const newsList = okResponse(
  page(
    view({
      id: z.number(),
      c_id: newsCategory,
      title: z.string(),
      summary: z.string(),
      image: z.string(),
      link: z.string(),
      created_at: z.number(),
    }),
  ),
);

/** `NewsDetailView`. */
const newsDetail = okResponse(
  view({
    id: z.number(),
    c_id: newsCategory,
    title: z.string(),
    content: html('the body'),
    image: z.string(),
    created_at: z.number(),
  }),
);

/** `PopupView | null`: the current pop-up announcement, if any. */
const popup = okResponse(
  view({ id: z.number(), title: z.string(), content: html('the body') }).nullable(),
);

/** `FaqItemView[]`. */
const faq = okResponse(
  z.array(view({ id: z.number(), question: z.string(), answer: html('the answer') })),
);

/** `PageView`. */
const staticPage = okResponse(view({ title: z.string(), content: html('the page') }));

export function contentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['content'];
    app.get('/getSiteConfig', { schema: { tags, response: siteConfig } }, () =>
      content.getSiteConfig(deps),
    );
    app.get(
      '/getSetting',
      { schema: { tags, querystring: getSettingInputSchema, response: okResponse(z.string()) } },
      (req) => content.getSetting(deps.db, req.query.keyword),
    );
    app.get('/menu', { schema: { tags, response: menu } }, (req) =>
      content.getMenu(deps.db, req.lang),
    );
    app.post(
      '/news/list',
      { schema: { tags, body: newsListInputSchema, response: newsList } },
      (req) => content.listNews(deps.db, req.lang, req.body),
    );
    app.post(
      '/news/detail',
      { schema: { tags, body: newsDetailInputSchema, response: newsDetail } },
      (req) => content.getNewsDetail(deps.db, req.lang, req.body.id),
    );
    app.get('/news/index_pop', { schema: { tags, response: popup } }, (req) =>
      content.getIndexPopup(deps.db, req.lang),
    );
    app.get('/faq', { schema: { tags, response: faq } }, (req) =>
      content.getFaq(deps.db, req.lang),
    );
    // The static pages at `/<key>`: SPEC.md §7's /aboutus, /contactus, /operational_compliance,
    // plus /share for the invite page's rules.
    for (const key of PAGE_KEYS) {
      app.get(`/${key}`, { schema: { tags, response: staticPage } }, (req) =>
        content.getPage(deps.db, req.lang, key),
      );
    }
  };
}
