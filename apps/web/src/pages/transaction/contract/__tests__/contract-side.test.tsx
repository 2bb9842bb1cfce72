import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';

import { createFakeSocket, quotation } from '../../../../testing/market-fixtures';
import { liveSocket } from '../../../../testing/socket-mock';
import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { ContractPage } from '../contract-page';

function renderContract(query: string) {
  liveSocket.current = createFakeSocket();
  mockFetch({ 'GET /api/currency/quotation_new': ok([quotation({ now_price: '65000' })]) });
  return renderPage(ContractPage, {
    path: '/pages/transaction/contract',
    initialEntry: `/pages/transaction/contract?${query}`,
  });
}

describe('futures ticket opened from the pair page', () => {
  it('opens short when the address asks for it (?side=short)', async () => {
    renderContract('symbol=BTC/USDT&side=short');
    const short = await screen.findByRole('radio', { name: 'Short' });
    expect(short.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Long' }).getAttribute('aria-checked')).toBe('false');
  });

  it('opens long otherwise', async () => {
    renderContract('symbol=BTC/USDT&side=long');
    const long = await screen.findByRole('radio', { name: 'Long' });
    expect(long.getAttribute('aria-checked')).toBe('true');
  });
});
