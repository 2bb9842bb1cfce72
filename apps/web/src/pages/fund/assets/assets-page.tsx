import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { ComingSoon } from '../../../components/ui/coming-soon';

export function AssetsPage() {
  const { t } = useTranslation();
  return (
    <PageShell tab title={t('tabs.assets')}>
      <ComingSoon
        title={t('comingSoon.assets.title')}
        description={t('comingSoon.assets.description')}
      />
    </PageShell>
  );
}
