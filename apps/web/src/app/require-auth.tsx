import { useEffect, useRef, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { EmptyState } from '../components/ui/empty-state';
import { LockIcon } from '../components/ui/icons';
import { navigation } from '../lib/navigation';
import { loginLinkFrom, requireLogin } from '../lib/require-login';
import { useSession } from '../lib/session';
import { PageShell } from './page-shell';

/**
 * Wraps pages that need an account. Arriving without a token toasts "please log in first" and
 * goes to login after 1200 ms; losing the session while here (logout, 999) only shows the
 * login prompt, because whoever ended the session already said so. Either way login returns
 * here (path and query) once the user is in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const loggedInOnArrival = useRef(isLoggedIn);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const arrival = useRef(here);

  useEffect(() => {
    if (!loggedInOnArrival.current) requireLogin({ from: arrival.current, replace: true });
  }, []);

  if (isLoggedIn) return <>{children}</>;
  return (
    <PageShell title="">
      <EmptyState
        illustration={<LockIcon className="state__icon" />}
        title={t('common.loginRequiredTitle')}
        description={t('common.loginRequiredDescription')}
        action={
          <Button
            color="primary"
            shape="rounded"
            onClick={() => {
              const login = loginLinkFrom(here);
              navigation.push(login.path, login.query);
            }}
          >
            {t('common.goToLogin')}
          </Button>
        }
      />
    </PageShell>
  );
}
