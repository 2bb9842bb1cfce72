import { z } from 'zod';

import { LANGUAGES, type Language } from './constants.js';
import { ErrorCode } from './errors.js';

/*
 * Places on a map (issue #20 item 8): the two system routes of SPEC.md §2, /open-location (shows
 * a place) and /choose-location (picks one and hands it back), the search behind them and the
 * company's address the operator sets for the contact page.
 */

/** A place: its name, its address in words and where it is (WGS 84 degrees). */
export interface PlaceView {
  name: string;
  address: string;
  lat: number;
  lng: number;
}

/** The longest place name and address anywhere (a search result, a query parameter, the operator's). */
export const PLACE_NAME_MAX = 120;
export const PLACE_ADDRESS_MAX = 300;
/** A search asks for 2 to 100 characters. */
export const LOCATION_QUERY_MIN = 2;
export const LOCATION_QUERY_MAX = 100;
/** At most this many places per search. */
export const LOCATION_RESULTS_MAX = 8;
/** Six decimals of a degree: about 0.1 m, finer than any phone's position. */
const COORDINATE_DECIMALS = 6;

// A plain decimal of degrees: no exponent, no hex, no spaces inside, at most 12 decimals.
const DEGREES = /^[+-]?\d{1,3}(\.\d{1,12})?$/;

function parseDegrees(value: unknown, limit: number): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && DEGREES.test(value.trim())) n = Number(value.trim());
  else return null;
  if (!Number.isFinite(n) || Math.abs(n) > limit) return null;
  // -0 reads as 0 everywhere it is written.
  return roundCoordinate(n) + 0;
}

/** A latitude in degrees from a number or a decimal text, -90 to 90, else null: `'38.7'` → 38.7. */
export const parseLatitude = (value: unknown): number | null => parseDegrees(value, 90);

/** A longitude in degrees, -180 to 180, else null: `'-9.14'` → -9.14, `'181'` → null. */
export const parseLongitude = (value: unknown): number | null => parseDegrees(value, 180);

/** A coordinate rounded to 6 decimals: what is stored, sent and compared. */
export function roundCoordinate(n: number): number {
  const factor = 10 ** COORDINATE_DECIMALS;
  return Math.round(n * factor) / factor;
}

/**
 * Coordinates typed as one text, "lat, lng" or "lat lng": `'38.7223, -9.1393'` →
 * `{ lat: 38.7223, lng: -9.1393 }`; anything else (one number, a latitude of 91) → null.
 */
export function parseCoordinatePair(text: string): { lat: number; lng: number } | null {
  const parts = text.trim().split(/\s*[,;\s]\s*/);
  if (parts.length !== 2) return null;
  const lat = parseLatitude(parts[0]);
  const lng = parseLongitude(parts[1]);
  return lat === null || lng === null ? null : { lat, lng };
}

/** Coordinates as people read them, 5 decimals (about 1 m): `38.72230, -9.13930`. */
export function formatCoordinates(lat: number, lng: number): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

// ---- API ----------------------------------------------------------------------------------------

const coordinate = (parse: (v: unknown) => number | null) =>
  z.unknown().transform((value, ctx) => {
    const n = parse(value);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message: ErrorCode.COORDINATES_INVALID });
      return z.NEVER;
    }
    return n;
  });
export const latitudeSchema = coordinate(parseLatitude);
export const longitudeSchema = coordinate(parseLongitude);

/** GET /location/search?q=: places by name (a geocoder when one is configured, else a city list). */
export const locationSearchInputSchema = z.object({
  q: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ message: ErrorCode.LOCATION_QUERY_LENGTH })
      .min(LOCATION_QUERY_MIN, { message: ErrorCode.LOCATION_QUERY_LENGTH })
      .max(LOCATION_QUERY_MAX, { message: ErrorCode.LOCATION_QUERY_LENGTH }),
  ),
});
export type LocationSearchInput = z.infer<typeof locationSearchInputSchema>;

/** GET /location/reverse?lat=&lng=: the named place nearest a point (a tap on the map). */
export const locationReverseInputSchema = z.object({
  lat: latitudeSchema,
  lng: longitudeSchema,
});
export type LocationReverseInput = z.infer<typeof locationReverseInputSchema>;

/** Where the places of a search came from: the configured geocoder or the built-in city list. */
export type LocationSource = 'geocoder' | 'offline';

/** GET /location/search. */
export interface LocationSearchView {
  source: LocationSource;
  places: PlaceView[];
}

/** GET /location/reverse: the nearest named place, or null when none is near (open sea). */
export interface LocationReverseView {
  source: LocationSource;
  place: PlaceView | null;
}

/**
 * GET /location/config: the map tiles the app loads (a `{z}/{x}/{y}` URL template, `{s}` for a
 * subdomain) and the attribution the tile server asks for.
 */
export interface MapConfigView {
  tile_url: string;
  attribution: string;
  /** Where the attribution links to; empty for none. */
  attribution_url: string;
  max_zoom: number;
}

// ---- the company's address (the operator's) -----------------------------------------------------

/** The company's name and address in one language. */
export interface CompanyPlaceTexts {
  name: string;
  address: string;
}

const text = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().min(1).max(max));

function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * POST /admin/location/company/save: where the company is, with its name and address per
 * language (English required; a language left out shows English). `translations` may come as
 * JSON text in a form body.
 */
export const companyLocationSaveInputSchema = z.object({
  lat: latitudeSchema,
  lng: longitudeSchema,
  translations: z.preprocess(
    parseJsonText,
    z
      .partialRecord(
        z.enum(LANGUAGES),
        z.object({ name: text(PLACE_NAME_MAX), address: text(PLACE_ADDRESS_MAX) }),
      )
      .refine((t) => Boolean(t.en), { message: ErrorCode.PARAMETER_ERROR, path: ['en'] }),
  ),
});
export type CompanyLocationSaveInput = z.infer<typeof companyLocationSaveInputSchema>;

/** GET /admin/location/company: what the operator set, or null before anything is set. */
export interface AdminCompanyLocationView {
  lat: number;
  lng: number;
  translations: Partial<Record<Language, CompanyPlaceTexts>>;
  updated_at: number;
}
