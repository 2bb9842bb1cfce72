import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { setToken } from '../../../../lib/session';
import { quotation } from '../../../../testing/market-fixtures';
import { formSentTo, mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { AlertSheet } from '../alert-sheet';

const row = quotation({ symbol: 'BTC/USDT', now_price: '87000', price_precision: 2 });

function Sheet() {
  return <AlertSheet row={row} visible onClose={() => undefined} />;
}

describe('the alert sheet', () => {
  it('previews the way a crossing alert waits and sends it', async () => {
    setToken('t');
    const { requests } = mockFetch({ 'POST /api/alert/add': ok({ id: 1 }) });
    renderPage(Sheet, { path: '/pages/market/market' });
    fireEvent.change(await screen.findByLabelText('Target price'), { target: { value: '90000' } });
    expect(
      await screen.findByText('You will be notified when the price rises to 90,000.00'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set alert' }));
    await waitFor(() =>
      expect(formSentTo(requests, '/api/alert/add')).toMatchObject({
        symbol: 'BTC/USDT',
        kind: 'cross',
        price: '90000',
      }),
    );
  });

  it('refuses the price now and a move out of range before sending', async () => {
    setToken('t');
    const { requests } = mockFetch({});
    renderPage(Sheet, { path: '/pages/market/market' });
    fireEvent.change(await screen.findByLabelText('Target price'), { target: { value: '87000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(
      await screen.findByText('The price is already there: choose one above or below it'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Moves in 1 h' }));
    fireEvent.change(screen.getByLabelText('Move within 1 hour'), { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(await screen.findByText('Enter a move between 0.1% and 50%')).toBeTruthy();
    expect(requests.filter((r) => r.path === '/api/alert/add')).toHaveLength(0);
  });
});
