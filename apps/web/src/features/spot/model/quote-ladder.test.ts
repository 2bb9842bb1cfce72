import { describe, expect, it } from 'vitest';

import { pushRecentPrice } from './quote-ladder';

describe('pushRecentPrice', () => {
  it('lists feed prices newest first with their move', () => {
    let list = pushRecentPrice([], { feed_price: '100', time: 1 });
    list = pushRecentPrice(list, { feed_price: '101', time: 2 });
    list = pushRecentPrice(list, { feed_price: '101', time: 3 });
    list = pushRecentPrice(list, { feed_price: '99.5', time: 4 });
    expect(list).toEqual([
      { price: '99.5', time: 4, direction: 'down' },
      { price: '101', time: 3, direction: 'flat' },
      { price: '101', time: 2, direction: 'up' },
      { price: '100', time: 1, direction: 'flat' },
    ]);
  });

  it('ignores an event not newer than the newest and keeps at most max', () => {
    const list = pushRecentPrice([{ price: '1', time: 5, direction: 'flat' }], {
      feed_price: '2',
      time: 5,
    });
    expect(list).toHaveLength(1);
    let many: ReturnType<typeof pushRecentPrice> = [];
    for (let time = 1; time <= 12; time += 1)
      many = pushRecentPrice(many, { feed_price: String(time), time }, 8);
    expect(many.map((p) => p.time)).toEqual([12, 11, 10, 9, 8, 7, 6, 5]);
  });
});
