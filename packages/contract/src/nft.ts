import { z } from 'zod';

import { ErrorCode } from './errors.js';
import { positiveAmount } from './money.js';
import { digitsInt, idSchema, pagingShape } from './paging.js';
import {
  NFT_MEDIA_TYPES,
  NFT_PRICE_DECIMALS,
  NFT_RARITIES,
  type NftAvailability,
  type NftMediaType,
  type NftRarity,
  type NftSaleMode,
} from './rules/nft.js';

/*
 * The NFT marketplace (issue #18, wire prefix `/bind_box/`, PRODUCT-RULES.md §9). Ownership is
 * custodial: it lives on this platform, each work with its full provenance. The rules (the
 * availability code, bids) live in rules/nft.ts (`nftRules`); these are the calls' inputs and
 * answers.
 */

export { NFT_MEDIA_TYPES, NFT_RARITIES, type NftMediaType, type NftRarity, type NftSaleMode };

const saleModeSchema = digitsInt({ min: 1, max: 3 }).transform((v) => v as NftSaleMode);
const text = (max: number) => z.string().trim().min(1).max(max);

/** GET /bind_box/getBoxList: works on the market, newest first; by sale mode, artist, collection. */
export const nftBoxListInputSchema = z.object({
  ...pagingShape,
  sale_mode: saleModeSchema.optional(),
  artist: idSchema.optional(),
  collection_id: idSchema.optional(),
});
export type NftBoxListInput = z.infer<typeof nftBoxListInputSchema>;

/** GET /bind_box/getArtistDetail: an artist (`uid`) with their works. */
export const nftArtistDetailInputSchema = z.object({ uid: idSchema });
export type NftArtistDetailInput = z.infer<typeof nftArtistDetailInputSchema>;

/** POST /bind_box/collect: favourite work `id`, or (`collect` 0) stop. */
export const nftCollectInputSchema = z.object({
  id: idSchema,
  collect: digitsInt({ min: 0, max: 1 }).default(1),
});
export type NftCollectInput = z.infer<typeof nftCollectInputSchema>;

/** POST /bind_box/buyNFT: buy fixed-price work `id` at `price`, the price the screen showed. */
export const nftBuyInputSchema = z.object({
  id: idSchema,
  price: positiveAmount(NFT_PRICE_DECIMALS),
});
export type NftBuyInput = z.infer<typeof nftBuyInputSchema>;

/** Who made a work, as lists show them. */
export interface NftArtistView {
  uid: number;
  name: string;
  avatar_url: string | null;
  bio: string;
  /** Real counts (PRODUCT-RULES.md §0): works listed, works sold, users favouring their works. */
  works: number;
  sold: number;
  fans: number;
}

export interface NftCollectionView {
  id: number;
  name: string;
  description: string;
  cover_url: string | null;
  artist_uid: number;
  artist_name: string;
  works: number;
}

/** One step of a work's ownership: minted to the platform, then each sale. */
export interface NftProvenanceView {
  kind: 'mint' | 'buy';
  /** The owner after the step, masked (the platform for a mint). */
  owner: string | null;
  price: string | null;
  currency: string | null;
  at: number;
}

export interface NftWorkView {
  id: number;
  title: string;
  media_type: NftMediaType;
  media_url: string;
  rarity: NftRarity;
  sale_mode: NftSaleMode;
  currency_id: number;
  currency: string;
  price: string;
  start_time: number;
  end_time: number;
  /** SPEC.md §4: 2 not started, 1 on sale, 0 ended or sold. */
  available: NftAvailability;
  sold: boolean;
  artist_uid: number;
  artist_name: string;
  collection_id: number;
  collection_name: string;
  /** Users favouring it (a real count) and whether the caller does. */
  fans: number;
  collected: boolean;
  /** Whether the caller owns it. */
  mine: boolean;
  /** Auctions: the per-bid increment, the deposit, the highest bid so far and the least next bid. */
  bid_increment: string | null;
  deposit: string | null;
  current_bid: string | null;
  min_next_bid: string | null;
}

export interface NftWorkDetailView extends NftWorkView {
  description: string;
  artist_avatar_url: string | null;
  owner: string | null;
  provenance: NftProvenanceView[];
  /** The caller's deposit on this auction (null: none, or not an auction). */
  margin: NftMarginView['status'] | null;
}

export interface NftArtistDetailView extends NftArtistView {
  collections: NftCollectionView[];
  list: NftWorkView[];
}

/** GET /bind_box/getNftCurrency: the coins works are priced in. */
export interface NftCurrencyView {
  id: number;
  name: string;
}

