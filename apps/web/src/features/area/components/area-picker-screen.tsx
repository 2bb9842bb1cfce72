import { navigation } from '../../../lib/navigation';
import { selectArea } from '../model/area-store';
import { AreaList } from './area-list';

/** The picker's body: choosing an area stores it and returns to the form that opened the picker. */
export function AreaPickerScreen() {
  return (
    <AreaList
      onSelect={(area) => {
        selectArea(area);
        navigation.back(1);
      }}
    />
  );
}
