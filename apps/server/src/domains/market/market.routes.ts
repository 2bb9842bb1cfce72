import {
  optionalAddInputSchema,
  optionalDelInputSchema,
  timesharInputSchema,
  type TimesharAnswer,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf, optionalCaller } from '../../http/auth.js';
import { say } from '../../http/envelope.js';
import { publicSeedEpochs } from '../../market-data/seed-epochs.js';
import * as market from './market.service.js';

/** Quotes, currencies and K-lines for everyone; favourites and recent pairs for a user. */
export function marketRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['market'];

    app.get('/currency/quotation_new', { schema: { tags } }, () => market.getQuotations(deps));
    app.get('/currency/list', { schema: { tags } }, () => market.listCurrencies(deps));
    // The simulated market's seed commitments: hashes always, each seed once its epoch has ended.
    app.get('/market/seeds', { schema: { tags } }, () => publicSeedEpochs(deps.db, Date.now()));
    app.get('/currency/hot', { schema: { tags } }, () => market.getHot(deps));
    // SPEC.md §8 "code 1": the chart endpoint answers {code, msg, data} on success; errors
    // still go through the error handler's envelope.
    app.get(
      '/currency/new_timeshar',
      { schema: { tags, querystring: timesharInputSchema } },
      async (req, reply) => {
        const data = await market.getCandles(deps, req.query, await optionalCaller(req));
        const answer: TimesharAnswer = { code: 1, msg: 'ok', data };
        return reply.send(answer);
      },
    );

    await app.register(
      authenticated(async (user) => {
        user.get('/currency/recent', { schema: { tags } }, (req) =>
          market.getRecent(deps, callerOf(req)),
        );
        user.get('/optional/list', { schema: { tags } }, (req) =>
          market.listFavourites(deps, callerOf(req)),
        );
        user.post('/optional/add', { schema: { tags, body: optionalAddInputSchema } }, (req) =>
          market.addFavourite(deps, callerOf(req), req.body),
        );
        user.post(
          '/optional/del',
          { schema: { tags, body: optionalDelInputSchema } },
          async (req) => {
            await market.deleteFavourite(deps, callerOf(req), req.body.id);
            return say('DELETED');
          },
        );
      }),
    );
  };
}
