import {
  adminNftArtistInputSchema,
  adminNftCollectionInputSchema,
  adminNftFlagInputSchema,
  adminNftWorkInputSchema,
  idInputSchema,
  NFT_MEDIA_TYPES,
  NFT_RARITIES,
  nftArtistDetailInputSchema,
  nftBoxListInputSchema,
  nftBidInputSchema,
  nftBuyInputSchema,
  nftMarginInputSchema,
  nftMyBidsInputSchema,
  nftCollectInputSchema,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf, optionalCaller } from '../../http/auth.js';
import { idempotentMoney } from '../../http/idempotency.js';
import { okResponse, page, view } from '../../http/response.js';
import { adminOf, operatorRoutes } from '../admin/index.js';
import * as admin from './nft.admin.js';
import * as auction from './nft.auction.js';
import * as nft from './nft.service.js';

const decimal = z.string().describe('decimal string');

/** `NftWorkView`. */
const workShape = {
  id: z.number(),
  title: z.string(),
  media_type: z.enum(NFT_MEDIA_TYPES),
  media_url: z.string(),
  rarity: z.enum(NFT_RARITIES),
  sale_mode: z.number().describe('1 fixed price, 2 auction, 3 blind box'),
  currency_id: z.number(),
  currency: z.string(),
  price: decimal,
  start_time: z.number(),
  end_time: z.number(),
  available: z.number().describe('SPEC §4: 2 not started, 1 on sale, 0 ended or sold'),
  sold: z.boolean(),
  artist_uid: z.number(),
  artist_name: z.string(),
  collection_id: z.number(),
  collection_name: z.string(),
  fans: z.number().describe('users favouring it (a real count)'),
  collected: z.boolean(),
  mine: z.boolean(),
  bid_increment: decimal.nullable(),
  deposit: decimal.nullable().describe('locked once per auction and bidder'),
  current_bid: decimal.nullable(),
  min_next_bid: decimal.nullable().describe('the starting price, then current bid + increment'),
};
const work = view(workShape);
const provenance = view({
  kind: z.enum(['mint', 'buy']),
  owner: z.string().nullable().describe('masked account name; null: the platform'),
  price: decimal.nullable(),
  currency: z.string().nullable(),
  at: z.number(),
});
const workDetail = view({
  ...workShape,
  description: z.string(),
  artist_avatar_url: z.string().nullable(),
  owner: z.string().nullable(),
  provenance: z.array(provenance),
  margin: z
    .enum(['locked', 'returned', 'applied', 'forfeited'])
    .nullable()
    .describe("the caller's deposit on this auction"),
});
const artistShape = {
  uid: z.number(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  bio: z.string(),
  works: z.number(),
  sold: z.number(),
  fans: z.number().describe('distinct users favouring any of their works'),
};
const artist = view(artistShape);
const collection = view({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  cover_url: z.string().nullable(),
  artist_uid: z.number(),
  artist_name: z.string(),
  works: z.number(),
});
const artistDetail = view({
  ...artistShape,
  collections: z.array(collection),
  list: z.array(work),
});
const owned = view({
  ...workShape,
  acquired_at: z.number(),
  paid: decimal.nullable(),
  provenance: z.array(provenance),
});
const margin = view({
  work_id: z.number(),
  amount: decimal,
  currency: z.string(),
  status: z.enum(['locked', 'returned', 'applied', 'forfeited']),
});
const bidRecord = view({
  id: z.number(),
  work_id: z.number(),
  title: z.string(),
  bidder: z.string().describe('masked account name'),
  price: decimal,
  currency: z.string(),
  at: z.number(),
  end_time: z.number().describe('the end after this bid (anti-snipe)'),
  mine: z.boolean(),
});
const dueOrder = view({
  id: z.number(),
  work_id: z.number(),
  title: z.string(),
  price: decimal.describe('the final price'),
  deposit: decimal.describe('the deposit applied'),
  due: decimal.describe('price - deposit'),
  currency: z.string(),
  due_at: z.number(),
  status: z.enum(['pending', 'paid', 'expired']),
});
const order = view({
  id: z.number(),
  work_id: z.number(),
  price: decimal,
  currency: z.string(),
  status: z.literal('paid'),
  paid_at: z.number(),
});

/** The NFT marketplace (issue #18) under `/bind_box/`: the market is public, buying is not. */
export function nftRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['nft'];
    app.get(
      '/bind_box/getBoxList',
      { schema: { tags, querystring: nftBoxListInputSchema, response: okResponse(page(work)) } },
      async (req) => nft.boxList(deps, await optionalCaller(req), req.query),
    );
    app.get(
      '/bind_box/getBoxDetail',
      { schema: { tags, querystring: idInputSchema, response: okResponse(workDetail) } },
      async (req) => nft.boxDetail(deps, await optionalCaller(req), req.query.id),
    );
    app.get(
      '/bind_box/getArtist',
      { schema: { tags, response: okResponse(z.array(artist)) } },
      () => nft.artists(deps),
    );
    app.get(
      '/bind_box/getArtistDetail',
      {
        schema: {
          tags,
          querystring: nftArtistDetailInputSchema,
          response: okResponse(artistDetail),
        },
      },
      async (req) => nft.artistDetail(deps, await optionalCaller(req), req.query),
    );
    app.get(
      '/bind_box/getNftCurrency',
      {
        schema: { tags, response: okResponse(z.array(view({ id: z.number(), name: z.string() }))) },
      },
      () => nft.currencies(deps),
    );
    app.get(
      '/bind_box/getCollection',
      { schema: { tags, response: okResponse(z.array(collection)) } },
      () => nft.collections(deps),
    );
    app.get(
      '/bind_box/getBindBoxQuotationLog',
      { schema: { tags, querystring: idInputSchema, response: okResponse(z.array(bidRecord)) } },
      async (req) => auction.auctionBids(deps, await optionalCaller(req), req.query.id),
    );
    await app.register(
      authenticated(async (user) => {
        user.post(
          '/bind_box/collect',
          { schema: { tags, body: nftCollectInputSchema, response: okResponse(work) } },
          (req) => nft.collect(deps, callerOf(req), req.body),
        );
        user.post(
          '/bind_box/buyNFT',
          { schema: { tags, body: nftBuyInputSchema, response: okResponse(order) } },
          (req) => {
            const caller = callerOf(req);
            return idempotentMoney(deps, req, caller, (trx) =>
              nft.buy(deps, trx, caller, req.body),
            );
          },
        );
        user.post(
          '/bind_box/marginNFT',
          { schema: { tags, body: nftMarginInputSchema, response: okResponse(margin) } },
          (req) => {
            const caller = callerOf(req);
            return idempotentMoney(deps, req, caller, (trx) =>
              auction.lockMargin(trx, caller, req.body),
            );
          },
        );
        user.post(
          '/bind_box/auctionNFT',
          { schema: { tags, body: nftBidInputSchema, response: okResponse(bidRecord) } },
          (req) => {
            const caller = callerOf(req);
            return idempotentMoney(deps, req, caller, (trx) => auction.bid(trx, caller, req.body));
          },
        );
        user.get(
          '/bind_box/getMyBindBoxQuotationLog',
          {
            schema: {
              tags,
              querystring: nftMyBidsInputSchema,
              response: okResponse(page(bidRecord)),
            },
          },
          (req) => auction.myBids(deps, callerOf(req), req.query),
        );
        user.get(
          '/bind_box/getNeedPayNFTOrder',
          { schema: { tags, response: okResponse(z.array(dueOrder)) } },
          (req) => auction.needPay(deps, callerOf(req)),
        );
        user.post(
          '/bind_box/payNFTOrder',
          { schema: { tags, body: idInputSchema, response: okResponse(dueOrder) } },
          (req) => {
            const caller = callerOf(req);
            return idempotentMoney(deps, req, caller, (trx) =>
              auction.payOrder(deps, trx, caller, req.body.id),
            );
          },
        );
        user.post(
          '/bind_box/getMyNFTs',
          { schema: { tags, response: okResponse(z.array(owned)) } },
          (req) => nft.myNfts(deps, callerOf(req)),
        );
      }),
    );
  };
}

/** Operators: artists, collections, minting and the sale flag (audited). */
export function adminNftRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    await app.register(
      operatorRoutes(deps.db, 'write', async (ops) => {
        ops.post(
          '/admin/nft/artists',
          { schema: { tags, body: adminNftArtistInputSchema, response: okResponse(artist) } },
          (req) => admin.createArtist(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/nft/collections',
          {
            schema: { tags, body: adminNftCollectionInputSchema, response: okResponse(collection) },
          },
          (req) => admin.createCollection(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/nft/works',
          { schema: { tags, body: adminNftWorkInputSchema, response: okResponse(workDetail) } },
          (req) => admin.mintWork(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/nft/works/flag',
          { schema: { tags, body: adminNftFlagInputSchema, response: okResponse(workDetail) } },
          (req) => admin.setWorkFlag(deps, adminOf(req), req.body),
        );
      }),
    );
  };
}
