import { useSearchParams } from 'react-router';

import { paths, type AppLink } from '../../../config/paths';
import { navigation } from '../../../lib/navigation';
import { REDIRECT_PARAM, safeRedirect } from '../../../lib/require-login';

/**
 * The page login returns to (`?redirect=`, same-app routes only), kept across the switch between
 * login and register, and the step that goes there once the user is in.
 */
export function useLoginRedirect() {
  const [params] = useSearchParams();
  const target: AppLink | null = safeRedirect(params.get(REDIRECT_PARAM));
  const query = target ? { [REDIRECT_PARAM]: target } : {};
  return {
    target,
    /** The query that carries the return page on to login or register. */
    query,
    /** After login: the page that asked for it, replacing login in the history; else home. */
    finish(): void {
      if (target) navigation.replace(target);
      else navigation.relaunch(paths.home);
    },
  };
}
