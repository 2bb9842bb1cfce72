import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { Providers } from '../../../../app/providers';
import { createQueryClient } from '../../../../lib/query-client';
import { initialOrderValues, type OrderFormValues } from '../../model/order-form';
import { summarise, validate, visibleErrors, type FuturesTicketState } from '../../model/ticket';
import { btcPair as btc, leverAccount as account } from '../../testing/fixtures';
import { OrderForm } from '../order-form';

/** The form as a page drives it: the ticket model's summary and errors, `available` USDT. */
function Ticket({ available }: { available: string }) {
  const [values, setValues] = useState<OrderFormValues>(initialOrderValues(btc));
  const state: FuturesTicketState = { values, submitted: false, confirmKey: null, sized: true };
  const market = { pair: btc, account, available, loggedIn: true };
  const summary = summarise(state, market);
  return (
    <OrderForm
      pair={btc}
      values={summary.values}
      onChange={setValues}
      errors={visibleErrors(state, validate(state, market, summary))}
      preview={summary.preview}
      available={available}
      loggedIn
      threshold={summary.threshold}
      submitting={false}
      onSubmit={vi.fn()}
      onTransfer={vi.fn()}
    />
  );
}

function renderTicket(available: string) {
  return render(
    <Providers queryClient={createQueryClient()}>
      <Ticket available={available} />
    </Providers>,
  );
}

describe('futures order form sizing', () => {
  it('turns 25 % of the available into whole lots and shows what they cost', () => {
    renderTicket('1000');
    fireEvent.click(screen.getByRole('radio', { name: '% of margin' }));
    fireEvent.click(screen.getByRole('button', { name: '25%' }));
    const result = screen.getByTestId('size-result');
    expect(result.textContent).toMatch(/^= 3 lots \(cost 197\.048475 USDT\)$/);
    // The preview prices the same 3 lots: margin 195.0975.
    expect(screen.getByTestId('preview-lines').textContent).toContain('195.0975');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Open long' }).disabled).toBe(
      false,
    );
  });

  it('says a share too small for one lot and disables the button', () => {
    renderTicket('200');
    fireEvent.click(screen.getByRole('radio', { name: '% of margin' }));
    fireEvent.click(screen.getByRole('button', { name: '25%' }));
    expect(screen.getByRole('alert').textContent).toContain('Too little for one lot');
    expect(screen.queryByTestId('size-result')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Open long' }).disabled).toBe(
      true,
    );
  });

  it('sizes by a typed USDT cost and goes back to lots with the lots it bought', () => {
    renderTicket('1000');
    fireEvent.click(screen.getByRole('radio', { name: 'USDT cost' }));
    fireEvent.change(screen.getByLabelText('Cost (margin + fee)'), { target: { value: '200' } });
    expect(screen.getByTestId('size-result').getAttribute('data-lots')).toBe('3');
    fireEvent.click(screen.getByRole('radio', { name: 'Lots' }));
    expect(screen.getByLabelText<HTMLInputElement>('Lots').value).toBe('3');
  });

  it('shows a TP typed as ROE as its price, and a typed price as its ROE', () => {
    renderTicket('1000');
    fireEvent.click(screen.getByRole('radio', { name: 'ROE %' }));
    fireEvent.change(screen.getByLabelText('Take-profit gain (ROE %)'), {
      target: { value: '20' },
    });
    const other = screen.getByTestId('stops-other-way');
    // Long from the ask 65032.50 at 10x: +20 % of the margin at 66333.15.
    expect(within(other).getByTestId('stops-takeProfit').textContent).toContain('66,333.15');
    fireEvent.click(screen.getByRole('radio', { name: 'Price' }));
    expect(screen.getByLabelText<HTMLInputElement>('Take-profit').value).toBe('66333.15');
    expect(screen.getByTestId('stops-takeProfit').textContent).toMatch(/ROE \+20\.00%/);
  });
});
