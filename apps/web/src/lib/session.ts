import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, type UserView } from '@meridian/contract';

import { readStorage, removeStorage, writeStorage } from './storage';

/** The logged-in session: the token and the last known user, both kept in device storage. */
export interface Session {
  token: string | null;
  user: UserView | null;
}

const listeners = new Set<() => void>();
let snapshot: Session = readSession();

function readSession(): Session {
  const token = readStorage<string>(STORAGE_KEYS.token);
  return {
    token: typeof token === 'string' && token.length > 0 ? token : null,
    user: readStorage<UserView>(STORAGE_KEYS.user),
  };
}

function publish(): void {
  snapshot = readSession();
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return snapshot;
}

export function getToken(): string | null {
  return snapshot.token;
}

export function isLoggedIn(): boolean {
  return snapshot.token !== null;
}

export function setToken(token: string): void {
  writeStorage(STORAGE_KEYS.token, token);
  publish();
}

export function setUser(user: UserView): void {
  writeStorage(STORAGE_KEYS.user, user);
  publish();
}

/** Logout, an invalid session (999) or a password change clears token and user (SPEC.md §4). */
export function clearSession(): void {
  removeStorage(STORAGE_KEYS.token, STORAGE_KEYS.user);
  publish();
}

/** Re-reads storage, e.g. after the version migration cleared it. */
export function reloadSession(): void {
  publish();
}

/** Calls `listener` after every change of the session (login, logout, user refresh). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const subscribe = subscribeSession;

export function useSession(): Session & { isLoggedIn: boolean } {
  const session = useSyncExternalStore(subscribe, getSession, getSession);
  return { ...session, isLoggedIn: session.token !== null };
}

if (typeof window !== 'undefined') {
  // Another tab logging in or out changes this one too.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) {
      publish();
    }
  });
}
