import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';

import { createFakeSocket, quotation } from '../../../../testing/market-fixtures';
import { liveSocket } from '../../../../testing/socket-mock';
import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { CurrencyPage } from '../currency-page';

function renderSpot(query: string) {
  liveSocket.current = createFakeSocket();
  mockFetch({ 'GET /api/currency/quotation_new': ok([quotation({ now_price: '65000' })]) });
  return renderPage(CurrencyPage, {
    path: '/pages/transaction/currency',
    initialEntry: `/pages/transaction/currency?${query}`,
  });
}

describe('spot ticket opened from the pair page', () => {
  it('opens on the side the address asks for (?side=sell)', async () => {
    renderSpot('symbol=BTC/USDT&side=sell');
    const sell = await screen.findByRole('tab', { name: 'Sell' });
    expect(sell.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Buy' }).getAttribute('aria-selected')).toBe('false');
  });

  it('opens on buy otherwise', async () => {
    renderSpot('symbol=BTC/USDT&side=buy');
    const buy = await screen.findByRole('tab', { name: 'Buy' });
    expect(buy.getAttribute('aria-selected')).toBe('true');
  });
});
