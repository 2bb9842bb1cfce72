import { useCallback, useState } from 'react';

/** Where the "hide zero balances" choice is kept across visits (this device only). */
export const HIDE_ZERO_KEY = 'fund.hideZeroBalances';

function read(): boolean {
  try {
    const raw = window.localStorage.getItem(HIDE_ZERO_KEY);
    return raw === null ? true : raw === 'true';
  } catch {
    // Storage can be off (private mode); the default applies.
    return true;
  }
}

/**
 * Whether coins with a zero balance are hidden on the assets tab: yes by default (issue #14
 * item 8), and the user's choice is remembered on this device.
 */
export function useHideZeroBalances(): [boolean, (next: boolean) => void] {
  const [hideZero, setHideZero] = useState(read);
  const update = useCallback((next: boolean) => {
    setHideZero(next);
    try {
      window.localStorage.setItem(HIDE_ZERO_KEY, String(next));
    } catch {
      // Not remembered this time; the switch still applies now.
    }
  }, []);
  return [hideZero, update];
}
