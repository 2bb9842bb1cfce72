import { describe, expect, it } from 'vitest';

import { sanitizeDecimalInput, toWireDecimal } from './decimal-input.js';

describe('sanitizeDecimalInput', () => {
  it.each([
    // spot amounts and prices
    ['0012,3456', 2, '12.34'],
    ['.5', 4, '0.5'],
    ['1.2.3', 6, '1.23'],
    ['7.9', 0, '7'],
    ['abc', 2, ''],
    ['0.000', 6, '0.000'],
    // option stakes (8 decimals)
    ['0010,123456789', 8, '10.12345678'],
    ['1a2b', 8, '12'],
    // futures prices: a comma beside a point separates thousands
    ['65,000.129', 2, '65000.12'],
    ['0012,5', 2, '12.5'],
    ['12.9', 0, '12'],
    // while typing
    ['12.', 2, '12.'],
    ['00', 2, '0'],
    ['', 2, ''],
    // lots: whole numbers
    ['007', 0, '7'],
    ['1a2', 0, '12'],
  ] as const)('cleans %j with %i decimals to %j', (raw, decimals, expected) => {
    expect(sanitizeDecimalInput(raw, decimals)).toBe(expected);
  });
});

describe('toWireDecimal', () => {
  it.each([
    ['1.', '1'],
    ['0.50', '0.5'],
    [' 65000.00 ', '65000'],
    ['10.50', '10.5'],
    ['0', '0'],
    ['1e3', null],
    ['', null],
    ['x', null],
    ['-1', null],
    ['.5', null],
  ] as const)('reads %j as %j', (text, expected) => {
    expect(toWireDecimal(text)).toBe(expected);
  });
});
