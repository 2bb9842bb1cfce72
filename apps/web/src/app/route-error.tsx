import { useEffect } from 'react';
import Button from 'antd-mobile/es/components/button';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../components/ui/empty-state';
import { ErrorState } from '../components/ui/error-state';
import { SoonIllustration } from '../components/ui/icons';
import { isPlannedPath, paths } from '../config/paths';
import { navigation } from '../lib/navigation';
import { showToast } from '../lib/toast';
import { isChunkLoadError } from './lazy-page';
import { PageShell } from './page-shell';

/** Each route's error boundary: a failed chunk, a render error, or a 404 from the router. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);

  useEffect(() => {
    if (chunkFailed) showToast(t('common.chunkLoadFailure'));
  }, [chunkFailed, t]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;

  return (
    <PageShell title="">
      <ErrorState
        title={chunkFailed ? t('common.chunkLoadFailure') : t('common.errorTitle')}
        onRetry={() => window.location.reload()}
      />
    </PageShell>
  );
}

/**
 * A path the router does not have. A SPEC route not built yet says so honestly; anything else
 * is not found.
 */
export function NotFoundView() {
  const { t } = useTranslation();
  const planned = isPlannedPath(useLocation().pathname);
  return (
    <PageShell title="">
      <EmptyState
        illustration={planned ? <SoonIllustration /> : undefined}
        title={planned ? t('common.functionUnderDevelopment') : t('common.notFoundTitle')}
        description={planned ? t('common.plannedDescription') : t('common.notFoundDescription')}
        action={
          <Button shape="rounded" onClick={() => navigation.relaunch(paths.home)}>
            {t('common.backHome')}
          </Button>
        }
      />
    </PageShell>
  );
}
