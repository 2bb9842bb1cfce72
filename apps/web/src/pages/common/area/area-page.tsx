import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { AreaPickerScreen } from '../../../features/area/components/area-picker-screen';

export function AreaPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('area.title')}>
      <AreaPickerScreen />
    </PageShell>
  );
}
