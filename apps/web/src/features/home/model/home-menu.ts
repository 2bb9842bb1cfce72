import type { MenuItemView } from '@meridian/contract';

/**
 * The home tiles come from the server's menu (GET /menu): key, translated label, icon and route.
 * A tile with a `route` opens that screen; a tile whose route is null is a feature not built yet
 * and says so.
 */
export type HomeTile = MenuItemView;

/** Tiles per swipe page: two rows of five. */
export const TILES_PER_PAGE = 10;

/** Splits tiles into swipe pages: 25 tiles → pages of 10, 10 and 5. */
export function paginateTiles<T>(tiles: readonly T[], perPage: number = TILES_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < tiles.length; i += perPage) pages.push(tiles.slice(i, i + perPage));
  return pages;
}

/** An icon given as a picture (one of our uploads or an https address) rather than a glyph name. */
export function isImageIcon(icon: string): boolean {
  return /^(?:https:\/\/|\/uploads\/)/.test(icon);
}

/** `copy_trading` → `copyTrading`: the menu's keys are snake_case, the glyph names camelCase. */
export function camelCaseKey(key: string): string {
  return key.replace(/[_-]([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}
