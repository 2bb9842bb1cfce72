import { getSettingInputSchema } from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AppDeps } from '../../deps.js';
import { getSetting, getSiteConfig } from './content.service.js';

export function contentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/getSiteConfig', { schema: { tags: ['content'] } }, () => getSiteConfig(deps.db));
    app.get(
      '/getSetting',
      { schema: { tags: ['content'], querystring: getSettingInputSchema } },
      (req) => getSetting(deps.db, req.query.keyword),
    );
  };
}
