/**
 * Dialling areas for the area picker: an id, the ISO region (names come from Intl.DisplayNames in
 * the viewer's language) and the dialling code.
 */
export const AREA_CODES = [
  [1, 'CN', '86'],
  [2, 'HK', '852'],
  [3, 'MO', '853'],
  [4, 'TW', '886'],
  [5, 'US', '1'],
  [6, 'CA', '1'],
  [7, 'GB', '44'],
  [8, 'JP', '81'],
  [9, 'KR', '82'],
  [10, 'TH', '66'],
  [11, 'SG', '65'],
  [12, 'MY', '60'],
  [13, 'ID', '62'],
  [14, 'PH', '63'],
  [15, 'VN', '84'],
  [16, 'IN', '91'],
  [17, 'AU', '61'],
  [18, 'NZ', '64'],
  [19, 'DE', '49'],
  [20, 'FR', '33'],
  [21, 'ES', '34'],
  [22, 'IT', '39'],
  [23, 'NL', '31'],
  [24, 'CH', '41'],
  [25, 'SE', '46'],
  [26, 'RU', '7'],
  [27, 'TR', '90'],
  [28, 'AE', '971'],
  [29, 'SA', '966'],
  [30, 'BR', '55'],
  [31, 'MX', '52'],
  [32, 'AR', '54'],
  [33, 'CL', '56'],
  [34, 'CO', '57'],
  [35, 'ZA', '27'],
  [36, 'NG', '234'],
  [37, 'EG', '20'],
  [38, 'PK', '92'],
  [39, 'BD', '880'],
  [40, 'KH', '855'],
  [41, 'MM', '95'],
  [42, 'LA', '856'],
  [43, 'PT', '351'],
  [44, 'PL', '48'],
  [45, 'IE', '353'],
] as const satisfies readonly (readonly [number, string, string])[];

export interface AreaCode {
  id: number;
  region: string;
  code: string;
}

export const AREA_CODE_LIST: AreaCode[] = AREA_CODES.map(([id, region, code]) => ({
  id,
  region,
  code,
}));
