import { useEffect, useState } from 'react';

/**
 * The current time, re-read every `intervalMs` while `active`, for countdowns (options, the
 * game). A quarter second keeps the shown second within 250 ms of the real one without redrawing
 * more than needed.
 */
export function useNow(active = true, intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const tick = () => setNow(Date.now());
    // Catch up at once after a pause, then keep ticking.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active, intervalMs]);
  return now;
}
