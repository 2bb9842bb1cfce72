import {
  LANGUAGES,
  parseLatitude,
  parseLongitude,
  type AdminCompanyLocationView,
  type CompanyLocationSaveInput,
  type CompanyPlaceTexts,
  type Language,
  type LocationReverseView,
  type LocationSearchView,
  type MapConfigView,
  type PlaceView,
} from '@meridian/contract';

import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { ShortCache } from '../../lib/short-cache.js';
import { insertAudit, type AdminCaller } from '../admin/index.js';
import { fold, nearestCity, searchCities } from './cities.js';
import { createNominatimGeocoder, type Geocoder } from './geocoder.js';

/** GET /location/config: the tiles the map screens load, from the server's configuration. */
export function mapConfig(config: AppDeps['config']): MapConfigView {
  return {
    tile_url: config.mapTileUrl,
    attribution: config.mapTileAttribution,
    attribution_url: config.mapTileAttributionUrl,
    max_zoom: config.mapMaxZoom,
  };
}

/** A geocoder's answers are kept this long: the same search twice asks it once. */
const GEOCODER_CACHE_MS = 10 * 60_000;

export interface PlaceFinder {
  search(query: string, lang: Language): Promise<LocationSearchView>;
  reverse(point: { lat: number; lng: number }, lang: Language): Promise<LocationReverseView>;
}

/**
 * Place search for one app: the configured geocoder, its answers cached; without one, or when it
 * fails, the built-in city list (logged, so an operator sees a geocoder that keeps failing).
 */
export function createPlaceFinder(deps: Pick<AppDeps, 'config' | 'log'>): PlaceFinder {
  const { geocoderUrl, publicUrl } = deps.config;
  const geocoder: Geocoder | null = geocoderUrl
    ? createNominatimGeocoder(geocoderUrl, `Meridian place search (${publicUrl ?? 'self-hosted'})`)
    : null;
  const searches = new ShortCache<string, PlaceView[]>(GEOCODER_CACHE_MS);

  const offline = async (query: string): Promise<LocationSearchView> => ({
    source: 'offline',
    places: await searchCities(query),
  });

  return {
    async search(query, lang) {
      if (!geocoder) return offline(query);
      try {
        const places = await searches.get(`${lang}|${fold(query)}`, () =>
          geocoder.search(query, lang),
        );
        return { source: 'geocoder', places: places ?? [] };
      } catch (error) {
        deps.log.warn({ err: error }, 'geocoder search failed; answering from the city list');
        return offline(query);
      }
    },
    async reverse(point, lang) {
      if (geocoder) {
        try {
          return { source: 'geocoder', place: await geocoder.reverse(point, lang) };
        } catch (error) {
          deps.log.warn({ err: error }, 'geocoder reverse failed; answering from the city list');
        }
      }
      return { source: 'offline', place: await nearestCity(point) };
    },
  };
}

// ---- the company's address ----------------------------------------------------------------------

/** The private setting holding it: `{ lat, lng, translations: { en: { name, address }, … } }`. */
export const COMPANY_LOCATION_KEY = 'company_location';

interface StoredCompanyLocation {
  lat: number;
  lng: number;
  translations: Partial<Record<Language, CompanyPlaceTexts>>;
}

/** The stored value, or null when unset or not what a save writes (never a half-read place). */
function parseStored(value: string | undefined): StoredCompanyLocation | null {
  if (!value) return null;
  try {
    const raw = JSON.parse(value) as Partial<StoredCompanyLocation>;
    const lat = parseLatitude(raw.lat);
    const lng = parseLongitude(raw.lng);
    const en = raw.translations?.en;
    if (lat === null || lng === null || !en?.name) return null;
    return { lat, lng, translations: raw.translations ?? {} };
  } catch {
    return null;
  }
}

/** GET /location/company: the company's place in the reader's language (else English), or null. */
export async function companyLocation(db: Db, lang: Language): Promise<PlaceView | null> {
  // Read fresh (one row by its key), not through the settings cache: an operator's change shows
  // on the next visit of the contact page, on every node.
  const stored = parseStored((await readCompanyRow(db))?.value);
  if (!stored) return null;
  const texts = stored.translations[lang]?.name
    ? stored.translations[lang]
    : stored.translations.en;
  return { name: texts!.name, address: texts!.address, lat: stored.lat, lng: stored.lng };
}

async function readCompanyRow(db: Db) {
  return db
    .selectFrom('settings')
    .select(['value', 'updated_at'])
    .where('key', '=', COMPANY_LOCATION_KEY)
    .executeTakeFirst();
}

function adminView(
  row: { value: string; updated_at: Date } | undefined,
): AdminCompanyLocationView | null {
  const stored = parseStored(row?.value);
  return stored && row ? { ...stored, updated_at: row.updated_at.getTime() } : null;
}

/** GET /admin/location/company: what the operator set, read fresh. */
export async function adminCompanyLocation(db: Db): Promise<AdminCompanyLocationView | null> {
  return adminView(await readCompanyRow(db));
}

/**
 * POST /admin/location/company/save: replaces the company's place (languages left out show
 * English) and audits who changed it.
 */
export async function saveCompanyLocation(
  deps: Pick<AppDeps, 'db'>,
  admin: AdminCaller,
  input: CompanyLocationSaveInput,
): Promise<AdminCompanyLocationView> {
  const translations: Partial<Record<Language, CompanyPlaceTexts>> = {};
  for (const lang of LANGUAGES) {
    const texts = input.translations[lang];
    if (texts) translations[lang] = { name: texts.name, address: texts.address };
  }
  const value = JSON.stringify({ lat: input.lat, lng: input.lng, translations });
  const row = await deps.db.transaction().execute(async (trx) => {
    const saved = await trx
      .insertInto('settings')
      .values({ key: COMPANY_LOCATION_KEY, value, is_public: false })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
      .returning(['value', 'updated_at'])
      .executeTakeFirstOrThrow();
    await insertAudit(trx, {
      admin_id: admin.id,
      action: 'company_location.update',
      entity: 'setting',
      entity_id: COMPANY_LOCATION_KEY,
      detail: { lat: input.lat, lng: input.lng, languages: Object.keys(translations) },
    });
    return saved;
  });
  return adminView(row)!;
}
