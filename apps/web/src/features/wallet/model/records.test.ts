import { describe, expect, it } from 'vitest';

import {
  billFigures,
  depositStatus,
  maskCardNumber,
  shortAddress,
  withdrawStatus,
} from './records';

describe('records', () => {
  it('names the wire statuses', () => {
    expect([0, 1, 2].map((s) => depositStatus(s as 0 | 1 | 2))).toEqual([
      'pending',
      'confirmed',
      'rejected',
    ]);
    expect([0, 1, 2].map((s) => withdrawStatus(s as 0 | 1 | 2))).toEqual([
      'pending',
      'approved',
      'rejected',
    ]);
  });

  it('shortens addresses and masks card numbers', () => {
    expect(shortAddress('TXabcdefghijklmnop1234')).toBe('TXabcd…1234');
    expect(shortAddress('short')).toBe('short');
    expect(maskCardNumber('6222 0000 1234')).toBe('•••• 1234');
    expect(maskCardNumber(undefined)).toBe('');
  });
});

describe('bill figures', () => {
  it('leads with the available change and adds the frozen change when both moved', () => {
    expect(billFigures({ change: '-20', frozen_change: '20' })).toEqual({
      headline: '-20',
      headlineIsFrozen: false,
      frozenLine: '20',
    });
    expect(billFigures({ change: '5', frozen_change: '0' }).frozenLine).toBeNull();
  });

  it('leads with the frozen change when only the frozen amount moved', () => {
    expect(billFigures({ change: '0', frozen_change: '-20' })).toEqual({
      headline: '-20',
      headlineIsFrozen: true,
      frozenLine: null,
    });
  });
});
