import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';

import { CoinPicker, filterCoins } from '../coin-picker';

const coins = [
  { id: 1, name: 'BTC', fullName: 'Bitcoin' },
  { id: 2, name: 'USDT', fullName: 'Tether' },
];

describe('<CoinPicker>', () => {
  it('finds coins by name or full name, in any case', () => {
    expect(filterCoins(coins, 'bit').map((c) => c.id)).toEqual([1]);
    expect(filterCoins(coins, ' USDT ').map((c) => c.id)).toEqual([2]);
    expect(filterCoins(coins, '')).toHaveLength(2);
  });

  it('marks the chosen coin and selects the tapped one', () => {
    const onSelect = vi.fn();
    render(
      <CoinPicker coins={coins} selected={2} onSelect={onSelect} searchPlaceholder="Search" />,
    );
    const usdt = screen.getByRole('button', { name: /USDT/ });
    expect(usdt.className).toContain('is-selected');
    fireEvent.click(screen.getByRole('button', { name: /BTC/ }));
    expect(onSelect).toHaveBeenCalledWith(coins[0]);
  });
});
