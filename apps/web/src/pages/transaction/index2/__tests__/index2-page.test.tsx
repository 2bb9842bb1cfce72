import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';

import { createFakeSocket, quotation } from '../../../../testing/market-fixtures';
import { liveSocket } from '../../../../testing/socket-mock';
import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { TradeHubPage } from '../index2-page';

const PATH = '/pages/transaction/index2';

function renderHub(query = '') {
  liveSocket.current = createFakeSocket();
  mockFetch({
    'GET /api/currency/quotation_new': ok([
      quotation({ currency_name: 'BTC' }),
      quotation({ match_id: 2, currency_name: 'AAPL', category: 'stock', open_coin_trade: false }),
    ]),
  });
  return renderPage(TradeHubPage, { path: PATH, initialEntry: `${PATH}${query}` });
}

const query = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('futures hub', () => {
  it('a pair opens the trade tab on futures and that pair', async () => {
    const { router } = renderHub('?category=stock');
    const list = await screen.findByTestId('hub-pairs');
    fireEvent.click(within(list).getByText('AAPL'));
    expect(router.state.location.pathname).toBe('/pages/transaction/index');
    expect(query(router.state.location.search)).toEqual({
      product: 'futures',
      symbol: 'AAPL/USDT',
    });
  });

  it('the Spot and Options entries open the trade tab on their product', async () => {
    const { router } = renderHub();
    fireEvent.click(await screen.findByRole('button', { name: /^Spot/ }));
    expect(query(router.state.location.search)).toEqual({ product: 'spot' });
    await router.navigate(-1);
    fireEvent.click(await screen.findByRole('button', { name: /^Options/ }));
    expect(router.state.location.pathname).toBe('/pages/transaction/index');
    expect(query(router.state.location.search)).toEqual({ product: 'options' });
  });
});
