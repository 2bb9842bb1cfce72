import { TIMING } from '@meridian/contract';

/** The part of react-router's data router that navigation needs; tests pass a fake. */
export interface NavigatorLike {
  navigate(to: number): unknown;
  navigate(to: string, options?: { replace?: boolean }): unknown;
  state: { location: { pathname: string } };
}

export const HOME_PATH = '/pages/index/index';
export const LOGIN_PATH = '/pages/common/login';
export const REAL_MARK_PATH = '/pages/setting/real_mark';

let navigator: NavigatorLike | null = null;
let tabPaths: ReadonlySet<string> = new Set();

export function bindNavigator(next: NavigatorLike | null, tabs: Iterable<string> = []): void {
  navigator = next;
  tabPaths = new Set(tabs);
}

type Query = Record<string, string | number | boolean | null | undefined>;

export function buildPath(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
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
  push(path: string, query?: Query): void {
    go(buildPath(path, query), false);
  },
  replace(path: string, query?: Query): void {
    go(buildPath(path, query), true);
  },
  /** Tabs do not stack: moving between tabs replaces the entry, entering one from a page pushes. */
  switchTab(path: string): void {
    const current = navigator?.state.location.pathname ?? '';
    go(path, tabPaths.has(current) || current === '/');
  },
  /**
   * Starts over at `path`. The browser cannot drop its history, so the current entry is replaced
   * and anything the old session cached is the caller's to clear.
   */
  relaunch(path: string = HOME_PATH): void {
    go(path, true);
  },
  /** Back `steps` entries; with nothing to go back to (a deep link), home instead. */
  back(steps = 1): void {
    if (navigator && historyIndex() >= steps) {
      void navigator.navigate(-steps);
      return;
    }
    go(HOME_PATH, true);
  },
};

/** Runs `action` after the login redirect delay (1200 ms, SPEC.md §9). */
export function afterRedirectDelay(action: () => void): ReturnType<typeof setTimeout> {
  return setTimeout(action, TIMING.loginRedirectMs);
}
