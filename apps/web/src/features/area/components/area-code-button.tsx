import { useTranslation } from 'react-i18next';

import { navigation } from '../../../lib/navigation';
import { useSelectedArea } from '../model/area-store';

export const AREA_PICKER_PATH = '/pages/common/area';
export const SETTINGS_AREA_PICKER_PATH = '/pages/setting/areas';

/** Shows the chosen dialling code and opens the picker page, which returns with the choice. */
export function AreaCodeButton({ pickerPath = AREA_PICKER_PATH }: { pickerPath?: string }) {
  const { t } = useTranslation();
  const area = useSelectedArea();
  return (
    <button
      type="button"
      className="area-code-button"
      aria-label={`${t('auth.areaCode')} +${area.code}`}
      onClick={() => navigation.push(pickerPath)}
    >
      +{area.code}
      <span className="area-code-button__caret" aria-hidden="true" />
    </button>
  );
}
