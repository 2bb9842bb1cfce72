import type { NftMediaType, NftRarity, NftSaleMode } from '@meridian/contract';
import type { ColumnType, Generated } from 'kysely';

/** NFT marketplace tables (migration 0043). */
type Created = ColumnType<Date, Date | string | undefined, never>;

export interface NftArtistsTable {
  id: Generated<number>;
  name: string;
  bio: ColumnType<string, string | undefined, string>;
  avatar_url: string | null;
  created_at: Created;
}

export interface NftCollectionsTable {
  id: Generated<number>;
  artist_id: number;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  cover_url: string | null;
  created_at: Created;
}

export interface NftWorksTable {
  id: Generated<number>;
  collection_id: number;
  artist_id: number;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  media_type: NftMediaType;
  media_url: string;
  rarity: NftRarity;
  sale_mode: NftSaleMode;
  currency_id: number;
  price: ColumnType<string, string, string>;
  start_time: ColumnType<string, number | string, number | string>;
  end_time: ColumnType<string, number | string, number | string>;
  flag: ColumnType<number, number | undefined, number>;
  owner_id: ColumnType<number | null, number | null | undefined, number | null>;
  sold_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_by: number | null;
  created_at: Created;
  bid_increment: ColumnType<string | null, string | null | undefined, string | null>;
  deposit: ColumnType<string | null, string | null | undefined, string | null>;
  current_bid: ColumnType<string | null, string | null | undefined, string | null>;
  current_bidder: ColumnType<number | null, number | null | undefined, number | null>;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface NftOrdersTable {
  id: Generated<number>;
  work_id: number;
  user_id: number;
  price: ColumnType<string, string, never>;
  currency_id: number;
  status: ColumnType<NftOrderStatus, NftOrderStatus | undefined, NftOrderStatus>;
  created_at: Created;
  paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The deposit applied to an auction's order (0 for a fixed-price one). */
  deposit: ColumnType<string, string | undefined, never>;
  /** When an auction's order must be paid by (ms). */
  due_at: ColumnType<string | null, number | null | undefined, never>;
}

export type NftOrderStatus = 'pending' | 'paid' | 'expired';

export interface NftDepositsTable {
  work_id: number;
  user_id: number;
  amount: ColumnType<string, string, never>;
  currency_id: number;
  status: ColumnType<
    'locked' | 'returned' | 'applied' | 'forfeited',
    'locked' | undefined,
    'returned' | 'applied' | 'forfeited'
  >;
  created_at: Created;
}

export interface NftBidsTable {
  id: Generated<number>;
  work_id: number;
  user_id: number;
  price: ColumnType<string, string, never>;
  end_time: ColumnType<string, number, never>;
  created_at: Created;
}

export interface NftProvenanceTable {
  id: Generated<number>;
  work_id: number;
  kind: 'mint' | 'buy';
  owner_id: number | null;
  order_id: number | null;
  price: ColumnType<string | null, string | null | undefined, never>;
  currency_id: number | null;
  created_at: Created;
}

export interface NftFavouritesTable {
  user_id: number;
  work_id: number;
  created_at: Created;
}
