import { TIMING } from '@meridian/contract';

import { paths, type AppLink, type AppPath, type PathQuery, type Query } from '../config/paths';

/** The part of react-router's data router that navigation needs; tests pass a fake. */
export interface NavigatorLike {
  navigate(to: number): unknown;
  navigate(to: string, options?: { replace?: boolean }): unknown;
  state: { location: { pathname: string } };
}

/**
 * The login address under its old name, for the trading pages that still import it from here.
 * TODO: remove once pages/transaction read `paths.login` (their tickets are being reworked).
 */
export const LOGIN_PATH = paths.login;

let navigator: NavigatorLike | null = null;
let tabPaths: ReadonlySet<string> = new Set();

export function bindNavigator(next: NavigatorLike | null, tabs: Iterable<string> = []): void {
  navigator = next;
  tabPaths = new Set(tabs);
}

/**
 * The one place query strings are built: `path` with `query`, empty parameters left out, e.g.
 * buildPath(paths.withdraw, { currency: 3 }) === '/pages/fund/withdraw?currency=3'. A screen's
 * query is typed by config/paths.ts `PathQueries`.
 */
export function buildPath<P extends string>(path: P, query?: PathQuery<P>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function go(path: string, replace: boolean): void {
  if (navigator) {
    void navigator.navigate(path, { replace });
    return;
  }
  // Before the router exists (or outside it) a hash change still lands on the right page.
  if (typeof window !== 'undefined') window.location.hash = `#${path}`;
}

function historyIndex(): number {
  const state = (typeof window !== 'undefined' ? window.history.state : null) as {
    idx?: number;
  } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
}

/** Navigation types of SPEC.md §2: push, replace, switch tab, relaunch, back by N steps. */
export const navigation = {
  push<P extends AppLink>(path: P, query?: PathQuery<P>): void {
    go(buildPath(path, query), false);
  },
  replace<P extends AppLink>(path: P, query?: PathQuery<P>): void {
    go(buildPath(path, query), true);
  },
  /** Tabs do not stack: moving between tabs replaces the entry, entering one from a page pushes. */
  switchTab(path: AppPath): void {
    const current = navigator?.state.location.pathname ?? '';
    go(path, tabPaths.has(current) || current === '/');
  },
  /**
   * Starts over at `path`. The browser cannot drop its history, so the current entry is replaced
   * and anything the old session cached is the caller's to clear.
   */
  relaunch(path: AppPath = paths.home): void {
    go(path, true);
  },
  /** Back `steps` entries; with nothing to go back to (a deep link), `fallback` (home) instead. */
  back(steps = 1, fallback: AppLink = paths.home): void {
    if (navigator && historyIndex() >= steps) {
      void navigator.navigate(-steps);
      return;
    }
    go(fallback, true);
  },
};

/** Runs `action` after the login redirect delay (1200 ms, SPEC.md §9). */
export function afterRedirectDelay(action: () => void): ReturnType<typeof setTimeout> {
  return setTimeout(action, TIMING.loginRedirectMs);
}