/** A work the caller owns, with how it came to them. */
export interface NftOwnedView extends NftWorkView {
  acquired_at: number;
  paid: string | null;
  provenance: NftProvenanceView[];
}

/** POST /bind_box/buyNFT's answer: the paid order and the work now owned. */
export interface NftOrderView {
  id: number;
  work_id: number;
  price: string;
  currency: string;
  status: 'paid';
  paid_at: number;
}

/** POST /bind_box/marginNFT: lock auction `id`'s deposit (once per auction and bidder). */
export const nftMarginInputSchema = z.object({ id: idSchema });
export type NftMarginInput = z.infer<typeof nftMarginInputSchema>;

/** POST /bind_box/auctionNFT: bid `price` on auction `code` (the work's id). */
export const nftBidInputSchema = z.object({
  code: idSchema,
  price: positiveAmount(NFT_PRICE_DECIMALS),
});
export type NftBidInput = z.infer<typeof nftBidInputSchema>;

/** GET /bind_box/getMyBindBoxQuotationLog: the caller's bids, newest first. */
export const nftMyBidsInputSchema = z.object({ ...pagingShape });
export type NftMyBidsInput = z.infer<typeof nftMyBidsInputSchema>;

/** A deposit locked for an auction. */
export interface NftMarginView {
  work_id: number;
  amount: string;
  currency: string;
  status: 'locked' | 'returned' | 'applied' | 'forfeited';
}

/** One bid, public (masked bidder) or the caller's own. */
export interface NftBidView {
  id: number;
  work_id: number;
  title: string;
  bidder: string;
  price: string;
  currency: string;
  at: number;
  /** The auction's end after this bid (a bid in the last 10 minutes moves it). */
  end_time: number;
  mine: boolean;
}

/** An order to pay: an auction won, due within 24 hours (price less the deposit). */
export interface NftDueOrderView {
  id: number;
  work_id: number;
  title: string;
  price: string;
  deposit: string;
  due: string;
  currency: string;
  due_at: number;
  status: 'pending' | 'paid' | 'expired';
}

// ---- operators ------------------------------------------------------------------------------------

/** POST /admin/nft/artists: a new artist (the avatar: an image uploaded by /admin/upload). */
export const adminNftArtistInputSchema = z.object({
  name: text(60),
  bio: z.string().trim().max(1000).default(''),
  avatar_url: z.string().trim().max(300).optional(),
});
export type AdminNftArtistInput = z.infer<typeof adminNftArtistInputSchema>;

/** POST /admin/nft/collections: a collection of an artist's works. */
export const adminNftCollectionInputSchema = z.object({
  artist_id: idSchema,
  name: text(80),
  description: z.string().trim().max(2000).default(''),
  cover_url: z.string().trim().max(300).optional(),
});
export type AdminNftCollectionInput = z.infer<typeof adminNftCollectionInputSchema>;

/**
 * POST /admin/nft/works: mints a work into a collection, owned by the platform until sold. Its
 * media is an image or gif uploaded by /admin/upload. The end must be after the start.
 */
export const adminNftWorkInputSchema = z
  .object({
    collection_id: idSchema,
    title: text(80),
    description: z.string().trim().max(2000).default(''),
    media_type: z.enum(['image', 'gif']),
    media_url: z.string().trim().min(1).max(300),
    rarity: z.enum(NFT_RARITIES),
    sale_mode: saleModeSchema,
    currency_id: idSchema,
    price: positiveAmount(NFT_PRICE_DECIMALS),
    start_time: digitsInt({ min: 0, max: 9_999_999_999_999 }),
    end_time: digitsInt({ min: 0, max: 9_999_999_999_999 }),
    flag: digitsInt({ min: 0, max: 1 }).default(1),
    bid_increment: positiveAmount(NFT_PRICE_DECIMALS).optional(),
    deposit: positiveAmount(NFT_PRICE_DECIMALS).optional(),
  })
  .refine((v) => v.sale_mode !== 2 || (v.bid_increment !== undefined && v.deposit !== undefined), {
    message: ErrorCode.NFT_AUCTION_TERMS,
    path: ['bid_increment'],
  })
  .refine((v) => v.end_time > v.start_time, {
    message: ErrorCode.NFT_END_BEFORE_START,
    path: ['end_time'],
  });
export type AdminNftWorkInput = z.infer<typeof adminNftWorkInputSchema>;

/** POST /admin/nft/works/flag: switches a work's sale flag (0 withdraws it from sale). */
export const adminNftFlagInputSchema = z.object({
  id: idSchema,
  flag: digitsInt({ min: 0, max: 1 }),
});
export type AdminNftFlagInput = z.infer<typeof adminNftFlagInputSchema>;
