import { describe, expect, it } from 'vitest';

import {
  accountKeyOf,
  ALL_BILLS,
  BILL_ACCOUNTS,
  BILL_PAGE_SIZE,
  billDirection,
  billRequest,
  hasAvailableChange,
  hasFrozenChange,
} from './bill';

describe('bill', () => {
  it('asks for all coins and accounts unless filtered', () => {
    expect(billRequest(ALL_BILLS, 1)).toEqual({ page: 1, limit: BILL_PAGE_SIZE });
    expect(billRequest({ currency: 3, type: 2 }, 4)).toEqual({
      page: 4,
      limit: BILL_PAGE_SIZE,
      currency: 3,
      type: 2,
    });
  });

  it('colours by the available change, or by the frozen change when only that moved', () => {
    expect(billDirection({ change: '12.5', frozen_change: '0' })).toBe('up');
    expect(billDirection({ change: '-3', frozen_change: '3' })).toBe('down');
    expect(billDirection({ change: '0', frozen_change: '-3' })).toBe('down');
    expect(billDirection({ change: '0', frozen_change: '0' })).toBe('flat');
  });

  it('shows the frozen line only when the frozen amount moved', () => {
    expect(hasFrozenChange({ frozen_change: '0' })).toBe(false);
    expect(hasFrozenChange({ frozen_change: '0.0000' })).toBe(false);
    expect(hasFrozenChange({ frozen_change: '-5' })).toBe(true);
    expect(hasAvailableChange({ change: '0' })).toBe(false);
  });

  it('filters by the four accounts of PRODUCT-RULES.md §1', () => {
    expect(BILL_ACCOUNTS).toEqual([1, 2, 3, 4]);
    expect(BILL_ACCOUNTS.map(accountKeyOf)).toEqual(['legal', 'change', 'lever', 'micro']);
  });
});
