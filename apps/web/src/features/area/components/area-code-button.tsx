import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { navigation } from '../../../lib/navigation';
import { useSelectedArea } from '../model/area-store';

/** Shows the chosen dialling code and opens the picker page, which returns with the choice. */
export function AreaCodeButton({
  pickerPath = paths.area,
}: {
  /** Login and register pick from their own picker; the settings (binding a mobile) from theirs. */
  pickerPath?: typeof paths.area | typeof paths.areas;
}) {
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
