import { useState, type ReactNode } from 'react';

/**
 * Flashes its content green or red for a moment when `value` moves up or down. The previous value
 * is kept in state (React's "storing information from previous renders"), and the flash element is
 * keyed by the value so the CSS animation runs again on every change.
 */
export function FlashValue({ value, children }: { value: string | null; children: ReactNode }) {
  const [previous, setPrevious] = useState(value);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  if (value !== previous) {
    setPrevious(value);
    if (value !== null && previous !== null) {
      const delta = Number(value) - Number(previous);
      setFlash(delta > 0 ? 'up' : delta < 0 ? 'down' : flash);
    }
  }
  return (
    <span key={value ?? ''} className={flash ? `flash flash--${flash}` : 'flash'}>
      {children}
    </span>
  );
}
