import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';

import { ChartBox } from '../chart-box';
import { IconButton } from '../icon-button';
import { ParamTabs, useTabParam } from '../param-tabs';
import { PeriodButtons } from '../period-buttons';
import { TextField } from '../text-field';

const settled = { isPending: false, isError: false, error: null, refetch: vi.fn() };

describe('<IconButton>', () => {
  it('is a labelled icon-button with any extra class', () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Copy" className="icon-button--small" onClick={onClick}>
        <svg />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Copy' });
    expect(button.className).toBe('icon-button icon-button--small');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('<TextField>', () => {
  it('labels its input and turns red with its error', () => {
    render(<TextField id="n" label="Nickname" error="REQUIRED" value="" onChange={vi.fn()} />);
    expect(screen.getByLabelText('Nickname').closest('.field')?.className).toBe(
      'field field--error',
    );
    expect(screen.getByRole('alert').textContent).not.toBe('');
  });
});

describe('<ChartBox>', () => {
  it('shows the chart once there are candles, else what stands in for it', () => {
    const { container, rerender } = render(
      <ChartBox candles={{ ...settled, data: [1] }}>
        <p>chart</p>
      </ChartBox>,
    );
    expect(container.querySelector('.kline')?.textContent).toBe('chart');
    rerender(
      <ChartBox candles={{ ...settled, data: [] }}>
        <p>chart</p>
      </ChartBox>,
    );
    expect(screen.queryByText('chart')).toBeNull();
    rerender(
      <ChartBox candles={{ ...settled, isError: true }}>
        <p>chart</p>
      </ChartBox>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});

describe('<PeriodButtons>', () => {
  it('presses the current period and picks another', () => {
    const onChange = vi.fn();
    render(
      <PeriodButtons
        label="Period"
        periods={[
          { period: '1min', label: '1m' },
          { period: '5min', label: '5m' },
        ]}
        value="1min"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('button', { name: '1m' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '5m' }));
    expect(onChange).toHaveBeenCalledWith('5min');
  });
});

function TabsHarness() {
  const tab = useTabParam(['deposit', 'withdraw']);
  const location = useLocation();
  return (
    <>
      <ParamTabs
        className="wallet-tabs"
        tabs={[
          { key: 'deposit', title: 'Deposits' },
          { key: 'withdraw', title: 'Withdrawals' },
        ]}
        active={tab}
      />
      <output>{`${tab} ${location.search}`}</output>
    </>
  );
}

describe('<ParamTabs>', () => {
  it('takes the tab from ?tab= (the first when unknown) and writes the tapped one back', () => {
    render(
      <MemoryRouter initialEntries={['/records?tab=nonsense']}>
        <TabsHarness />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe('deposit ?tab=nonsense');
    fireEvent.click(screen.getByText('Withdrawals'));
    expect(screen.getByRole('status').textContent).toBe('withdraw ?tab=withdraw');
  });
});
