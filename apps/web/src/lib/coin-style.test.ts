import { describe, expect, it } from 'vitest';

import { badgeTextColor } from './coin-style';

describe('badgeTextColor', () => {
  it('puts dark text on light coin colours and white text on dark ones', () => {
    expect(badgeTextColor('#F7931A')).toBe('#15171c');
    expect(badgeTextColor('#26A17B')).toBe('#15171c');
    expect(badgeTextColor('#23292F')).toBe('#ffffff');
    expect(badgeTextColor('#0033AD')).toBe('#ffffff');
    expect(badgeTextColor('#F3BA2F')).toBe('#15171c');
  });

  it('uses white text when the colour is missing or not a hex colour', () => {
    expect(badgeTextColor(null)).toBe('#ffffff');
    expect(badgeTextColor('red')).toBe('#ffffff');
  });
});
