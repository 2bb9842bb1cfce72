import type { ReactNode } from 'react';

import { ToggleButtons } from '../../../components/ui/toggle-buttons';

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
  className = 'segmented',
  itemClassName = () => 'segmented__item',
  ...group
}: RadioButtonsProps<T>) {
  return (
    <ToggleButtons role="radio" className={className} itemClassName={itemClassName} {...group} />
  );
}
