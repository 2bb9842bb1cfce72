import { useEffect, useState } from 'react';

/** The time now, read again every `intervalMs` (countdowns to the minute). */
export function useMinuteClock(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
