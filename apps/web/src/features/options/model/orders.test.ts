import { describe, expect, it } from 'vitest';
import type { OptionOrderView, Page } from '@meridian/contract';

import { hasRunning, uniqueOrders } from './orders';

const page = (ids: number[], status: 1 | 3 = 3): Page<OptionOrderView> => ({
  data: ids.map((id) => ({ id, status }) as OptionOrderView),
  current_page: 1,
  per_page: 5,
  total: ids.length,
  last_page: 1,
});

describe('order lists', () => {
  it('shows an order pushed to the next page only once', () => {
    expect(uniqueOrders([page([9, 8, 7, 6, 5]), page([5, 4])]).map((o) => o.id)).toEqual([
      9, 8, 7, 6, 5, 4,
    ]);
    expect(uniqueOrders(undefined)).toEqual([]);
  });

  it('knows when a list still has a running order', () => {
    expect(hasRunning(uniqueOrders([page([1], 1)]))).toBe(true);
    expect(hasRunning(uniqueOrders([page([1], 3)]))).toBe(false);
  });
});
