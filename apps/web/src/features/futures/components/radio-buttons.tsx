import type { ReactNode } from 'react';

interface RadioButtonsProps<T extends string | number> {
  label: string;
  options: readonly { value: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
  /** The group's look; the house segmented control by default. */
  className?: string;
  /** An option's classes before `is-active`. */
  itemClassName?: (value: T) => string;
}

/**
 * A radio group drawn as buttons: by default the house segmented control (`.segmented`), e.g.
 * market or limit, crypto or stocks; long or short with their own look.
 */
export function RadioButtons<T extends string | number>({
  label,
  options,
  value,
  onChange,
  className = 'segmented',
  itemClassName = () => 'segmented__item',
}: RadioButtonsProps<T>) {
  return (
    <div className={className} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          className={`${itemClassName(option.value)}${value === option.value ? ' is-active' : ''}`}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
