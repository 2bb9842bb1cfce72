import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { ComingSoon } from '../../../components/ui/coming-soon';

export function FinancePage() {
  const { t } = useTranslation();
  return (
    <PageShell tab title={t('tabs.finance')}>
      <ComingSoon
        title={t('comingSoon.finance.title')}
        description={t('comingSoon.finance.description')}
      />
    </PageShell>
  );
}
