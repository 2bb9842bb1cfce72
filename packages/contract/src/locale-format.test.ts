import { describe, expect, it } from 'vitest';

import {
  formatCompact,
  formatDecimal,
  formatPercent,
  localizeDecimal,
  trimFraction,
} from './format.js';

// CLDR separators: U+202F (narrow no-break space) groups French; U+00A0 precedes its percent sign.
const NNBSP = '\u202f';

describe('formatDecimal: a price in each UI language (issue #14 item 5)', () => {
  it.each([
    ['en', '1,234,567.89'],
    ['zh-Hans-CN', '1,234,567.89'],
    ['zh-Hant-HK', '1,234,567.89'],
    ['th', '1,234,567.89'],
    ['ja', '1,234,567.89'],
    ['ko', '1,234,567.89'],
    ['fr', `1${NNBSP}234${NNBSP}567,89`],
    ['es', '1.234.567,89'],
  ])('%s writes 1234567.891 at precision 2 as %s', (locale, expected) => {
    expect(formatDecimal('1234567.891', { locale })).toBe(expected);
  });

  it('groups four-digit numbers as each language does (Spanish waits for five digits)', () => {
    expect(formatDecimal('1234.5', { locale: 'es' })).toBe('1234,50');
    expect(formatDecimal('12345.5', { locale: 'es' })).toBe('12.345,50');
    expect(formatDecimal('1234.5', { locale: 'fr' })).toBe(`1${NNBSP}234,50`);
  });

  it('keeps every digit of numbers a float cannot hold', () => {
    expect(formatDecimal('123456789012345.123456789', { precision: 9 })).toBe(
      '123,456,789,012,345.123456789',
    );
    expect(formatDecimal('0.1', { precision: 20 })).toBe('0.10000000000000000000');
  });

  it('rounds half up at the pair precision and drops the sign of a value that rounds to zero', () => {
    expect(formatDecimal('64123.455', { precision: 2 })).toBe('64,123.46');
    expect(formatDecimal('-1.005')).toBe('-1.01');
    expect(formatDecimal('-0.001')).toBe('0.00');
    expect(formatDecimal('-1234.5', { locale: 'fr' })).toBe(`-1${NNBSP}234,50`);
  });

  it('writes no groups when asked', () => {
    expect(formatDecimal('1234567.5', { grouped: false, locale: 'fr' })).toBe('1234567,50');
  });
});

describe('coin amounts: the coin precision, trailing zeros trimmed beyond two', () => {
  it.each([
    ['1.50000000', '1.50'],
    ['100', '100.00'],
    ['0.00012300', '0.000123'],
    ['0.123456789', '0.12345679'],
    ['2500.1', '2,500.10'],
  ])('%s -> %s', (input, expected) => {
    expect(formatDecimal(input, { precision: 8, trimTo: 2 })).toBe(expected);
  });

  it('trims a plain decimal string', () => {
    expect(trimFraction('1.50000000')).toBe('1.50');
    expect(trimFraction('3.000', 0)).toBe('3');
    expect(trimFraction('42')).toBe('42');
  });
});

describe('formatPercent: one style, +1.36%', () => {
  it.each([
    ['1.356', '+1.36%'],
    ['-0.5', '-0.50%'],
    [0, '0.00%'],
    ['-0.001', '0.00%'],
    ['1234.5', '+1,234.50%'],
  ])('%s -> %s in English', (input, expected) => {
    expect(formatPercent(input)).toBe(expected);
  });

  it('follows the language for the separator and the percent sign', () => {
    expect(formatPercent('1.36', { locale: 'zh-Hans-CN' })).toBe('+1.36%');
    expect(formatPercent('1.36', { locale: 'fr' })).toBe('+1,36\u00a0%');
    expect(formatPercent('-0.5', { locale: 'es' })).toBe('-0,50\u00a0%');
    expect(formatPercent('12.5', { precision: 1 })).toBe('+12.5%');
  });

  it('leaves rates and shares unsigned and trims a configured ratio when asked', () => {
    expect(formatPercent('55.556', { signed: false })).toBe('55.56%');
    expect(formatPercent('-2', { signed: false })).toBe('-2.00%');
    expect(formatPercent('85', { trimTo: 0 })).toBe('+85%');
    expect(formatPercent('82.5', { trimTo: 0, locale: 'fr' })).toBe('+82,5\u00a0%');
  });
});

describe('localizeDecimal and compact numbers per language', () => {
  it('only swaps separators, digit for digit', () => {
    expect(localizeDecimal('-98765.4321', 'fr')).toBe(`-98${NNBSP}765,4321`);
    expect(localizeDecimal('98765', 'en')).toBe('98,765');
    expect(localizeDecimal('98765.1', 'en', false)).toBe('98765.1');
  });

  it('keeps the M/K rule of SPEC.md §9 with the language decimal separator', () => {
    expect(formatCompact(1500, 'fr')).toBe('1,5K');
    expect(formatCompact('2500000', 'es')).toBe('2,5M');
    expect(formatCompact('0.123456', 'en')).toBe('0.1235');
  });
});
