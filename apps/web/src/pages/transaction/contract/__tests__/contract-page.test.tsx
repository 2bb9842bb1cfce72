import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS, type LeverTradeEvent } from '@meridian/contract';
import { describe, expect, it } from 'vitest';

import {
  position,
  leverAccount as account,
  marketLongForm,
} from '../../../../features/futures/testing/fixtures';
import { reloadSession } from '../../../../lib/session';
import { createFakeSocket, quotation } from '../../../../testing/market-fixtures';
import { liveSocket } from '../../../../testing/socket-mock';
import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { ContractPage } from '../contract-page';

const btc = quotation({
  now_price: '65000',
  lot_size: '0.01',
  leverages: [5, 10, 20, 50, 100],
  spread: '0.0005',
  fee_rate: '0.001',
});

function logIn() {
  localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t0k3n'));
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 7 }));
  reloadSession();
}

function renderContract(dealall: LeverTradeEvent, extra: Record<string, unknown> = {}) {
  liveSocket.current = createFakeSocket();
  const fetch = mockFetch({
    'GET /api/currency/quotation_new': ok([btc]),
    'POST /api/lever/dealall': ok(dealall),
    'POST /api/wallet/detail': ok({ currency_id: 3, available: dealall.account.available }),
    ...extra,
  });
  const view = renderPage(ContractPage, {
    path: '/pages/transaction/contract',
    initialEntry: '/pages/transaction/contract?symbol=BTC/USDT',
  });
  return { ...fetch, ...view };
}

const line = (testId: string, key: string) =>
  within(screen.getByTestId(testId)).getByText((_, el) => el?.getAttribute('data-line') === key);

describe('futures contract page', () => {
  it('previews a market long at the ask with margin, fee and liquidation price', async () => {
    logIn();
    renderContract({ account, positions: [] });
    const preview = await screen.findByTestId('preview-lines');
    await waitFor(() =>
      expect(line('preview-lines', 'liquidation').textContent).toContain('56398.18'),
    );
    // 65000 × 1.0005 = 65032.50; 650.325 / 10 = 65.0325; × 0.001 = 0.650325
    expect(line('preview-lines', 'entry').textContent).toContain('65032.50');
    expect(line('preview-lines', 'margin').textContent).toContain('65.0325');
    expect(line('preview-lines', 'fee').textContent).toContain('0.650325');
    expect(line('preview-lines', 'risk').textContent).toContain('152.27');
    expect(preview).toBeTruthy();
  });

  it('shows a visitor the prices and the form, and asks to log in to trade', async () => {
    const { requests } = renderContract({ account, positions: [] });
    await screen.findByTestId('preview-lines');
    expect(line('preview-lines', 'liquidation').textContent).toContain('Log in to estimate');
    expect(screen.getByText('Log in to see your positions and lever account')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in to trade' })).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/lever/dealall')).toBe(false);
  });

  it('sends the order with one idempotency key after the confirmation', async () => {
    logIn();
    const { requests } = renderContract(
      { account, positions: [] },
      { 'POST /api/lever/submit': ok(position({ id: 9 })) },
    );
    await screen.findByTestId('preview-lines');
    fireEvent.click(await screen.findByRole('button', { name: 'Open long' }));
    const sheet = await screen.findByTestId('confirm-sheet');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Confirm long' }));
    await waitFor(() => expect(requests.some((r) => r.path === '/api/lever/submit')).toBe(true));
    const submit = requests.find((r) => r.path === '/api/lever/submit')!;
    expect(Object.fromEntries(submit.form)).toMatchObject(marketLongForm);
    expect(submit.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a limit long at or above the current price and says why', async () => {
    logIn();
    renderContract({ account, positions: [] });
    await screen.findByTestId('preview-lines');
    fireEvent.click(screen.getByRole('radio', { name: 'Limit' }));
    fireEvent.change(document.getElementById('fut-limit-price')!, { target: { value: '65000' } });
    expect(await screen.findByText('A long limit must be below the current price')).toBeTruthy();
  });

  it('moves the P/L of a position with lever_trade, without asking the server again', async () => {
    logIn();
    const open = position({ id: 5, profits: '-0.325' });
    const { requests } = renderContract({
      account: {
        ...account,
        total_margin: '65.0325',
        total_profits: '-0.325',
        risk_rate: '152.27',
      },
      positions: [open],
    });
    const card = await screen.findByTestId('position');
    expect(within(card).getByTestId('position-pl').textContent).toBe('-0.325');
    const reads = requests.filter((r) => r.path === '/api/lever/dealall').length;
    act(() =>
      liveSocket.current!.emit('lever_trade', {
        account: { ...account, total_margin: '65.0325', total_profits: '3.5', risk_rate: '158.15' },
        positions: [{ ...open, profits: '3.5', update_price: '65382.50' }],
      }),
    );
    await waitFor(() => expect(within(card).getByTestId('position-pl').textContent).toBe('+3.50'));
    expect(requests.filter((r) => r.path === '/api/lever/dealall').length).toBe(reads);
  });
});
