import { useLayoutEffect } from 'react';

import { readStorage, WEB_STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { ToggleButtons } from './toggle-buttons';

interface PeriodButtonsProps<P extends string> {
  /** The group's name, read out. */
  label: string;
  periods: readonly { period: P; label: string }[];
  value: P;
  onChange: (period: P) => void;
}

/**
 * The period the user last chose on any chart (one for the whole app, not per pair), when this
 * row offers it: the options chart's short periods skip a stored "1D".
 */
export function rememberedPeriod<P extends string>(
  periods: readonly { period: P }[],
): P | undefined {
  const stored = readStorage<string>(WEB_STORAGE_KEYS.chartPeriod);
  return periods.find((p) => p.period === stored)?.period;
}

/**
 * A chart's periods as a row of toggle buttons (`.periods`). The choice is stored and comes back
 * on the next visit: on mount the row moves its chart to the remembered period.
 */
export function PeriodButtons<P extends string>({
  label,
  periods,
  value,
  onChange,
}: PeriodButtonsProps<P>) {
  useLayoutEffect(() => {
    const remembered = rememberedPeriod(periods);
    if (remembered !== undefined && remembered !== value) onChange(remembered);
    // Only on mount: afterwards the parent's value is the truth.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const choose = (period: P) => {
    writeStorage(WEB_STORAGE_KEYS.chartPeriod, period);
    onChange(period);
  };
  return (
    <ToggleButtons
      role="pressed"
      options={periods.map((p) => ({ value: p.period, label: p.label }))}
      value={value}
      onChange={choose}
      className="periods"
      itemClassName="periods__button"
      activeClassName="periods__button--active"
      label={label}
      itemData={(period) => ({ 'data-period': period })}
    />
  );
}
