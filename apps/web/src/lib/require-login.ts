import { isAppLink, paths, type AppLink } from '../config/paths';
import { translate } from './i18n';
import { afterRedirectDelay, navigation } from './navigation';
import { isLoggedIn } from './session';
import { showToast } from './toast';

let redirectPending = false;

/** The query parameter that carries the page login returns to. */
export const REDIRECT_PARAM = 'redirect';

/** Login and register never return to themselves (a loop), nor to the area picker between them. */
const NOT_A_RETURN = new Set<string>([paths.login, paths.register, paths.area]);

/**
 * `value` as a route of this app to return to after login, or null. Only a same-app route is
 * accepted: one of config/paths.ts (exactly) with an optional query, in URL-safe characters.
 * Absolute URLs, protocol-relative ("//evil.example"), backslashes, fragments, spaces and control
 * characters are refused, so the parameter cannot send anyone off the app (an open redirect).
 * safeRedirect('/pages/fund/withdraw?currency=3') === '/pages/fund/withdraw?currency=3';
 * safeRedirect('https://evil.example/pages/fund/assets') === null.
 */
export function safeRedirect(value: string | null | undefined): AppLink | null {
  if (!value || !/^\/[\w\-./?=&%+*~,:@]*$/.test(value) || !isAppLink(value)) return null;
  return NOT_A_RETURN.has(value.split('?')[0]!) ? null : value;
}

/** The hash route the app shows now (path and query), e.g. '/pages/fund/withdraw?currency=3'. */
function currentRoute(): string {
  return typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, '');
}

/** The login address that returns to `from` afterwards, when `from` is a route it may return to. */
export function loginLinkFrom(from: string | null | undefined): {
  path: typeof paths.login;
  query: Record<string, string>;
} {
  const back = safeRedirect(from);
  return { path: paths.login, query: back ? { [REDIRECT_PARAM]: back } : {} };
}

/**
 * Guard for protected pages and actions (SPEC.md §6): without a token, toast "please log in
 * first" and go to login after 1200 ms, carrying the page the user was on (`from`, else the
 * current hash route) so login can return there. A protected page replaces itself with login
 * (`replace`): it shows nothing without an account, so Back should not land on it again.
 * Returns true when the caller may proceed. Repeated calls while a redirect is pending do not
 * stack more toasts or history entries.
 */
export function requireLogin(options: { from?: string; replace?: boolean } = {}): boolean {
  if (isLoggedIn()) return true;
  if (redirectPending) return false;
  redirectPending = true;
  showToast(translate('common.pleaseLogInFirst'));
  const login = loginLinkFrom(options.from ?? currentRoute());
  afterRedirectDelay(() => {
    redirectPending = false;
    if (options.replace) navigation.replace(login.path, login.query);
    else navigation.push(login.path, login.query);
  });
  return false;
}
