import { useTranslation } from 'react-i18next';

import { StaticPage } from '../../../features/content/components/static-page';

export function AboutUsPage() {
  const { t } = useTranslation();
  return <StaticPage pageKey="aboutus" title={t('setting.aboutUs')} />;
}
