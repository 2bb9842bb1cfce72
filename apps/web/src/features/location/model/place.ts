import {
  PLACE_ADDRESS_MAX,
  PLACE_NAME_MAX,
  formatCoordinates,
  parseLatitude,
  parseLongitude,
  type LocationReverseView,
  type PlaceView,
} from '@meridian/contract';

/** A place's texts as one line, e.g. `Lisbon, Lisboa, Portugal` (coordinates when it has no address). */
export function placeText(place: PlaceView): string {
  const words = [place.name, place.address].filter(Boolean).join(', ');
  return place.address ? words : `${words} (${formatCoordinates(place.lat, place.lng)})`;
}

/** `text` cut to `max` characters, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}

/** What /open-location was asked to show: the place, or why it cannot be shown on a map. */
export type OpenLocationRequest =
  | { kind: 'place'; place: PlaceView }
  /** No valid latitude and longitude: the name and address (if any) are still shown. */
  | { kind: 'invalid'; name: string; address: string };

/**
 * Reads /open-location's query: `name` and `address` (trimmed, clipped) and `lat`/`lng` (decimal
 * degrees within range), e.g. `?name=HQ&lat=22.28&lng=114.15`.
 */
export function readOpenLocation(params: URLSearchParams): OpenLocationRequest {
  const name = clip(params.get('name') ?? '', PLACE_NAME_MAX);
  const address = clip(params.get('address') ?? '', PLACE_ADDRESS_MAX);
  const lat = parseLatitude(params.get('lat'));
  const lng = parseLongitude(params.get('lng'));
  if (lat === null || lng === null) return { kind: 'invalid', name, address };
  return { kind: 'place', place: { name, address, lat, lng } };
}

/** /open-location's query for `place`, the inverse of `readOpenLocation`. */
export function openLocationQuery(place: PlaceView) {
  return { name: place.name, address: place.address, lat: place.lat, lng: place.lng };
}

/**
 * The phone's own map app (RFC 5870 `geo:` URI, with the place's name as the label Android's map
 * apps show), e.g. `geo:38.7223,-9.1393?q=38.7223,-9.1393(Lisbon)`.
 */
export function geoUri(place: PlaceView): string {
  const at = `${place.lat},${place.lng}`;
  const label = place.name ? `(${encodeURIComponent(place.name)})` : '';
  return `geo:${at}?q=${at}${label}`;
}

/** A web map of the place for phones without a map app answering `geo:` (OpenStreetMap). */
export function webMapUrl(place: PlaceView, zoom = 16): string {
  const { lat, lng } = place;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}

/**
 * A point chosen on the map as a place, always at that point: named as the geocoder names what is
 * there, or "Near <city>" after the nearest city of the built-in list (its name joins the
 * address), or "Pinned point" when nothing is named near.
 */
export function pointPlace(
  point: { lat: number; lng: number },
  reverse: LocationReverseView | undefined,
  words: { pinned: string; near: (name: string) => string },
): PlaceView {
  const named = reverse?.place;
  const at = { lat: point.lat, lng: point.lng };
  if (!named) return { name: words.pinned, address: '', ...at };
  if (reverse.source === 'geocoder') return { name: named.name, address: named.address, ...at };
  const address = [named.name, named.address].filter(Boolean).join(', ');
  return { name: words.near(named.name), address, ...at };
}
