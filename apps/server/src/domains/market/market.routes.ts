import {
  marketTradesInputSchema,
  optionalAddInputSchema,
  optionalDelInputSchema,
  timesharInputSchema,
  type TimesharAnswer,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf, optionalCaller } from '../../http/auth.js';
import { sayAfter } from '../../http/envelope.js';
import { okResponse, ownResponse, textResponse, view } from '../../http/response.js';
import { publicSeedEpochs } from '../../market-data/seed-epochs.js';
import { emitTrade } from '../../realtime/realtime.js';
import * as market from './market.service.js';
import { sparklineReader } from './market.sparklines.js';
import { forwardTrades, listTrades } from './market.trades.js';

const decimal = z.string().describe('decimal string');

/** `QuotationView`: a pair's quote, its trading switches and where its price comes from. */
const quotationShape = {
  match_id: z.number(),
  currency_id: z.number(),
  legal_id: z.number(),
  currency_name: z.string(),
  legal_name: z.string(),
  symbol: z.string(),
  category: z.string().describe('crypto or stock'),
  sort: z.number(),
  now_price: decimal.nullable().describe('last feed price; null before the first'),
  change: decimal.nullable().describe('24 h change in percent'),
  high: decimal.nullable(),
  low: decimal.nullable(),
  volume: decimal,
  open_coin_trade: z.boolean(),
  open_lever: z.boolean(),
  open_microtrade: z.boolean(),
  lot_size: decimal,
  leverages: z.array(z.number()),
  fee_rate: decimal,
  spread: decimal,
  price_precision: z.number(),
  amount_precision: z.number(),
  lever_min_share: z.number(),
  lever_max_share: z.number(),
  feed: view({
    name: z.string(),
    simulated: z.boolean(),
    stale: z.boolean(),
    last_tick_at: z.number().nullable(),
    seed_hash: z.string().nullable(),
    seed_public: z.boolean(),
  }),
};
const quotations = okResponse(z.array(view(quotationShape)));

/** `CurrencyView[]`. */
const currencies = okResponse(
  z.array(
    view({
      id: z.number(),
      name: z.string(),
      full_name: z.string(),
      type: z.string(),
      color: z.string().nullable(),
      image: z.string().nullable(),
      sort: z.number(),
      networks: z.array(z.string()),
      is_spot: z.boolean(),
      is_lever: z.boolean(),
      is_micro: z.boolean(),
      is_legal: z.boolean(),
      is_transfer: z.boolean(),
    }),
  ),
);

/** The seed epochs: the hash always, the seed once the epoch has ended. */
const seedEpochs = okResponse(
  z.array(
    view({
      starts_at: z.number(),
      ends_at: z.number().nullable(),
      seed_hash: z.string(),
      seed: z.string().nullable(),
    }),
  ),
);

/** `TimesharAnswer`: candles outside the envelope. */
const timeshar = ownResponse(
  view({
    code: z.literal(1),
    msg: z.literal('ok'),
    data: z.array(
      view({
        time: z.number().describe('open time, ms'),
        open: decimal,
        high: decimal,
        low: decimal,
        close: decimal,
        volume: decimal,
      }),
    ),
  }),
);

/** `MarketTradeView[]`: a pair's latest fills on this platform, anonymous. */
const trades = okResponse(
  z.array(
    view({
      symbol: z.string(),
      type: z.union([z.literal(1), z.literal(2)]).describe("the taker's side: 1 buy, 2 sell"),
      price: decimal,
      amount: decimal.describe('base amount'),
      time: z.number().describe('filled at, ms'),
    }),
  ),
);

/** `SparklineView[]`: every pair's hourly closes over 24 h, the last one its current price. */
const sparklines = okResponse(
  z.array(view({ symbol: z.string(), closes: z.array(decimal).describe('oldest first') })),
);

/** Quotes, currencies and K-lines for everyone; favourites and recent pairs for a user. */
export function marketRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['market'];

    app.get('/currency/quotation_new', { schema: { tags, response: quotations } }, () =>
      market.getQuotations(deps),
    );
    app.get('/currency/list', { schema: { tags, response: currencies } }, () =>
      market.listCurrencies(deps),
    );
    // The simulated market's seed commitments: hashes always, each seed once its epoch has ended.
    app.get('/market/seeds', { schema: { tags, response: seedEpochs } }, () =>
      publicSeedEpochs(deps.db, Date.now()),
    );
    // An extension of SPEC.md §7: the pair page's trades tab (issue #14 item 1).
    app.get(
      '/market/trades',
      { schema: { tags, querystring: marketTradesInputSchema, response: trades } },
      (req) => listTrades(deps, req.query),
    );
    // ... and the same fills live: `trade` to the pair's room, on every node, after each commit.
    const stopTrades = forwardTrades(deps, (trade) => emitTrade(app.io, trade));
    app.addHook('onClose', async () => stopTrades());
    // An extension of SPEC.md §7: the markets list's 24 h trend lines, all pairs in one call.
    const readSparklines = sparklineReader(deps);
    app.get('/market/sparklines', { schema: { tags, response: sparklines } }, () =>
      readSparklines(),
    );
    app.get(
      '/currency/hot',
      {
        schema: {
          tags,
          response: okResponse(
            z.array(
              view({ ...quotationShape, views: z.number().describe('distinct viewers in 24 h') }),
            ),
          ),
        },
      },
      () => market.getHot(deps),
    );
    // SPEC.md §8 "code 1": the chart endpoint answers {code, msg, data} on success; errors
    // still go through the error handler's envelope. The candles arrive as JSON text (kept
    // serialised by the market), so the answer is written as text with the JSON content type:
    // the same bytes the schema's serializer wrote from the objects (market.test.ts).
    // The last answer's bytes: a chart asked again before its candles change is not encoded again.
    let last: { data: string; body: Buffer } | undefined;
    app.get(
      '/currency/new_timeshar',
      { schema: { tags, querystring: timesharInputSchema, response: timeshar } },
      async (req, reply) => {
        const data = await market.getCandlesJson(deps, req.query, await optionalCaller(req));
        if (last?.data !== data)
          last = { data, body: Buffer.from(`{"code":1,"msg":"ok","data":${data}}`) };
        // A TimesharAnswer already serialised: Fastify sends bytes of a JSON type as they are.
        const answer = last.body as unknown as TimesharAnswer;
        return reply.type('application/json; charset=utf-8').send(answer);
      },
    );

    await app.register(
      authenticated(async (user) => {
        user.get('/currency/recent', { schema: { tags, response: quotations } }, (req) =>
          market.getRecent(deps, callerOf(req)),
        );
        user.get(
          '/optional/list',
          {
            schema: {
              tags,
              response: okResponse(
                z.array(
                  view({
                    ...quotationShape,
                    id: z.number().describe('the favourite, for /optional/del'),
                  }),
                ),
              ),
            },
          },
          (req) => market.listFavourites(deps, callerOf(req)),
        );
        user.post(
          '/optional/add',
          {
            schema: {
              tags,
              body: optionalAddInputSchema,
              response: okResponse(
                view({ id: z.number(), match_id: z.number(), symbol: z.string() }),
              ),
            },
          },
          (req) => market.addFavourite(deps, callerOf(req), req.body),
        );
        user.post(
          '/optional/del',
          { schema: { tags, body: optionalDelInputSchema, response: textResponse() } },
          (req) => sayAfter('DELETED', market.deleteFavourite(deps, callerOf(req), req.body.id)),
        );
      }),
    );
  };
}
