import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { IconButton } from '../../../components/ui/icon-button';
import { PagedList } from '../../../components/ui/paged-list';
import { paths } from '../../../config/paths';
import { ieoQueries } from '../../../features/ieo/api/ieo-queries';
import { ProjectCard } from '../../../features/ieo/components/project-card';
import { RecordsIcon } from '../../../features/wallet/components/wallet-icons';
import '../../../features/ieo/components/ieo.css';
import { navigation } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';

/**
 * IEO projects (SPEC.md "IEO"): in progress first, then warm-up, then ended, each with its phase,
 * issue price, total issuance, per-user cap, applied total and times; the way to subscribe.
 */
export function IeoPage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const projects = useInfiniteQuery(ieoQueries.projects());
  return (
    <PageShell
      title={t('ieo.title')}
      right={
        isLoggedIn ? (
          <IconButton label={t('ieo.myOrders')} onClick={() => navigation.push(paths.ieoOrder)}>
            <RecordsIcon />
          </IconButton>
        ) : undefined
      }
    >
      <div className="ieo-page">
        <p className="ieo-text">{t('ieo.intro')}</p>
        <PagedList
          query={projects}
          renderRow={(project) => <ProjectCard project={project} />}
          emptyTitle={t('ieo.empty')}
          emptyDescription={t('ieo.emptyText')}
        />
      </div>
    </PageShell>
  );
}
