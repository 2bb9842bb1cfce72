import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { ComingSoon } from '../../../components/ui/coming-soon';

export function TradePage() {
  const { t } = useTranslation();
  return (
    <PageShell tab title={t('tabs.trade')}>
      <ComingSoon
        title={t('comingSoon.trade.title')}
        description={t('comingSoon.trade.description')}
      />
    </PageShell>
  );
}
