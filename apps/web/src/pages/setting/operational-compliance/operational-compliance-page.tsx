import { useTranslation } from 'react-i18next';

import { StaticPage } from '../../../features/content/components/static-page';

export function OperationalCompliancePage() {
  const { t } = useTranslation();
  return <StaticPage pageKey="operational_compliance" title={t('setting.compliance')} />;
}
