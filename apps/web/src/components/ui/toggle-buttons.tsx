import type { ReactNode } from 'react';

/** How the group is read out: one of a radio group, one tab of a tab list, or toggle buttons. */
export type ToggleRole = 'radio' | 'tab' | 'pressed';

const GROUP_ROLE = { radio: 'radiogroup', tab: 'tablist', pressed: 'group' } as const;

function chosenAttributes(role: ToggleRole, chosen: boolean) {
  if (role === 'radio') return { role: 'radio', 'aria-checked': chosen };
  if (role === 'tab') return { role: 'tab', 'aria-selected': chosen };
  return { 'aria-pressed': chosen };
}

export interface ToggleButtonsProps<T extends string | number> {
  role: ToggleRole;
  options: readonly { value: T; label: ReactNode }[];
  value: T | null | undefined;
  onChange: (value: T) => void;
  /** The group's look. */
  className: string;
  /** An option's classes before the active class. */
  itemClassName: string | ((value: T) => string);
  /** Added to the chosen option's classes. */
  activeClassName?: string;
  /** The group's name, read out; or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
  /** Extra attributes of an option's button, e.g. `data-period`. */
  itemData?: (value: T) => Record<`data-${string}`, string | number>;
  disabled?: boolean;
}

/** A row of buttons of which one is chosen: the house segmented control, chips, tabs or periods. */
export function ToggleButtons<T extends string | number>({
  role,
  options,
  value,
  onChange,
  className,
  itemClassName,
  activeClassName = 'is-active',
  label,
  labelledBy,
  itemData,
  disabled,
}: ToggleButtonsProps<T>) {
  const classOf = typeof itemClassName === 'string' ? () => itemClassName : itemClassName;
  return (
    <div
      className={className}
      role={GROUP_ROLE[role]}
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {options.map((option) => {
        const chosen = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            {...chosenAttributes(role, chosen)}
            {...itemData?.(option.value)}
            className={`${classOf(option.value)}${chosen ? ` ${activeClassName}` : ''}`}
            disabled={disabled}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
