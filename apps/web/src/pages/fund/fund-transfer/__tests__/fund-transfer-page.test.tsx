import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ConversionQuoteView, ConvertibleCurrencyView } from '@meridian/contract';

import { setToken } from '../../../../lib/session';
import { mockFetch, ok, type RecordedRequest } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { FundTransferPage } from '../fund-transfer-page';

const COINS: ConvertibleCurrencyView[] = [
  {
    currency_id: 3,
    currency_name: 'USDT',
    color: null,
    image: null,
    available: '1000',
    price: '1',
  },
  {
    currency_id: 1,
    currency_name: 'BTC',
    color: null,
    image: null,
    available: '0',
    price: '50000',
  },
];

/** Answers each quote request with a new held quote (ids 1, 2 …) for 10 s. */
function quotes() {
  let id = 0;
  return (request: RecordedRequest) => {
    const number = request.form.get('number');
    const quote: ConversionQuoteView = {
      fee_rate: '0.002',
      from_price: '1',
      to_price: '50000',
      rate: '0.00002',
      gross: number ? '0.002' : null,
      fee: number ? '0.000004' : null,
      receive: number ? '0.001996' : null,
      price_time: Date.now(),
      quote_id: number ? ++id : null,
      expires_at: number ? Date.now() + 10_000 : null,
      hold_seconds: number ? 10 : null,
    };
    return ok(quote);
  };
}

const CONVERSION = {
  id: 9,
  from_currency_id: 3,
  to_currency_id: 1,
  number: '100',
  receive: '0.001996',
  fee: '0.000004',
  fee_rate: '0.002',
  from_price: '1',
  to_price: '50000',
  price_time: 0,
  created_at: 0,
};

const PATH = '/pages/fund/fundTransfer';
const sent = (requests: RecordedRequest[], path: string) =>
  requests.filter((r) => r.path === path).map((r) => Object.fromEntries(r.form));

/** Lets the fake clock run: timers (the debounce, the countdown) fire, promises settle. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function typeAmountAndWaitForQuote(amount: string) {
  const input = await screen.findByPlaceholderText('Enter the amount');
  fireEvent.change(input, { target: { value: amount } });
  await pass(600);
  await waitFor(() => expect(screen.getByText('Quote held for 10 s')).toBeTruthy());
}

describe('convert at a held quote', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setToken('t');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the hold down and converts at that quote from the confirmation sheet', async () => {
    const { requests } = mockFetch({
      'POST /api/user/getTransferList': ok(COINS),
      'POST /api/user/getTransferFee': quotes(),
      'POST /api/user/Transfer': ok(CONVERSION),
    });
    renderPage(FundTransferPage, { path: PATH });
    await typeAmountAndWaitForQuote('100');

    await pass(3_000);
    expect(screen.getByText('Quote held for 7 s')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    const sheet = await screen.findByTestId('convert-confirm-sheet');
    expect(sheet.textContent).toContain('0.001996');
    fireEvent.click(screen.getByTestId('convert-confirm'));

    await waitFor(() => expect(sent(requests, '/api/user/Transfer')).toHaveLength(1));
    expect(sent(requests, '/api/user/Transfer')[0]).toMatchObject({
      number: '100',
      from_currency_id: '3',
      to_currency_id: '1',
      quote_id: '1',
    });
    expect(await screen.findByTestId('conversion-result')).toBeTruthy();
  });

  it('shows the quote as expired after its hold and sends nothing until a new one is held', async () => {
    const { requests } = mockFetch({
      'POST /api/user/getTransferList': ok(COINS),
      'POST /api/user/getTransferFee': quotes(),
      'POST /api/user/Transfer': ok(CONVERSION),
    });
    renderPage(FundTransferPage, { path: PATH });
    await typeAmountAndWaitForQuote('100');

    await pass(10_000);
    expect(screen.getByText('Quote expired')).toBeTruthy();
    // Opening the confirmation asks for a fresh quote; the lapsed one is never sent.
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    await screen.findByTestId('convert-confirm-sheet');
    await waitFor(() => expect(screen.getByTestId('convert-confirm')).toBeTruthy());
    expect(sent(requests, '/api/user/getTransferFee').filter((f) => f.number)).toHaveLength(2);
    fireEvent.click(screen.getByTestId('convert-confirm'));
    await waitFor(() => expect(sent(requests, '/api/user/Transfer')).toHaveLength(1));
    expect(sent(requests, '/api/user/Transfer')[0]?.quote_id).toBe('2');
  });

  it('says so when the server refuses the quote as expired, and offers a new one', async () => {
    let transfers = 0;
    const { requests } = mockFetch({
      'POST /api/user/getTransferList': ok(COINS),
      'POST /api/user/getTransferFee': quotes(),
      'POST /api/user/Transfer': () =>
        ++transfers === 1
          ? { type: 'error', code: 'QUOTE_EXPIRED', message: 'The quote has expired' }
          : ok(CONVERSION),
    });
    renderPage(FundTransferPage, { path: PATH });
    await typeAmountAndWaitForQuote('100');

    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    fireEvent.click(await screen.findByTestId('convert-confirm'));
    expect(await screen.findByTestId('quote-refused')).toBeTruthy();
    // The refused quote is not offered again, however many seconds it had left here.
    expect(screen.queryByTestId('convert-confirm')).toBeNull();
    fireEvent.click(screen.getByTestId('convert-new-quote'));
    fireEvent.click(await screen.findByTestId('convert-confirm'));
    await waitFor(() => expect(sent(requests, '/api/user/Transfer')).toHaveLength(2));
    expect(sent(requests, '/api/user/Transfer').map((f) => f.quote_id)).toEqual(['1', '2']);
    expect(await screen.findByTestId('conversion-result')).toBeTruthy();
  });
});
