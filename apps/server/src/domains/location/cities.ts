import { LOCATION_RESULTS_MAX, roundCoordinate, type PlaceView } from '@meridian/contract';

/**
 * The built-in list of world cities (the `city-timezones` package: about 7,300 cities and towns
 * with their province, country and population), searched when no geocoder is configured or the
 * configured one fails. Loaded on the first search, not at start (it is 1.9 MB of JSON).
 */
interface City {
  place: PlaceView;
  /** The name, folded (lower case, no accents), and the folded names it is also known by. */
  names: string[];
  /** Name, province, country and country codes, folded: what a search of several words matches. */
  haystack: string;
  pop: number;
}

interface RawCity {
  city: string;
  city_ascii: string;
  lat: number;
  lng: number;
  pop: number;
  country: string;
  /** A number (-99) for a few places without a code. */
  iso2: string | number;
  iso3: string;
  province: string;
}

/**
 * Names the list has only in English, in the app's other scripts and languages, for the cities
 * people search most: `[name as written, English name, country code]`.
 */
const OTHER_NAMES: [string, string, string][] = [
  ['北京', 'Beijing', 'CN'],
  ['上海', 'Shanghai', 'CN'],
  ['广州', 'Guangzhou', 'CN'],
  ['廣州', 'Guangzhou', 'CN'],
  ['深圳', 'Shenzhen', 'CN'],
  ['重庆', 'Chongqing', 'CN'],
  ['成都', 'Chengdu', 'CN'],
  ['杭州', 'Hangzhou', 'CN'],
  ['南京', 'Nanjing', 'CN'],
  ['武汉', 'Wuhan', 'CN'],
  ['天津', 'Tianjin', 'CN'],
  ['西安', 'Xian', 'CN'],
  ['香港', 'Hong Kong', 'HK'],
  ['澳门', 'Macau', 'MO'],
  ['澳門', 'Macau', 'MO'],
  ['台北', 'Taipei', 'TW'],
  ['臺北', 'Taipei', 'TW'],
  ['東京', 'Tokyo', 'JP'],
  ['东京', 'Tokyo', 'JP'],
  ['とうきょう', 'Tokyo', 'JP'],
  ['大阪', 'Osaka', 'JP'],
  ['京都', 'Kyoto', 'JP'],
  ['서울', 'Seoul', 'KR'],
  ['首尔', 'Seoul', 'KR'],
  ['首爾', 'Seoul', 'KR'],
  ['부산', 'Busan', 'KR'],
  ['인천', 'Incheon', 'KR'],
  ['กรุงเทพ', 'Bangkok', 'TH'],
  ['กรุงเทพมหานคร', 'Bangkok', 'TH'],
  ['曼谷', 'Bangkok', 'TH'],
  ['เชียงใหม่', 'Chiang Mai', 'TH'],
  ['ภูเก็ต', 'Phuket', 'TH'],
  ['新加坡', 'Singapore', 'SG'],
  ['吉隆坡', 'Kuala Lumpur', 'MY'],
  ['雅加达', 'Jakarta', 'ID'],
  ['马尼拉', 'Manila', 'PH'],
  ['河内', 'Hanoi', 'VN'],
  ['胡志明市', 'Ho Chi Minh City', 'VN'],
  ['迪拜', 'Dubai', 'AE'],
  ['杜拜', 'Dubai', 'AE'],
  ['伦敦', 'London', 'GB'],
  ['倫敦', 'London', 'GB'],
  ['ロンドン', 'London', 'GB'],
  ['런던', 'London', 'GB'],
  ['Londres', 'London', 'GB'],
  ['巴黎', 'Paris', 'FR'],
  ['パリ', 'Paris', 'FR'],
  ['파리', 'Paris', 'FR'],
  ['纽约', 'New York', 'US'],
  ['紐約', 'New York', 'US'],
  ['ニューヨーク', 'New York', 'US'],
  ['뉴욕', 'New York', 'US'],
  ['Nueva York', 'New York', 'US'],
  ['洛杉矶', 'Los Angeles', 'US'],
  ['洛杉磯', 'Los Angeles', 'US'],
  ['悉尼', 'Sydney', 'AU'],
  ['雪梨', 'Sydney', 'AU'],
  ['莫斯科', 'Moscow', 'RU'],
  ['Moscou', 'Moscow', 'RU'],
  ['Moscú', 'Moscow', 'RU'],
  ['柏林', 'Berlin', 'DE'],
  ['马德里', 'Madrid', 'ES'],
  ['里斯本', 'Lisbon', 'PT'],
  ['Lisboa', 'Lisbon', 'PT'],
  ['Lisbonne', 'Lisbon', 'PT'],
  ['罗马', 'Rome', 'IT'],
  ['Roma', 'Rome', 'IT'],
  ['Pékin', 'Beijing', 'CN'],
  ['Pekín', 'Beijing', 'CN'],
  ['Tokio', 'Tokyo', 'JP'],
  ['Ciudad de México', 'Mexico City', 'MX'],
  ['Genève', 'Geneva', 'CH'],
  ['Ginebra', 'Geneva', 'CH'],
  ['Bruxelles', 'Brussels', 'BE'],
  ['Bruselas', 'Brussels', 'BE'],
  ['Viena', 'Vienna', 'AT'],
  ['Vienne', 'Vienna', 'AT'],
  ['Sevilla', 'Seville', 'ES'],
  ['Séville', 'Seville', 'ES'],
];

