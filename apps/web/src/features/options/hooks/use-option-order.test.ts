import { describe, expect, it } from 'vitest';
import type { OptionOrderView } from '@meridian/contract';

import { nextResultPoll, RESULT_GRACE_MS, RESULT_POLL_MS } from './use-option-order';

const order = { status: 1, profit_result: null, handled_at: 100_000 } as OptionOrderView;

describe('settlement fallback polling', () => {
  it('waits for expiry plus a grace before asking get_result', () => {
    expect(nextResultPoll(order, 95_000)).toBe(5_000 + RESULT_GRACE_MS);
  });

  it('asks every two seconds once expired and unsettled', () => {
    expect(nextResultPoll(order, 100_000 + RESULT_GRACE_MS)).toBe(RESULT_POLL_MS);
    expect(nextResultPoll({ ...order, status: 2 }, 200_000)).toBe(RESULT_POLL_MS);
  });

  it('stops once settled or with no order', () => {
    expect(nextResultPoll({ ...order, status: 3, profit_result: 1 }, 200_000)).toBe(false);
    expect(nextResultPoll(undefined, 0)).toBe(false);
  });
});
