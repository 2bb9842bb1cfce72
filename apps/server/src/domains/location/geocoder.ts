import {
  LOCATION_RESULTS_MAX,
  PLACE_ADDRESS_MAX,
  PLACE_NAME_MAX,
  parseLatitude,
  parseLongitude,
  type Language,
  type PlaceView,
} from '@meridian/contract';

/**
 * A Nominatim-compatible geocoder (GEOCODER_URL): `/search?q=` and `/reverse?lat=&lon=` answering
 * JSON (`format=jsonv2`). Any failure (a timeout, an error status, an answer that is not what
 * Nominatim answers) throws, and the caller falls back to the built-in city list.
 */

/** A geocoder that has not answered in this long is taken as down. */
const TIMEOUT_MS = 4_000;

/** The `accept-language` each app language asks the geocoder for. */
const ACCEPT_LANGUAGE: Record<Language, string> = {
  en: 'en',
  zh: 'zh-CN,zh,en',
  hk: 'zh-TW,zh,en',
  th: 'th,en',
  jp: 'ja,en',
  kor: 'ko,en',
  fra: 'fr,en',
  spa: 'es,en',
};

interface NominatimPlace {
  lat?: unknown;
  lon?: unknown;
  name?: unknown;
  display_name?: unknown;
}

export interface Geocoder {
  search(query: string, lang: Language): Promise<PlaceView[]>;
  reverse(point: { lat: number; lng: number }, lang: Language): Promise<PlaceView | null>;
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * One Nominatim answer as a place: its own name (else the first part of its display name) and
 * the rest of the display name as the address; null without valid coordinates.
 */
export function placeOf(item: NominatimPlace): PlaceView | null {
  const lat = parseLatitude(item.lat);
  const lng = parseLongitude(item.lon);
  if (lat === null || lng === null) return null;
  const display = typeof item.display_name === 'string' ? item.display_name.trim() : '';
  const own = typeof item.name === 'string' ? item.name.trim() : '';
  const name = own || display.split(',')[0]?.trim() || '';
  const address = display.startsWith(`${name},`) ? display.slice(name.length + 1).trim() : display;
  if (!name && !address) return null;
  return { name: clip(name, PLACE_NAME_MAX), address: clip(address, PLACE_ADDRESS_MAX), lat, lng };
}

export function createNominatimGeocoder(baseUrl: string, userAgent: string): Geocoder {
  const ask = async (path: string, params: Record<string, string>, lang: Language) => {
    const url = new URL(`${baseUrl}/${path}`);
    for (const [key, value] of Object.entries({ format: 'jsonv2', ...params })) {
      url.searchParams.set(key, value);
    }
    url.searchParams.set('accept-language', ACCEPT_LANGUAGE[lang]);
    // Nominatim's usage policy asks every application to name itself.
    const res = await fetch(url, {
      headers: { 'User-Agent': userAgent, Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
    return await res.json();
  };
  return {
    async search(query, lang) {
      const found = await ask('search', { q: query, limit: String(LOCATION_RESULTS_MAX) }, lang);
      if (!Array.isArray(found)) throw new Error('geocoder search answered no list');
      return found
        .map((item) => placeOf(item as NominatimPlace))
        .filter((p): p is PlaceView => p !== null)
        .slice(0, LOCATION_RESULTS_MAX);
    },
    async reverse(point, lang) {
      const found = (await ask(
        'reverse',
        { lat: String(point.lat), lon: String(point.lng), zoom: '18' },
        lang,
      )) as NominatimPlace & { error?: unknown };
      if (typeof found !== 'object' || found === null)
        throw new Error('geocoder reverse answered nothing');
      // "Unable to geocode": the point is nowhere named (open sea).
      if (found.error !== undefined) return null;
      return placeOf(found);
    },
  };
}
