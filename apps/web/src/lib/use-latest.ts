import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref that holds the latest `value` after every render, so a subscription opened once calls the
 * caller's current handler without resubscribing when the handler changes.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
