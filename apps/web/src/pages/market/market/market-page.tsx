import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { ComingSoon } from '../../../components/ui/coming-soon';

export function MarketPage() {
  const { t } = useTranslation();
  return (
    <PageShell tab title={t('tabs.market')}>
      <ComingSoon
        title={t('comingSoon.market.title')}
        description={t('comingSoon.market.description')}
      />
    </PageShell>
  );
}
