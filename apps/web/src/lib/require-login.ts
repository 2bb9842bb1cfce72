import { paths } from '../config/paths';
import { translate } from './i18n';
import { afterRedirectDelay, navigation } from './navigation';
import { isLoggedIn } from './session';
import { showToast } from './toast';

let redirectPending = false;

/**
 * Guard for protected pages and actions (SPEC.md §6): without a token, toast "please log in
 * first" and go to login after 1200 ms. Returns true when the caller may proceed. Repeated calls
 * while a redirect is pending do not stack more toasts or history entries.
 */
export function requireLogin(): boolean {
  if (isLoggedIn()) return true;
  if (redirectPending) return false;
  redirectPending = true;
  showToast(translate('common.pleaseLogInFirst'));
  afterRedirectDelay(() => {
    redirectPending = false;
    navigation.push(paths.login);
  });
  return false;
}
