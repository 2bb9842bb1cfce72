import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { CandleView } from '@meridian/contract';

import { candleChange, candleTimeLabel, ChartReadout } from '../chart-readout';

const candle = (overrides: Partial<CandleView> = {}): CandleView => ({
  time: new Date(2026, 10, 26, 14, 5).getTime(),
  open: '65000',
  high: '65432.1',
  low: '64900.5',
  close: '65325',
  volume: '12345.678',
  ...overrides,
});

describe('candleTimeLabel', () => {
  const time = new Date(2026, 0, 5, 9, 7).getTime();
  it('shows the day and minute of intraday candles, the day of daily and longer ones', () => {
    expect(candleTimeLabel(time, '15min')).toBe('01-05 09:07');
    expect(candleTimeLabel(time, '4hour')).toBe('01-05 09:07');
    expect(candleTimeLabel(time, '1day')).toBe('2026-01-05');
    expect(candleTimeLabel(time, '1mon')).toBe('2026-01-05');
  });
});

describe('candleChange', () => {
  it("is the candle's close against its open in percent", () => {
    expect(candleChange(candle({ open: '100', close: '101.5' }))).toBe('1.5');
    expect(candleChange(candle({ open: '0.000123', close: '0.0001107' }))).toBe('-10');
  });
  it('is null for an open of 0 (no made-up percentage)', () => {
    expect(candleChange(candle({ open: '0', close: '1' }))).toBeNull();
  });
});

describe('<ChartReadout>', () => {
  const fieldText = (field: string) =>
    screen.getByTestId('chart-readout').querySelector(`[data-field="${field}"] dd`)?.textContent;

  it("shows the candle's time, OHLC grouped at the pair's decimals, change and volume", () => {
    render(<ChartReadout candle={candle()} period="15min" pricePrecision={2} moving={false} />);
    expect(screen.getByText('11-26 14:05')).toBeTruthy();
    expect(fieldText('open')).toBe('65,000.00');
    expect(fieldText('high')).toBe('65,432.10');
    expect(fieldText('low')).toBe('64,900.50');
    expect(fieldText('close')).toBe('65,325.00');
    expect(fieldText('change')).toBe('+0.50%');
    expect(fieldText('volume')).toBe('12.3K');
  });

  it('keeps the digits of a small price and colours a fall red', () => {
    render(
      <ChartReadout
        candle={candle({ open: '0.000130', high: '0.000131', low: '0.000120', close: '0.000123' })}
        period="1day"
        pricePrecision={6}
        moving={false}
      />,
    );
    expect(fieldText('close')).toBe('0.000123');
    expect(fieldText('low')).toBe('0.000120');
    expect(fieldText('change')).toBe('-5.38%');
    const change = screen.getByTestId('chart-readout').querySelector('[data-field="change"] dd');
    expect(change?.firstElementChild?.className).toContain('amount--down');
  });

  it('names every value in words for screen readers', () => {
    render(<ChartReadout candle={candle()} period="15min" pricePrecision={2} moving={false} />);
    const terms = [...screen.getByTestId('chart-readout').querySelectorAll('dt .visually-hidden')];
    expect(terms.map((t) => t.textContent)).toEqual([
      'Open',
      'High',
      'Low',
      'Close',
      'Change',
      'Volume',
    ]);
  });

  it('is polite at rest and quiet while the finger moves', () => {
    const { rerender } = render(
      <ChartReadout candle={candle()} period="15min" pricePrecision={2} moving={false} />,
    );
    const summary = screen.getByTestId('chart-readout-summary');
    expect(summary.getAttribute('aria-live')).toBe('polite');
    expect(summary.textContent).toBe(
      '11-26 14:05: Open 65,000.00, High 65,432.10, Low 64,900.50, Close 65,325.00, Change 0.50%, Volume 12.3K',
    );
    rerender(<ChartReadout candle={candle()} period="15min" pricePrecision={2} moving />);
    expect(summary.getAttribute('aria-live')).toBe('off');
    expect(screen.getByTestId('chart-readout').className).toContain('chart-readout--moving');
  });

  it('announces a new candle, not each tick of the live one nor the candles pointed at', () => {
    const at = (minute: number, close: string) =>
      candle({ time: new Date(2026, 10, 26, 14, minute).getTime(), close });
    const show = (c: CandleView, moving = false) => (
      <ChartReadout candle={c} period="15min" pricePrecision={2} moving={moving} />
    );
    const { rerender } = render(show(at(0, '65100')));
    const summary = screen.getByTestId('chart-readout-summary');
    const said = () => summary.textContent;
    expect(said()).toContain('Close 65,100.00');

    rerender(show(at(0, '65200')));
    expect(said()).toContain('Close 65,100.00');
    expect(screen.getByTestId('chart-readout').textContent).toContain('65,200.00');

    rerender(show(at(-15, '64000'), true));
    expect(said()).toContain('Close 65,100.00');

    rerender(show(at(15, '65300')));
    expect(said()).toContain('14:15: Open');
    expect(said()).toContain('Close 65,300.00');
  });
});
