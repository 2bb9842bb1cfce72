import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';

import { setFiat } from '../../../lib/fiat';
import { writeStorage } from '../../../lib/storage';
import { reloadFiat } from '../../../lib/fiat';
import { Amount, coinPrecision } from '../amount';

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
  });

  it('converts USD into the chosen fiat only when a rate is known', () => {
    setFiat('CNY');
    expect(text(<Amount value="10" fiat />)).toBe('$10.00');
    writeStorage('fiats', [{ currency_code: 'CNY', rate: '7.1' }]);
    reloadFiat();
    expect(text(<Amount value="10" fiat />)).toBe('¥71.00');
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
