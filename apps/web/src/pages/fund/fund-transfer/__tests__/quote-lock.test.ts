import { describe, expect, it } from 'vitest';
import type { ConversionQuoteView } from '@meridian/contract';

import { isLive, lockOf, secondsLeft, SEND_MARGIN_MS } from '../quote-lock';

const QUOTE: ConversionQuoteView = {
  fee_rate: '0.002',
  from_price: '1',
  to_price: '50000',
  rate: '0.00002',
  gross: '0.002',
  fee: '0.000004',
  receive: '0.001996',
  price_time: 1_000,
  quote_id: 41,
  expires_at: 999_999_999,
  hold_seconds: 10,
};

describe('a held quote on this device', () => {
  const received = 1_000_000;
  const lock = lockOf(QUOTE, received);

  it('runs for the hold from when the answer arrived, less the time the request takes', () => {
    // The server's expires_at is on its clock; this device counts from its own receipt.
    expect(lock).toEqual({ quoteId: 41, deadline: received + 10_000 - SEND_MARGIN_MS });
  });

  it('counts down in whole seconds, reaching 0 at the deadline and staying there', () => {
    expect(secondsLeft(lock, received)).toBe(10);
    expect(secondsLeft(lock, received + 2_600)).toBe(7);
    expect(secondsLeft(lock, received + 9_499)).toBe(1);
    expect(secondsLeft(lock, received + 9_500)).toBe(0);
    expect(secondsLeft(lock, received + 60_000)).toBe(0);
  });

  it('may be sent only before its deadline, and never once the server refused it', () => {
    expect(isLive(lock, received + 9_499)).toBe(true);
    expect(isLive(lock, received + 9_500)).toBe(false);
    expect(isLive(lock, received + 1_000, 41)).toBe(false);
    expect(isLive(lock, received + 1_000, 40)).toBe(true);
  });

  it('holds nothing for an answer without a quote (no amount, no live price)', () => {
    const pairOnly = { ...QUOTE, quote_id: null, expires_at: null, hold_seconds: null };
    expect(lockOf(pairOnly, received)).toBeNull();
    expect(lockOf(undefined, received)).toBeNull();
    expect(secondsLeft(null, received)).toBe(0);
    expect(isLive(null, received)).toBe(false);
  });
});
