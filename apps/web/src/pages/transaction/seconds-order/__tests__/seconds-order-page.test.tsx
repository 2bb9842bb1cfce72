import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OptionOrderView } from '@meridian/contract';

import { optionOrder } from '../../../../features/options/testing/fixtures';
import { setToken } from '../../../../lib/session';
import { quotation } from '../../../../testing/market-fixtures';
import { mockFetch, ok, onePage } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { SecondsOrderPage } from '../seconds-order-page';

const PATH = '/pages/transaction/seconds_order';

/** A 60 s order of 100 USDT at 85 %, opened on 1 June 2024 and due in 65 s from now. */
function order(overrides: Partial<OptionOrderView>): OptionOrderView {
  return optionOrder({
    id: 1,
    seconds: 60,
    number: '100',
    profit_ratio: '0.85',
    open_time: 1_717_200_000_000,
    created_at: 1_717_200_000_000,
    handled_at: Date.now() + 65_000,
    ...overrides,
  });
}

const page = (data: OptionOrderView[]) => onePage(data, 5);

describe('options orders page', () => {
  it('lists running orders with a countdown and settled ones with the result and both ticks, 5 a page', async () => {
    setToken('t');
    const { requests } = mockFetch({
      'GET /api/currency/quotation_new': ok([quotation({ match_id: 1 })]),
      'GET /api/microtrade/lists': (r: { query: URLSearchParams }) =>
        ok(
          r.query.get('status') === '1'
            ? page([order({ id: 5 })])
            : page([
                order({
                  id: 4,
                  type: 2,
                  status: 3,
                  profit_result: -1,
                  fact_profits: '-100',
                  end_price: '65010.5',
                  end_time: 1_717_200_059_900,
                  handled_at: 1_717_200_060_000,
                }),
              ]),
        ),
    });
    const { container, router } = renderPage(SecondsOrderPage, { path: PATH });

    const running = await screen.findByTestId('row-countdown');
    expect(running.textContent).toMatch(/^01:0[4-6]$/);
    expect(container.querySelector('[data-fact="end"]')?.textContent).toContain('At expiry');

    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=history'));
    const profit = await screen.findByTestId('row-profit');
    expect(profit.textContent?.replace(/\s+/g, ' ')).toBe('-100.00 USDT');
    const row = container.querySelector('.opt-row[data-order-id="4"]')!;
    expect(row.getAttribute('data-outcome')).toBe('loss');
    // Prices at the pair's precision, grouped (issue #14 item 5).
    expect(row.querySelector('[data-fact="open"]')?.textContent).toContain('65,000.00');
    expect(row.querySelector('[data-fact="end"]')?.textContent).toContain('65,010.50');
    expect(row.querySelector('[data-fact="ratio"]')?.textContent).toContain('+85%');

    const lists = requests.filter((r) => r.path === '/api/microtrade/lists');
    expect(lists.map((r) => [r.query.get('status'), r.query.get('limit')])).toEqual([
      ['1', '5'],
      ['3', '5'],
    ]);
  });

  it('shows a voided order as neither won nor lost: no end price, stake and fee refunded', async () => {
    setToken('t');
    mockFetch({
      'GET /api/currency/quotation_new': ok([quotation({ match_id: 1 })]),
      'GET /api/microtrade/lists': ok(
        page([
          order({
            id: 9,
            status: 3,
            fee: '2',
            void_reason: 'no_price_at_expiry',
            handled_at: 1_717_200_060_000,
          }),
        ]),
      ),
    });
    const { container } = renderPage(SecondsOrderPage, {
      path: PATH,
      initialEntry: `${PATH}?tab=history`,
    });

    const voided = await screen.findByTestId('row-void');
    expect(voided.textContent).toBe('Voided: no price at expiry — stake and fee refunded');
    const row = container.querySelector('.opt-row[data-order-id="9"]')!;
    expect(row.getAttribute('data-outcome')).toBe('void');
    expect(row.querySelector('.opt-outcome')?.textContent).toBe('Voided');
    expect(row.querySelector('[data-fact="end"] dd')?.textContent).toBe('No price at expiry');
    expect(row.querySelector('[data-testid="row-profit"]')).toBeNull();
    expect(row.textContent).not.toMatch(/Won|Lost|Draw/);
  });
});