/** Lower case without accents, so `Zürich` is found by `zurich` and `São` by `sao`. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** "Province, Country" (the province left out when it only repeats the name, or is empty). */
function addressOf(raw: RawCity): string {
  const province = raw.province && fold(raw.province) !== fold(raw.city) ? raw.province : '';
  return [province, raw.country].filter(Boolean).join(', ');
}

let loading: Promise<City[]> | undefined;

/** The list, read and indexed once per process. */
export function loadCities(): Promise<City[]> {
  loading ??= import('city-timezones').then((loaded) => {
    // A CommonJS module: its exports arrive as `default` (and, where Node can tell, by name).
    const module = loaded as unknown as { default?: { cityMapping: RawCity[] } };
    const raw = module.default?.cityMapping ?? loaded.cityMapping;
    const others = new Map<string, string[]>();
    for (const [name, english, iso2] of OTHER_NAMES) {
      const key = `${english}|${iso2}`;
      others.set(key, [...(others.get(key) ?? []), fold(name)]);
    }
    return raw.map((c) => {
      const names = [
        fold(c.city),
        fold(c.city_ascii),
        ...(others.get(`${c.city}|${c.iso2}`) ?? []),
      ];
      return {
        place: {
          name: c.city,
          address: addressOf(c),
          lat: roundCoordinate(c.lat),
          lng: roundCoordinate(c.lng),
        },
        names,
        haystack: [
          ...names,
          fold(c.province ?? ''),
          fold(c.country),
          fold(String(c.iso2)),
          fold(c.iso3),
        ]
          .filter(Boolean)
          .join(' '),
        pop: c.pop,
      };
    });
  });
  return loading;
}

/**
 * How well `city` answers the folded query: its name exactly (4), a name starting with it (3),
 * a word of a name starting with it (2), every word of the query somewhere in its name, province
 * or country (1), or not at all (0).
 */
function score(city: City, query: string, words: string[]): number {
  if (city.names.includes(query)) return 4;
  if (city.names.some((n) => n.startsWith(query))) return 3;
  if (city.names.some((n) => n.split(/[\s-]/).some((w) => w.startsWith(query)))) return 2;
  return words.every((w) => city.haystack.includes(w)) ? 1 : 0;
}

/** The best places for `query`: the closest matches first, the larger city first among equals. */
export async function searchCities(
  query: string,
  limit = LOCATION_RESULTS_MAX,
): Promise<PlaceView[]> {
  const folded = fold(query);
  const words = folded.split(/[\s,]+/).filter(Boolean);
  if (words.length === 0) return [];
  const cities = await loadCities();
  return cities
    .map((city) => ({ city, score: score(city, folded, words) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || b.city.pop - a.city.pop)
    .slice(0, limit)
    .map((m) => m.city.place);
}

/** Great-circle distance in km (haversine), enough for "which city is nearest". */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A tap further than this from every listed city names no city. */
export const NEAREST_CITY_MAX_KM = 50;

/** The listed city nearest the point, if one is within 50 km. */
export async function nearestCity(point: { lat: number; lng: number }): Promise<PlaceView | null> {
  const cities = await loadCities();
  let best: { place: PlaceView; km: number } | null = null;
  for (const city of cities) {
    const km = distanceKm(point, city.place);
    if (km <= NEAREST_CITY_MAX_KM && (!best || km < best.km)) best = { place: city.place, km };
  }
  return best?.place ?? null;
}
