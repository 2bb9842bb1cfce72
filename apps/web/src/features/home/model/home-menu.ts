/**
 * The home tiles of SPEC.md §2, in order. One data array so a later issue can swap in the
 * server-driven menu (GET /menu): a tile with a `route` navigates there; a tile without one is a
 * feature not built yet and says so.
 */
export const HOME_TILE_KEYS = [
  'recharge',
  'withdraw',
  'stock',
  'futures',
  'copyTrading',
  'financial',
  'margin',
  'otc',
  'couponCentre',
  'bills',
  'exchange',
  'mining',
  'game',
  'chatRoom',
  'quickBuy',
  'defiMining',
  'cloudMining',
  'lockMining',
  'coinTransfer',
  'ieo',
  'options',
  'borrowing',
  'nft',
  'invest',
  'download',
] as const;

export type HomeTileKey = (typeof HOME_TILE_KEYS)[number];

export interface HomeTile {
  key: HomeTileKey;
  /** Where the tile leads once its feature exists; none of them exists yet. */
  route?: string;
}

export const HOME_TILES: readonly HomeTile[] = HOME_TILE_KEYS.map((key) => ({ key }));

/** Tiles per swipe page: two rows of five. */
export const TILES_PER_PAGE = 10;

/** Splits tiles into swipe pages: 25 tiles → pages of 10, 10 and 5. */
export function paginateTiles<T>(tiles: readonly T[], perPage: number = TILES_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < tiles.length; i += perPage) pages.push(tiles.slice(i, i + perPage));
  return pages;
}
