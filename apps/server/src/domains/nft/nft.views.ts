import {
  maskAccountName,
  nftRules,
  type NftArtistView,
  type NftCollectionView,
  type NftProvenanceView,
  type NftWorkView,
} from '@meridian/contract';
import { Decimal } from 'decimal.js';

import type { ArtistRow, CollectionRow, ProvenanceRow, WorkRow } from './nft.repository.js';

/** Decimals as plain strings without trailing zeros ("12.50000000" → "12.5"). */
export const plain = (v: Decimal.Value) => new Decimal(v).toFixed();

/**
 * The flag of SPEC.md §4 the availability code reads: the operator's switch, cleared once the
 * work is sold (a work is one piece) or its auction settled.
 */
export const saleFlag = (row: {
  flag: number;
  owner_id: number | null;
  settled_at?: Date | null;
}) => (row.flag === 1 && row.owner_id === null && !row.settled_at ? 1 : 0);

export function workView(row: WorkRow, userId: number, now: number): NftWorkView {
  const start = Number(row.start_time);
  const end = Number(row.end_time);
  return {
    id: row.id,
    title: row.title,
    media_type: row.media_type,
    media_url: row.media_url,
    rarity: row.rarity,
    sale_mode: row.sale_mode,
    currency_id: row.currency_id,
    currency: row.currency,
    price: plain(row.price),
    start_time: start,
    end_time: end,
    available: nftRules.availabilityCode(now, start, end, saleFlag(row)),
    sold: row.owner_id !== null,
    artist_uid: row.artist_id,
    artist_name: row.artist_name,
    collection_id: row.collection_id,
    collection_name: row.collection_name,
    fans: Number(row.fans ?? 0),
    collected: Boolean(row.collected),
    mine: userId > 0 && row.owner_id === userId,
    ...auctionFields(row),
  };
}

/** An auction's terms and bids; null for other sale modes. */
function auctionFields(row: WorkRow) {
  if (row.sale_mode !== nftRules.NFT_SALE_MODES.auction || !row.bid_increment)
    return { bid_increment: null, deposit: null, current_bid: null, min_next_bid: null };
  return {
    bid_increment: plain(row.bid_increment),
    deposit: row.deposit === null ? null : plain(row.deposit),
    current_bid: row.current_bid === null ? null : plain(row.current_bid),
    min_next_bid: nftRules.minNextBid(row.current_bid, row.price, row.bid_increment),
  };
}

export function provenanceView(row: ProvenanceRow): NftProvenanceView {
  return {
    kind: row.kind,
    owner: row.owner_name ? maskAccountName(row.owner_name) : null,
    price: row.price === null ? null : plain(row.price),
    currency: row.currency,
    at: row.created_at.getTime(),
  };
}

export function artistView(row: ArtistRow): NftArtistView {
  return {
    uid: row.id,
    name: row.name,
    avatar_url: row.avatar_url,
    bio: row.bio,
    works: Number(row.works ?? 0),
    sold: Number(row.sold ?? 0),
    fans: Number(row.fans ?? 0),
  };
}

export function collectionView(row: CollectionRow): NftCollectionView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    cover_url: row.cover_url,
    artist_uid: row.artist_id,
    artist_name: row.artist_name,
    works: Number(row.works ?? 0),
  };
}
