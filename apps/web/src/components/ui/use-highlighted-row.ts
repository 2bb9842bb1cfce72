import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The row a link pointed at with `?id=` (a bill row opening its order): marked as the current
 * item and scrolled into view once, so the user lands on it rather than on the top of a list.
 */
export function useHighlightedRow() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const scrolled = useRef(false);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element || scrolled.current) return;
    scrolled.current = true;
    element.scrollIntoView?.({ block: 'center' });
  }, []);
  return (rowId: number) =>
    rowId === id ? { 'aria-current': true as const, className: 'row-current', ref } : {};
}
