import { useEffect, useState } from 'react';

/**
 * The time now for countdowns to the minute, read again every `intervalMs` (a second, so a time
 * that just came from the server never shows a minute too many; see `timeLeft`).
 */
export function useMinuteClock(intervalMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
