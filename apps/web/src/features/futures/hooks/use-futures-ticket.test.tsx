import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@meridian/contract';
import { describe, expect, it, vi } from 'vitest';

import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { reloadSession } from '../../../lib/session';
import { fail, mockFetch, ok, type RecordedRequest } from '../../../testing/mock-fetch';
import {
  position,
  btcPair as btc,
  leverAccount as account,
  marketLongForm,
} from '../testing/fixtures';
import { useFuturesTicket, type FuturesTicketOptions } from './use-futures-ticket';

function logIn() {
  localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t0k3n'));
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 7 }));
  reloadSession();
}

/** The ticket on BTC/USDT with 100 USDT in the lever wallet; `submit` answers /lever/submit. */
function renderTicket(submit: (request: RecordedRequest) => unknown) {
  const { requests } = mockFetch({
    'POST /api/lever/dealall': ok({ account, positions: [] }),
    'POST /api/lever/submit': submit,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const options: FuturesTicketOptions = {
    pair: btc,
    walletAvailable: '100',
    refreshWallet: vi.fn(),
    onPlaced: vi.fn(),
  };
  const view = renderHook(() => useFuturesTicket(options), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <Providers queryClient={queryClient}>{children}</Providers>
    ),
  });
  const sent = () => requests.filter((r) => r.path === '/api/lever/submit');
  return { ...view, options, sent };
}

describe('useFuturesTicket', () => {
  it('opens the confirm sheet only for a valid order, and shows every error after a submit', () => {
    logIn();
    const { result } = renderTicket(() => ok(position()));
    act(() => result.current.edit({ ...result.current.summary.values, entry: 'limit' }));
    // A limit price not typed yet is not an error until the user submits.
    expect(result.current.errors.limitPrice).toBeUndefined();
    act(() => result.current.submit());
    expect(result.current.confirming).toBe(false);
    expect(result.current.errors.limitPrice).toBe('REQUIRED');

    act(() => result.current.edit({ ...result.current.summary.values, entry: 'market' }));
    act(() => result.current.submit());
    expect(result.current.confirming).toBe(true);
  });

  it('sends the order with the key of its confirm sheet and clears the prices once placed', async () => {
    logIn();
    const { result, options, sent } = renderTicket(() => ok(position({ id: 9 })));
    act(() => result.current.edit({ ...result.current.summary.values, takeProfit: '70000' }));
    act(() => result.current.submit());
    act(() => result.current.confirm());
    await waitFor(() => expect(result.current.confirming).toBe(false));
    expect(Object.fromEntries(sent()[0]!.form)).toEqual({
      lang: 'en',
      ...marketLongForm,
      target_profit_price: '70000',
    });
    expect(sent()[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(result.current.summary.values).toMatchObject({ takeProfit: '', leverage: 10 });
    expect(options.onPlaced).toHaveBeenCalledWith('market');
  });

  it('keeps the sheet and its key after an unknown outcome, and closes it after a refusal', async () => {
    logIn();
    const answers = [
      new Response('{}', { status: 502 }),
      fail('INSUFFICIENT_BALANCE', 'Insufficient balance'),
    ];
    const { result, sent } = renderTicket(() => answers.shift());
    act(() => result.current.submit());
    act(() => result.current.confirm());
    await waitFor(() => expect(result.current.submitting).toBe(false));
    expect(sent()).toHaveLength(1);
    expect(result.current.confirming).toBe(true);

    act(() => result.current.confirm());
    await waitFor(() => expect(result.current.confirming).toBe(false));
    const [first, retry] = sent();
    expect(retry!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
  });

  it('opens with the leverage and stake of the last order on the pair, for that user only', async () => {
    localStorage.clear();
    logIn();
    const first = renderTicket(() => ok(position({ id: 11 })));
    act(() =>
      first.result.current.edit({
        ...first.result.current.summary.values,
        leverage: 20,
        sizeMode: 'cost',
        cost: '70',
      }),
    );
    // 70 USDT at 20x: one lot costs 32.51625 + 0.650325, so 2 lots (66.3331500).
    expect(first.result.current.summary.order).toMatchObject({ lots: 2, leverage: 20 });
    act(() => first.result.current.submit());
    act(() => first.result.current.confirm());
    await waitFor(() => expect(first.sent()).toHaveLength(1));
    await waitFor(() => expect(first.result.current.confirming).toBe(false));
    expect(Object.fromEntries(first.sent()[0]!.form)).toMatchObject({ share: '2', multiple: '20' });
    first.unmount();

    const again = renderTicket(() => ok(position()));
    expect(again.result.current.summary.values).toMatchObject({
      leverage: 20,
      sizeMode: 'cost',
      cost: '70',
      lots: '2',
    });
    again.unmount();

    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 8 }));
    reloadSession();
    const other = renderTicket(() => ok(position()));
    expect(other.result.current.summary.values).toMatchObject({ leverage: 10, sizeMode: 'lots' });
  });

  it('asks a visitor to log in instead of opening the sheet', () => {
    vi.useFakeTimers();
    const { result } = renderTicket(() => ok(position()));
    act(() => result.current.submit());
    expect(result.current.confirming).toBe(false);
    expect(result.current.summary.preview?.liquidationPrice).toBeNull();
  });
});
