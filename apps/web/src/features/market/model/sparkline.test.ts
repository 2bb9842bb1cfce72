import { describe, expect, it } from 'vitest';

import { sparklinePoints, trendOf, withLivePrice } from './sparkline';

describe('sparkline', () => {
  it('draws the lowest close at the bottom and the highest at the top, evenly spaced', () => {
    expect(sparklinePoints(['1', '3', '2'], 10, 4)).toBe('0,4 5,0 10,2');
    // Decimal strings beyond float precision still order correctly.
    expect(sparklinePoints(['0.000000011', '0.000000012'], 8, 2)).toBe('0,2 8,0');
  });

  it('draws a flat line through the middle, and nothing with fewer than two closes', () => {
    expect(sparklinePoints(['5', '5'], 10, 4)).toBe('0,2 10,2');
    expect(sparklinePoints(['5'], 10, 4)).toBe('');
    expect(sparklinePoints([], 10, 4)).toBe('');
  });

  it('puts the live price in place of the last close, and leaves an empty line empty', () => {
    expect(withLivePrice(['1', '2', '3'], '4')).toEqual(['1', '2', '4']);
    expect(withLivePrice(['1', '2'], null)).toEqual(['1', '2']);
    expect(withLivePrice([], '4')).toEqual([]);
  });

  it('tells the trend from the first close to the last', () => {
    expect(trendOf(['1', '0.5', '2'])).toBe('up');
    expect(trendOf(['2', '3', '1.99'])).toBe('down');
    expect(trendOf(['2', '3', '2.0'])).toBe('flat');
    expect(trendOf(['2'])).toBe('flat');
  });
});
