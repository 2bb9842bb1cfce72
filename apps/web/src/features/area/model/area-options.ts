import { AREA_CODE_LIST, type AreaCode } from '@meridian/contract';

export interface AreaOption extends AreaCode {
  /** The region's name in the viewer's language, e.g. "China" / "中国". */
  name: string;
}

const cache = new Map<string, AreaOption[]>();

function regionNamer(locale: string): (region: string) => string {
  try {
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    return (region) => names.of(region) ?? region;
  } catch {
    // Very old engines lack Intl.DisplayNames; the ISO code is still readable.
    return (region) => region;
  }
}

/** Every dialling area with its name in `locale` (a BCP 47 tag), in the contract's order. */
export function listAreas(locale: string): AreaOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const nameOf = regionNamer(locale);
  const areas = AREA_CODE_LIST.map((area) => ({ ...area, name: nameOf(area.region) }));
  cache.set(locale, areas);
  return areas;
}

/**
 * Filters by name, ISO region or dialling code: "86", "+86", "chi" and "cn" all find China.
 */
export function searchAreas(areas: AreaOption[], query: string): AreaOption[] {
  const q = query.trim().toLowerCase();
  if (q === '') return areas;
  const digits = q.replace(/^\+/, '');
  return areas.filter(
    (area) =>
      area.name.toLowerCase().includes(q) ||
      area.region.toLowerCase() === q ||
      (/^\d+$/.test(digits) && area.code.startsWith(digits)),
  );
}

export function findArea(id: number): AreaCode | undefined {
  return AREA_CODE_LIST.find((area) => area.id === id);
}
