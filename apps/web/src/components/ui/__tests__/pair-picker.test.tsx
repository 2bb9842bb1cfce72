import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { QuotationView } from '@meridian/contract';

import { PairPicker } from '../pair-picker';

const row = (match_id: number, symbol: string) => ({ match_id, symbol }) as QuotationView;

describe('<PairPicker>', () => {
  it('marks the current pair and picks the tapped one', () => {
    const onPick = vi.fn();
    render(
      <PairPicker
        className="quote-rows"
        ariaLabel="Pairs"
        rows={[row(1, 'BTC/USDT'), row(2, 'ETH/USDT')]}
        current="ETH/USDT"
        onPick={onPick}
        itemClassName={(active) => (active ? 'quote-row is-selected' : 'quote-row')}
        renderPair={(pair) => pair.symbol}
      />,
    );
    const btc = screen.getByRole('button', { name: 'BTC/USDT' });
    const eth = screen.getByRole('button', { name: 'ETH/USDT' });
    expect(screen.getByRole('list', { name: 'Pairs' }).className).toBe('quote-rows');
    expect(eth.getAttribute('aria-current')).toBe('true');
    expect(eth.className).toBe('quote-row is-selected');
    expect(btc.hasAttribute('aria-current')).toBe(false);
    fireEvent.click(btc);
    expect(onPick).toHaveBeenCalledWith('BTC/USDT');
  });
});
