import { describe, expect, it } from 'vitest';

import { camelCaseKey, isImageIcon, paginateTiles } from './home-menu';

describe('home tiles', () => {
  it('splits 25 tiles into swipe pages of ten', () => {
    const tiles = Array.from({ length: 25 }, (_, i) => i);
    expect(paginateTiles(tiles).map((page) => page.length)).toEqual([10, 10, 5]);
    expect(paginateTiles([])).toEqual([]);
  });

  it('tells a picture icon from a glyph name', () => {
    expect(isImageIcon('/uploads/abc.webp')).toBe(true);
    expect(isImageIcon('https://cdn.example.com/a.png')).toBe(true);
    expect(isImageIcon('copyTrading')).toBe(false);
    expect(isImageIcon('http://cdn.example.com/a.png')).toBe(false);
  });

  it('maps snake_case menu keys to glyph names', () => {
    expect(camelCaseKey('copy_trading')).toBe('copyTrading');
    expect(camelCaseKey('recharge')).toBe('recharge');
  });
});
