import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';

import { ChartBox } from '../chart-box';
import { IconButton } from '../icon-button';
import { ParamTabs, useTabParam } from '../param-tabs';
import { PeriodButtons } from '../period-buttons';
import { TextField } from '../text-field';
import { ToggleButtons } from '../toggle-buttons';

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

describe('<ToggleButtons>', () => {
  const options = [
    { value: 'a', label: 'Alpha' },
    { value: 'b', label: 'Beta' },
  ] as const;

  it('as radios, checks the chosen option with its classes and picks another', () => {
    const onChange = vi.fn();
    render(
      <ToggleButtons
        role="radio"
        options={options}
        value="a"
        onChange={onChange}
        className="segmented"
        itemClassName={(value) => `segmented__item item--${value}`}
        label="Letters"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Letters' });
    expect(group.className).toBe('segmented');
    const alpha = screen.getByRole('radio', { name: 'Alpha' });
    expect(alpha.getAttribute('aria-checked')).toBe('true');
    expect(alpha.className).toBe('segmented__item item--a is-active');
    expect(screen.getByRole('radio', { name: 'Beta' }).className).toBe('segmented__item item--b');
    fireEvent.click(screen.getByRole('radio', { name: 'Beta' }));
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it('as tabs, selects the chosen one', () => {
    render(
      <ToggleButtons
        role="tab"
        options={options}
        value="b"
        onChange={vi.fn()}
        className="tabs"
        itemClassName="tab"
      />,
    );
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Beta' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Alpha' }).getAttribute('aria-selected')).toBe('false');
  });

  it('as toggle buttons, presses the chosen one, carries data and can be off', () => {
    render(
      <ToggleButtons
        role="pressed"
        options={options}
        value="a"
        onChange={vi.fn()}
        className="row"
        itemClassName="row__item"
        activeClassName="row__item--on"
        label="Row"
        itemData={(value) => ({ 'data-letter': value })}
        disabled
      />,
    );
    expect(screen.getByRole('group', { name: 'Row' })).toBeTruthy();
    const alpha = screen.getByRole('button', { name: 'Alpha' });
    expect(alpha.getAttribute('aria-pressed')).toBe('true');
    expect(alpha.className).toBe('row__item row__item--on');
    expect(alpha.getAttribute('data-letter')).toBe('a');
    expect((alpha as HTMLButtonElement).disabled).toBe(true);
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
