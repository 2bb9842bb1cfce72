import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';

import { setFiat } from '../../../lib/fiat';
import { writeStorage } from '../../../lib/storage';
import { reloadFiat } from '../../../lib/fiat';
import { Amount } from '../amount';

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
