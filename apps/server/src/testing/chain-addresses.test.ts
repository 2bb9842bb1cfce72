import { isValidChainAddress } from '@meridian/contract';
import { describe, expect, it } from 'vitest';

import { bitcoinAddress, tronAddress } from './chain-addresses.js';

describe('test addresses', () => {
  it('pass their network rule and differ by number', () => {
    expect(tronAddress(1)).toMatch(/^T/);
    expect(isValidChainAddress('TRC20', tronAddress(1))).toBe(true);
    expect(isValidChainAddress('BTC', bitcoinAddress(2))).toBe(true);
    expect(tronAddress(1)).not.toBe(tronAddress(2));
    expect(isValidChainAddress('TRC20', bitcoinAddress(1))).toBe(false);
  });
});
