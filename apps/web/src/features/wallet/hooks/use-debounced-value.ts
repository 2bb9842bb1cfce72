import { useEffect, useState } from 'react';
import { TIMING } from '@meridian/contract';

/** `value` once it has stopped changing for `delayMs` (SPEC.md §9: debounce 500 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number = TIMING.debounceMs): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
