import { useEffect, useState } from 'react';
import {
  PLACE_ADDRESS_MAX,
  PLACE_NAME_MAX,
  parseLatitude,
  parseLongitude,
  type PlaceView,
} from '@meridian/contract';

import { isAppLink, paths, type AppLink } from '../../../config/paths';
import { navigation } from '../../../lib/navigation';

/*
 * How /choose-location hands a place back to the screen that asked (SPEC.md §2's system route):
 *
 * 1. The caller calls `chooseLocation({ key, returnTo, draft })`: `key` names its field (e.g.
 *    `bank-international-address`), `returnTo` is its own address, `draft` whatever it wants back
 *    as it was (its form's values). It opens /choose-location?key=…&return=….
 * 2. The picker, on "Use this place", calls `returnPlace(key, place, returnTo)`: the place is kept
 *    under the key in sessionStorage and the picker goes back (or, opened without history, to
 *    `returnTo`).
 * 3. The caller, drawn again, reads `usePlaceReturn(key)` once: `{ place, draft }` (place null when
 *    the user came back without picking), or null when nothing came back for that key.
 *
 * The draft stays in memory only (a form may hold a card number); the place, which holds nothing
 * private, survives a reload. Both are forgotten once read, and ignored after 30 minutes.
 */

export interface PlaceReturn<Draft> {
  place: PlaceView | null;
  draft: Draft | undefined;
}

export interface ChooseLocationRequest<Draft> {
  /** Names the caller's field: lower-case letters, digits and dashes, at most 40. */
  key: string;
  /** The caller's own screen, where the picker returns when it has no history to go back. */
  returnTo: AppLink;
  /** Given back as it was, e.g. the caller's form values. */
  draft?: Draft;
  /** A search to start with, e.g. what the field already holds. */
  query?: string;
}

const STORAGE_PREFIX = 'place-return:';
const KEY_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
const MAX_AGE_MS = 30 * 60_000;

/** Drafts by key, with when they were left. */
const drafts = new Map<string, { draft: unknown; at: number }>();

export const isPlaceReturnKey = (key: unknown): key is string =>
  typeof key === 'string' && KEY_PATTERN.test(key);

/**
 * Where the picker may send the user: one of the app's screens (never another site, never the
 * picker itself), else null, e.g. `/pages/setting/bank_international` but not `https://evil.test`.
 */
export function safeReturnPath(value: string | null | undefined): AppLink | null {
  if (!value || !isAppLink(value)) return null;
  return value.startsWith(paths.chooseLocation) ? null : value;
}

/** A stored place as the picker wrote it, or null for anything else (an old or altered value). */
function parsePlace(value: unknown): PlaceView | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, address, lat, lng } = value as Record<string, unknown>;
  const latitude = parseLatitude(lat);
  const longitude = parseLongitude(lng);
  if (typeof name !== 'string' || typeof address !== 'string') return null;
  if (latitude === null || longitude === null) return null;
  return {
    name: name.slice(0, PLACE_NAME_MAX),
    address: address.slice(0, PLACE_ADDRESS_MAX),
    lat: latitude,
    lng: longitude,
  };
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The caller: keeps its draft and opens the picker for `key`. */
export function chooseLocation<Draft>(request: ChooseLocationRequest<Draft>): void {
  if (!isPlaceReturnKey(request.key))
    throw new Error(`invalid place return key: ${String(request.key)}`);
  storage()?.removeItem(STORAGE_PREFIX + request.key);
  if (request.draft !== undefined)
    drafts.set(request.key, { draft: request.draft, at: Date.now() });
  else drafts.delete(request.key);
  navigation.push(paths.chooseLocation, {
    key: request.key,
    return: request.returnTo,
    q: request.query?.trim() || undefined,
  });
}

/** The picker: keeps `place` for the caller of `key`, then goes back to it. */
export function returnPlace(key: string, place: PlaceView, returnTo: AppLink | null): void {
  if (isPlaceReturnKey(key)) {
    try {
      storage()?.setItem(STORAGE_PREFIX + key, JSON.stringify({ place, at: Date.now() }));
    } catch {
      // A full or blocked storage: the caller finds nothing and keeps what it had.
    }
  }
  navigation.back(1, returnTo ?? paths.home);
}

/** What came back for `key` (without forgetting it), or null. */
export function readPlaceReturn<Draft>(key: string, now = Date.now()): PlaceReturn<Draft> | null {
  const kept = drafts.get(key);
  const draft = kept && now - kept.at < MAX_AGE_MS ? (kept.draft as Draft) : undefined;
  let place: PlaceView | null = null;
  try {
    const stored = JSON.parse(storage()?.getItem(STORAGE_PREFIX + key) ?? 'null') as {
      place?: unknown;
      at?: unknown;
    } | null;
    if (stored && typeof stored.at === 'number' && now - stored.at < MAX_AGE_MS) {
      place = parsePlace(stored.place);
    }
  } catch {
    place = null;
  }
  return place || draft !== undefined ? { place, draft } : null;
}

/** Forgets what came back for `key`, so a later visit starts afresh. */
export function forgetPlaceReturn(key: string): void {
  drafts.delete(key);
  storage()?.removeItem(STORAGE_PREFIX + key);
}

/**
 * The caller's side: what came back for `key` when this screen was drawn (read once, then
 * forgotten), or null.
 */
export function usePlaceReturn<Draft>(key: string): PlaceReturn<Draft> | null {
  const [returned] = useState(() => readPlaceReturn<Draft>(key));
  useEffect(() => {
    if (returned) forgetPlaceReturn(key);
  }, [key, returned]);
  return returned;
}
