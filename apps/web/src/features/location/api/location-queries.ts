import { queryOptions } from '@tanstack/react-query';
import type {
  Language,
  LocationReverseView,
  LocationSearchView,
  MapConfigView,
  PlaceView,
} from '@meridian/contract';

import { api } from '../../../lib/api-client';

const silent = { silent: true } as const;

/**
 * Places on a map (STYLE.md: one query-key factory per domain). Silent: the screens draw their
 * own states, and a map screen without the server's answers still shows its place in words.
 */
export const locationQueries = {
  all: () => ['location'] as const,
  /** GET /location/config: the tile server and its credit (server configuration). */
  mapConfig: () =>
    queryOptions({
      queryKey: [...locationQueries.all(), 'config'] as const,
      queryFn: () => api.get<MapConfigView>('/location/config', undefined, silent),
      staleTime: 60 * 60_000,
    }),
  /** GET /location/search?q=: places by name, in the reader's language. */
  search: (lang: Language, q: string) =>
    queryOptions({
      queryKey: [...locationQueries.all(), 'search', lang, q] as const,
      queryFn: () => api.get<LocationSearchView>('/location/search', { q }, silent),
      staleTime: 10 * 60_000,
    }),
  /** GET /location/reverse: the named place nearest a tap on the map. */
  reverse: (lang: Language, lat: number, lng: number) =>
    queryOptions({
      queryKey: [...locationQueries.all(), 'reverse', lang, lat, lng] as const,
      queryFn: () => api.get<LocationReverseView>('/location/reverse', { lat, lng }, silent),
      staleTime: 10 * 60_000,
    }),
  /** GET /location/company: the company's address the operator set, or null. */
  company: (lang: Language) =>
    queryOptions({
      queryKey: [...locationQueries.all(), 'company', lang] as const,
      queryFn: () => api.get<PlaceView | null>('/location/company', undefined, silent),
      staleTime: 10 * 60_000,
    }),
};
