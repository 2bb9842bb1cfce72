import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { AreaPickerScreen } from '../../../features/area/components/area-picker-screen';

/** The settings variant of the area picker (binding a mobile number); same screen. */
export function AreasPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('area.title')}>
      <AreaPickerScreen />
    </PageShell>
  );
}
