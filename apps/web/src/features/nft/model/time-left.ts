/**
 * Time left until `until` as the countdowns show it: `H:MM:SS`, with days in front past 24
 * hours (`2d 03:04:05`), `0:00:00` once passed. timeLeft(90_000, 0) === '0:01:30'.
 */
export function timeLeft(until: number, now: number): string {
  const total = Math.max(0, Math.floor((until - now) / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${days > 0 ? pad(hours) : hours}:${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
