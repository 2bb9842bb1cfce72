import { afterEach, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';

import { setFiat } from '../../../lib/fiat';
import { writeStorage } from '../../../lib/storage';
import { reloadFiat } from '../../../lib/fiat';
import { setLanguage } from '../../../lib/i18n';
import {
  Amount,
  coinPrecision,
  FiatValue,
  formatAmount,
  formatRateText,
  Percent,
  Price,
} from '../amount';

const text = (node: React.ReactElement) => render(node).container.textContent;

describe('<Amount>', () => {
  it('formats with precision 2 by default, half-up', () => {
    expect(text(<Amount value="1.005" />)).toBe('1.01');
  });

  it('uses M/K suffixes when compact (SPEC.md §9)', () => {
    expect(text(<Amount value={1234567} compact />)).toBe('1.2M');
    expect(text(<Amount value="1500" compact />)).toBe('1.5K');
    expect(text(<Amount value="0.123456" compact />)).toBe('0.1235');
  });

  it('colours by sign and shows -- for a missing value', () => {
    const { container } = render(<Amount value="-3" colored />);
    expect(container.querySelector('.amount--down')).toBeTruthy();
    expect(text(<Amount value={null} />)).toBe('--');
    expect(text(<Amount value="2" colored signed />)).toBe('+2.00');
    expect(text(<Amount value="2" signed />)).toBe('+2.00');
    expect(text(<Amount value="0.001" signed />)).toBe('0.00');
    expect(text(<Amount value="-2" signed />)).toBe('-2.00');
  });

  it('converts USD into the chosen fiat only when a rate is known', () => {
    setFiat('CNY');
    expect(text(<Amount value="10" fiat />)).toBe('$10.00');
    writeStorage('fiats', [{ currency_code: 'CNY', rate: '7.1' }]);
    reloadFiat();
    expect(text(<Amount value="10" fiat />)).toBe('¥71.00');
  });
});

describe('formatRateText', () => {
  it('writes a fee rate or spread given as a fraction in the one percent style, unsigned', () => {
    expect(formatRateText('0.0005', 'en')).toBe('0.05%');
    expect(formatRateText('0.001', 'en')).toBe('0.10%');
    expect(formatRateText('0.00125', 'en')).toBe('0.125%');
    expect(formatRateText('0', 'en')).toBe('0.00%');
  });
});

describe('coinPrecision', () => {
  it('shows as many decimals as a coin amount has, between 2 and 8', () => {
    expect(coinPrecision('100')).toBe(2);
    expect(coinPrecision('-12.5')).toBe(2);
    expect(coinPrecision('0.000123')).toBe(6);
    expect(coinPrecision('0.00012345')).toBe(8);
    expect(coinPrecision('0.123456789')).toBe(8);
    expect(coinPrecision('1.23400000')).toBe(3);
  });

  it('falls back to 2 decimals without a number', () => {
    expect(coinPrecision(null)).toBe(2);
    expect(coinPrecision('')).toBe(2);
  });
});

const NNBSP = '\u202f';

describe('one number format per UI language (issue #14 item 5)', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    setFiat('USD');
  });

  it.each([
    ['en', '64,123.46', '+1.36%'],
    ['zh', '64,123.46', '+1.36%'],
    ['hk', '64,123.46', '+1.36%'],
    ['th', '64,123.46', '+1.36%'],
    ['jp', '64,123.46', '+1.36%'],
    ['kor', '64,123.46', '+1.36%'],
    ['fra', `64${NNBSP}123,46`, '+1,36\u00a0%'],
    ['spa', '64.123,46', '+1,36\u00a0%'],
  ] as const)('%s writes a price as %s and a change as %s', async (language, price, change) => {
    await act(() => setLanguage(language));
    expect(text(<Price value="64123.455" precision={2} />)).toBe(price);
    expect(text(<Percent value="1.356" />)).toBe(change);
  });

  it('re-renders a shown price when the language changes', async () => {
    const { container } = render(<Price value="1234.5" precision={1} />);
    expect(container.textContent).toBe('1,234.5');
    await act(() => setLanguage('fra'));
    expect(container.textContent).toBe(`1${NNBSP}234,5`);
  });

  it('writes a coin amount at the coin precision, trimming zeros beyond two', () => {
    expect(text(<Amount kind="amount" value="1.50000000" />)).toBe('1.50');
    expect(text(<Amount kind="amount" value="0.00012300" />)).toBe('0.000123');
    expect(text(<Amount kind="amount" value="12345.123456789" precision={6} />)).toBe(
      '12,345.123457',
    );
  });

  it('shows the ≈ fiat value in the chosen currency and its decimals', () => {
    writeStorage('fiats', [
      { currency_code: 'CNY', rate: '7.1' },
      { currency_code: 'JPY', rate: '150.5' },
    ]);
    setFiat('CNY');
    expect(text(<FiatValue usd="1000" />)).toBe('≈ ¥7,100.00');
    setFiat('JPY');
    expect(text(<FiatValue usd="10.05" />)).toBe('≈ ¥1,513');
    expect(text(<FiatValue usd={null} />)).toBe('--');
  });

  it('keeps the fiat in USD without a rate rather than invent one', () => {
    writeStorage('fiats', []);
    setFiat('EUR');
    expect(text(<FiatValue usd="2.5" />)).toBe('≈ $2.50');
  });

  it('writes percentages in one style, colours by the shown sign', () => {
    expect(text(<Percent value="-0.5" />)).toBe('-0.50%');
    expect(text(<Percent value={0} />)).toBe('0.00%');
    expect(text(<Percent value="0.0136" ratio />)).toBe('+1.36%');
    expect(text(<Percent value="abc" />)).toBe('--');
    const { container } = render(<Percent value="-0.001" colored />);
    expect(container.querySelector('.amount--flat')?.textContent).toBe('0.00%');
  });

  it('formats outside React in the current language', async () => {
    await act(() => setLanguage('spa'));
    expect(formatAmount('1234567.891', { grouped: true })).toBe('1.234.567,89');
    expect(formatAmount('nope')).toBeNull();
  });
});
