import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { OptionDurationView, OptionOrderView } from '@meridian/contract';
import { describe, expect, it, vi } from 'vitest';

import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { setToken } from '../../../lib/session';
import { quotation } from '../../../testing/market-fixtures';
import { mockFetch, ok } from '../../../testing/mock-fetch';
import { useOptionsTicket } from './use-options-ticket';

const btc = quotation({ now_price: '65000' });
const durations: OptionDurationView[] = [
  { id: 7, seconds: 5, profit_ratio: '0.8', min_amount: '1', max_amount: '1000', fee_rate: '0' },
];
const placed = { id: 41, handled_at: Date.now() + 5_000 } as OptionOrderView;

function renderTicket() {
  const { requests } = mockFetch({
    'GET /api/microtrade/seconds': ok(durations),
    'GET /api/microtrade/payable_currencies': ok([{ id: 3, name: 'USDT', available: '50' }]),
    'POST /api/microtrade/submit': ok(placed),
  });
  const queryClient = createQueryClient();
  const view = renderHook(() => useOptionsTicket(btc), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <Providers queryClient={queryClient}>{children}</Providers>
    ),
  });
  const submits = () => requests.filter((r) => r.path === '/api/microtrade/submit');
  return { ...view, submits };
}

describe('useOptionsTicket', () => {
  it('shows the stake error on confirm instead of sending, then places and follows the order', async () => {
    setToken('t');
    const { result, submits } = renderTicket();
    await waitFor(() => expect(result.current.summary.currency?.available).toBe('50'));
    act(() => result.current.open('down'));
    expect(result.current.errors).toEqual({});
    act(() => result.current.confirm());
    expect(result.current.errors.stake?.code).toBe('REQUIRED');

    act(() => result.current.setStake('60'));
    act(() => result.current.confirm());
    expect(result.current.errors.stake?.code).toBe('INSUFFICIENT_BALANCE');
    expect(submits()).toHaveLength(0);

    act(() => result.current.setStake('0010,5'));
    expect(result.current.state.stake).toBe('10.5');
    act(() => result.current.confirm());
    await waitFor(() => expect(result.current.activeId).toBe(41));
    expect(result.current.state.open).toBe(false);
    expect(Object.fromEntries(submits()[0]!.form)).toMatchObject({
      match_id: '1',
      currency_id: '3',
      type: '2',
      seconds: '5',
      number: '10.5',
    });
    expect(submits()[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('asks a visitor to log in and neither checks the stake nor asks for balances', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { result, submits } = renderTicket();
    act(() => result.current.open('up'));
    act(() => result.current.confirm());
    expect(result.current.state.attempted).toBe(false);
    expect(result.current.payable).toBeUndefined();
    expect(result.current.activeId).toBeNull();
    await act(() => Promise.resolve());
    expect(submits()).toHaveLength(0);
  });
});
