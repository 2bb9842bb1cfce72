import { describe, expect, it } from 'vitest';

import { HOME_TILES, paginateTiles } from './home-menu';

describe('home tiles', () => {
  it('lists the 25 tiles of SPEC.md §2 in order, none built yet', () => {
    expect(HOME_TILES).toHaveLength(25);
    expect(HOME_TILES[0]?.key).toBe('recharge');
    expect(HOME_TILES.at(-1)?.key).toBe('download');
    expect(HOME_TILES.every((tile) => tile.route === undefined)).toBe(true);
  });

  it('splits them into swipe pages of ten', () => {
    expect(paginateTiles(HOME_TILES).map((page) => page.length)).toEqual([10, 10, 5]);
  });
});
