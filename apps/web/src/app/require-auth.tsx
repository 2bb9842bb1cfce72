import { useEffect, useRef, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../components/ui/empty-state';
import { LockIcon } from '../components/ui/icons';
import { paths } from '../config/paths';
import { navigation } from '../lib/navigation';
import { requireLogin } from '../lib/require-login';
import { useSession } from '../lib/session';
import { PageShell } from './page-shell';

/**
 * Wraps pages that need an account. Arriving without a token toasts "please log in first" and
 * goes to login after 1200 ms; losing the session while here (logout, 999) only shows the
 * login prompt, because whoever ended the session already said so.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const loggedInOnArrival = useRef(isLoggedIn);

  useEffect(() => {
    if (!loggedInOnArrival.current) requireLogin();
  }, []);

  if (isLoggedIn) return <>{children}</>;
  return (
    <PageShell title="">
      <EmptyState
        illustration={<LockIcon className="state__icon" />}
        title={t('common.loginRequiredTitle')}
        description={t('common.loginRequiredDescription')}
        action={
          <Button color="primary" shape="rounded" onClick={() => navigation.push(paths.login)}>
            {t('common.goToLogin')}
          </Button>
        }
      />
    </PageShell>
  );
}
