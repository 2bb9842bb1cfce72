import { ToggleButtons } from './toggle-buttons';

interface PeriodButtonsProps<P extends string> {
  /** The group's name, read out. */
  label: string;
  periods: readonly { period: P; label: string }[];
  value: P;
  onChange: (period: P) => void;
}

/** A chart's periods as a row of toggle buttons (`.periods`). */
export function PeriodButtons<P extends string>({
  label,
  periods,
  value,
  onChange,
}: PeriodButtonsProps<P>) {
  return (
    <ToggleButtons
      role="pressed"
      options={periods.map((p) => ({ value: p.period, label: p.label }))}
      value={value}
      onChange={onChange}
      className="periods"
      itemClassName="periods__button"
      activeClassName="periods__button--active"
      label={label}
      itemData={(period) => ({ 'data-period': period })}
    />
  );
}
