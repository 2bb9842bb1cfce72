import { describe, expect, it } from 'vitest';

import { flattenPages, nextPageParam } from './paging';

const page = (current_page: number, last_page: number, ids: number[]) => ({
  data: ids.map((id) => ({ id })),
  current_page,
  per_page: 10,
  total: 0,
  last_page,
});

describe('nextPageParam', () => {
  it('reads the next page until the last one ("no more data")', () => {
    expect(nextPageParam({ current_page: 1, last_page: 3 })).toBe(2);
    expect(nextPageParam({ current_page: 3, last_page: 3 })).toBeUndefined();
    expect(nextPageParam({ current_page: 1, last_page: 0 })).toBeUndefined();
  });
});

describe('flattenPages', () => {
  it('shows a row once even when it moved to the next page while paging', () => {
    expect(flattenPages([page(1, 2, [5, 4]), page(2, 2, [4, 3])]).map((r) => r.id)).toEqual([
      5, 4, 3,
    ]);
    expect(flattenPages(undefined)).toEqual([]);
  });
});
