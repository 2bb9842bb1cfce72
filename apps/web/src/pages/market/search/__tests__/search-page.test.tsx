import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';

import { quotation } from '../../../../testing/market-fixtures';
import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { SearchPage } from '../search-page';

const rows = [
  quotation({ match_id: 1, currency_name: 'BTC', sort: 1 }),
  quotation({ match_id: 2, currency_name: 'ETH', currency_id: 2, sort: 2 }),
];

describe('market search', () => {
  it('offers hot pairs, finds a pair by text and opens its detail', async () => {
    const { requests } = mockFetch({
      'GET /api/currency/quotation_new': ok(rows),
      'GET /api/currency/hot': ok([{ ...rows[1], views: 3 }]),
    });
    const { router } = renderPage(SearchPage, { path: '/pages/market/search' });

    expect(await screen.findByRole('button', { name: 'ETH/USDT' })).toBeTruthy();
    // A visitor has no recent views or favourites to ask for.
    expect(requests.some((r) => r.path === '/api/currency/recent')).toBe(false);

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'btc' } });
    const row = await screen.findByText('BTC');
    expect(screen.queryByText('ETH')).toBeNull();
    fireEvent.click(row);
    expect(router.state.location.search).toBe('?symbol=BTC%2FUSDT');
  });

  it('says so when nothing matches', async () => {
    mockFetch({ 'GET /api/currency/quotation_new': ok(rows), 'GET /api/currency/hot': ok([]) });
    renderPage(SearchPage, { path: '/pages/market/search' });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No matching pairs')).toBeTruthy();
  });
});
