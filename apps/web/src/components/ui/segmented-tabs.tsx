import type { ReactNode } from 'react';

import { ToggleButtons } from './toggle-buttons';

interface SegmentedTabsProps<T extends string> {
  options: readonly { value: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
  ariaLabel?: string;
}

/** The house segmented control (`.segmented`) as tabs: email or mobile, a bank card's kind. */
export function SegmentedTabs<T extends string>({
  options,
  value,
  onChange,
  ariaLabel,
}: SegmentedTabsProps<T>) {
  return (
    <ToggleButtons
      role="tab"
      options={options}
      value={value}
      onChange={onChange}
      className="segmented"
      itemClassName="segmented__item"
      label={ariaLabel}
    />
  );
}
