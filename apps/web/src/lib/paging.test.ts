import { describe, expect, it } from 'vitest';

import { nextPageParam } from './paging';

describe('nextPageParam', () => {
  it('reads the next page until the last one ("no more data")', () => {
    expect(nextPageParam({ current_page: 1, last_page: 3 })).toBe(2);
    expect(nextPageParam({ current_page: 3, last_page: 3 })).toBeUndefined();
    expect(nextPageParam({ current_page: 1, last_page: 0 })).toBeUndefined();
  });
});
