import { describe, expect, it } from 'vitest';

import {
  accountKeyOf,
  ALL_BILLS,
  BILL_ACCOUNTS,
  BILL_KINDS,
  BILL_PAGE_SIZE,
  billRequest,
  isBillKind,
} from './bill';

describe('bill', () => {
  it('asks for all coins, accounts and kinds from the newest unless filtered or paging on', () => {
    expect(billRequest(ALL_BILLS, null)).toEqual({ page: 1, limit: BILL_PAGE_SIZE });
    expect(billRequest({ currency: 3, type: 2, kind: 'spot' }, 41)).toEqual({
      page: 1,
      limit: BILL_PAGE_SIZE,
      currency: 3,
      type: 2,
      kind: 'spot',
      before: 41,
    });
  });

  it('filters by the four accounts of PRODUCT-RULES.md §1', () => {
    expect(BILL_ACCOUNTS).toEqual([1, 2, 3, 4]);
    expect(BILL_ACCOUNTS.map(accountKeyOf)).toEqual(['legal', 'change', 'lever', 'micro']);
  });

  it('knows the server’s kinds and nothing else', () => {
    expect(BILL_KINDS.every(isBillKind)).toBe(true);
    expect(isBillKind('lottery')).toBe(false);
    expect(isBillKind(null)).toBe(false);
  });
});
