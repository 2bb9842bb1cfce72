import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';

import { readStorage, WEB_STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { PeriodButtons } from '../period-buttons';

const PERIODS = [
  { period: '1min', label: '1m' },
  { period: '15min', label: '15m' },
  { period: '1day', label: '1D' },
] as const;
type Period = (typeof PERIODS)[number]['period'];

/** A chart's owner: holds the period as the pair page and the options chart do. */
function Owner({
  periods = PERIODS,
  start = '15min',
}: {
  periods?: readonly { period: Period; label: string }[];
  start?: Period;
}) {
  const [period, setPeriod] = useState<Period>(start);
  return (
    <>
      <PeriodButtons label="Period" periods={periods} value={period} onChange={setPeriod} />
      <output data-testid="shown">{period}</output>
    </>
  );
}

const pressed = () =>
  screen.getAllByRole('button').find((b) => b.getAttribute('aria-pressed') === 'true')?.textContent;

describe('<PeriodButtons> remembers the period', () => {
  it('stores the chosen period, one for the whole app', () => {
    render(<Owner />);
    fireEvent.click(screen.getByRole('button', { name: '1D' }));
    expect(readStorage(WEB_STORAGE_KEYS.chartPeriod)).toBe('1day');
    expect(screen.getByTestId('shown').textContent).toBe('1day');
  });

  it('opens on the remembered period after a reload', () => {
    writeStorage(WEB_STORAGE_KEYS.chartPeriod, '1day');
    render(<Owner />);
    expect(screen.getByTestId('shown').textContent).toBe('1day');
    expect(pressed()).toBe('1D');
  });

  it('keeps its own default when nothing is stored or the stored period is not offered', () => {
    const { unmount } = render(<Owner />);
    expect(pressed()).toBe('15m');
    unmount();
    writeStorage(WEB_STORAGE_KEYS.chartPeriod, '1day');
    render(<Owner periods={PERIODS.slice(0, 2)} />);
    expect(pressed()).toBe('15m');
  });

  it('ignores a stored value that is not a period', () => {
    localStorage.setItem('chartPeriod', '{broken');
    const onChange = vi.fn();
    render(<PeriodButtons label="Period" periods={PERIODS} value="1min" onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
  });
});
