import { useCallback, useState } from 'react';

/**
 * State that survives leaving the page within this tab (e.g. going to the area picker and back),
 * kept in sessionStorage. Never use it for passwords or codes.
 */
export function useSessionState<T>(key: string, initial: T): [T, (next: T) => void] {
  const storageKey = `draft:${key}`;
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = sessionStorage.getItem(storageKey);
      return raw === null ? initial : (JSON.parse(raw) as T);
    } catch {
      return initial;
    }
  });
  const update = useCallback(
    (next: T) => {
      setValue(next);
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(next));
      } catch {
        // Without sessionStorage the draft just does not survive navigation.
      }
    },
    [storageKey],
  );
  return [value, update];
}

export function clearSessionDrafts(...keys: string[]): void {
  try {
    for (const key of keys) sessionStorage.removeItem(`draft:${key}`);
  } catch {
    // Nothing to clear.
  }
}

/** Seeds another page's draft, e.g. the login form after registering. */
export function writeSessionDraft<T>(key: string, value: T): void {
  try {
    sessionStorage.setItem(`draft:${key}`, JSON.stringify(value));
  } catch {
    // The other page simply starts empty.
  }
}
