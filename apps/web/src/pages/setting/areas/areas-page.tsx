import { AreaPage } from '../../common/area/area-page';

/** The settings variant of the area picker (binding a mobile number): the same screen. */
export const AreasPage = AreaPage;
