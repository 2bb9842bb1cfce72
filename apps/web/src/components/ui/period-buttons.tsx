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
    <div className="periods" role="group" aria-label={label}>
      {periods.map((p) => (
        <button
          key={p.period}
          type="button"
          data-period={p.period}
          aria-pressed={p.period === value}
          className={`periods__button${p.period === value ? ' periods__button--active' : ''}`}
          onClick={() => onChange(p.period)}
        >
          {p.label}
        </button>
      ))}
    </div>
  );
}
