import type { FormEvent, ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { SpotOrderView } from '@meridian/contract';
import { describe, expect, it, vi } from 'vitest';

import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { btcQuoteAt65100, createFakeSocket, quotation } from '../../../testing/market-fixtures';
import { liveSocket } from '../../../testing/socket-mock';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { useSpotTicket, type SpotTicketOptions } from './use-spot-ticket';

const btc = quotation({ now_price: '65000', amount_precision: 6, spread: '0.0005' });
const placed = { id: 7, status: 1 } as SpotOrderView;
const submitEvent = { preventDefault: () => undefined } as FormEvent;

function renderTicket(pair = btc, options: Partial<SpotTicketOptions> = {}) {
  liveSocket.current = createFakeSocket();
  const { requests } = mockFetch({ 'POST /api/coin/trade': ok(placed) });
  const queryClient = createQueryClient();
  const view = renderHook(
    ({ row }) =>
      useSpotTicket(row, {
        available: { quote: '1000', base: '0.5' },
        loggedIn: true,
        refresh: vi.fn(),
        ...options,
      }),
    {
      initialProps: { row: pair },
      wrapper: ({ children }: { children: ReactNode }) => (
        <Providers queryClient={queryClient}>{children}</Providers>
      ),
    },
  );
  const trades = () => requests.filter((r) => r.path === '/api/coin/trade');
  return { ...view, trades };
}

describe('useSpotTicket', () => {
  it('starts the limit price at the first feed price known, then follows the socket quote', () => {
    const { result, rerender } = renderTicket({ ...btc, now_price: null });
    expect(result.current.values.price).toBe('');
    expect(result.current.quote).toBeNull();

    rerender({ row: btc });
    expect(result.current.values.price).toBe('64999.99');
    expect(result.current.quote).toEqual({ bid: '64967.50', ask: '65032.50' });

    act(() => liveSocket.current!.emit('market_depth', btcQuoteAt65100));
    expect(result.current.feedPrice).toBe('65100');
    expect(result.current.quote).toEqual({ bid: '65067.45', ask: '65132.55' });
    // A price already set is not moved by the feed.
    expect(result.current.values.price).toBe('64999.99');
  });

  it('offers a share of the balance as an amount rounded down to the pair decimals', () => {
    const { result } = renderTicket();
    // 500 USDT at 64999.99 = 0.0076923088… → 0.007692
    act(() => result.current.choosePercent(50));
    expect(result.current.values.amount).toBe('0.007692');
    expect(result.current.percent).toBe(50);
    act(() => result.current.setAmount('0.0012345678'));
    expect(result.current.values.amount).toBe('0.001234');
    expect(result.current.percent).toBeNull();
  });

  it('shows the errors instead of sending, then places a valid order and clears its amount', async () => {
    const { result, trades } = renderTicket();
    act(() => result.current.setAmount('1'));
    await act(() => result.current.submit(submitEvent));
    expect(result.current.errors).toEqual({ amount: 'INSUFFICIENT_BALANCE' });
    expect(trades()).toHaveLength(0);

    act(() => result.current.setAmount('0.01'));
    expect(result.current.errors).toEqual({});
    await act(() => result.current.submit(submitEvent));
    expect(trades()).toHaveLength(1);
    expect(Object.fromEntries(trades()[0]!.form)).toMatchObject({
      currency_id: '1',
      legal_id: '3',
      type: '1',
      amount: '0.01',
      target_price: '64999.99',
    });
    await waitFor(() => expect(result.current.values.amount).toBe(''));
  });

  it('sends the amount a market buy by total pays for, and fills the total from a share', async () => {
    const { result, trades } = renderTicket();
    act(() => result.current.setKind('market'));
    act(() => result.current.setSizeMode('total'));
    act(() => result.current.setTotal('250.123456789'));
    // Cut to 8 decimals; 250.12345678 / ask 65032.50 = 0.0038461… → 0.003846 BTC.
    expect(result.current.values.total).toBe('250.12345678');
    expect(result.current.summary.amount).toBe('0.003846');
    // 25 % of 1000 USDT at the ask: 0.003844 BTC, which costs 249.98493.
    act(() => result.current.choosePercent(25));
    expect(result.current.values.total).toBe('249.98493');
    expect(result.current.summary.amount).toBe('0.003844');
    await act(() => result.current.submit(submitEvent));
    expect(Object.fromEntries(trades()[0]!.form)).toMatchObject({ type: '1', amount: '0.003844' });
    expect(trades()[0]!.form.has('target_price')).toBe(false);
    await waitFor(() => expect(result.current.values.total).toBe(''));
  });

  it('asks a visitor to log in and sends nothing', async () => {
    vi.useFakeTimers();
    const { result, trades } = renderTicket(btc, { loggedIn: false });
    act(() => result.current.setAmount('0.01'));
    await act(() => result.current.submit(submitEvent));
    expect(trades()).toHaveLength(0);
    expect(result.current.errors).toEqual({});
  });
});
