import { useEffect, useRef, useState } from 'react';
import { roundCoordinate, type MapConfigView } from '@meridian/contract';
import type * as Leaflet from 'leaflet';
import { useTranslation } from 'react-i18next';

import 'leaflet/dist/leaflet.css';
import './location-map.css';

export interface Point {
  lat: number;
  lng: number;
}

/** What the map's tiles did: still loading, at least one drawn, or none could be loaded. */
export type TileState = 'loading' | 'ok' | 'failed';

export interface MapHandle {
  /** The point at the map's centre (for picking without a tap: pan with the keys, then take it). */
  centre(): Point;
}

interface LocationMapProps {
  /** The tile server; undefined while unknown (the map then draws no tiles yet). */
  config: MapConfigView | undefined;
  /** Where the map opens, and its zoom. */
  view: Point & { zoom: number };
  /** The pin, or null for none. */
  marker: Point | null;
  /** The map's accessible name, e.g. "Map of Lisbon". */
  label: string;
  /** A tap on the map picks that point. */
  onPick?: (point: Point) => void;
  onReady?: (handle: MapHandle) => void;
}

// A pin drawn in the page's gold with a dark outline, visible on light and dark tiles alike.
const PIN_SVG =
  '<svg viewBox="0 0 32 40" width="32" height="40" aria-hidden="true"><path d="M16 39s13-13.2 13-23A13 13 0 0 0 3 16c0 9.8 13 23 13 23z" fill="#d4ba83" stroke="#0f1115" stroke-width="2"/><circle cx="16" cy="16" r="5" fill="#0f1115"/></svg>';

/**
 * A Leaflet map of one place (or of the world while none is chosen), loaded on demand: the
 * library is fetched after the screen is drawn, so the place in words shows at once. When the
 * tiles (or the library) cannot load, it says so once and the screen around it carries on.
 */
export function LocationMap({ config, view, marker, label, onPick, onReady }: LocationMapProps) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const map = useRef<Leaflet.Map | null>(null);
  const library = useRef<typeof Leaflet | null>(null);
  const pin = useRef<Leaflet.Marker | null>(null);
  const [ready, setReady] = useState(false);
  const [tiles, setTiles] = useState<TileState>('loading');
  // The latest callbacks, so the map's own listeners (added once) never call stale ones.
  const picked = useRef(onPick);
  useEffect(() => {
    picked.current = onPick;
  }, [onPick]);

  // The library and the map, once.
  useEffect(() => {
    let cancelled = false;
    import('leaflet').then(
      (loaded) => {
        const L = (loaded as { default?: typeof Leaflet }).default ?? loaded;
        if (cancelled || !holder.current) return;
        library.current = L;
        const created = L.map(holder.current, {
          center: [view.lat, view.lng],
          zoom: view.zoom,
          zoomControl: false,
          attributionControl: false,
          worldCopyJump: true,
        });
        L.control
          .zoom({ zoomInTitle: t('location.zoomIn'), zoomOutTitle: t('location.zoomOut') })
          .addTo(created);
        created.on('click', (event: Leaflet.LeafletMouseEvent) => {
          const at = event.latlng.wrap();
          picked.current?.({ lat: roundCoordinate(at.lat), lng: roundCoordinate(at.lng) });
        });
        map.current = created;
        onReady?.({
          centre: () => {
            const at = created.getCenter().wrap();
            return { lat: roundCoordinate(at.lat), lng: roundCoordinate(at.lng) };
          },
        });
        setReady(true);
      },
      () => {
        if (!cancelled) setTiles('failed');
      },
    );
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      pin.current = null;
    };
    // The map is made once; later views and pins move it (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The tiles, once the server has said where they come from.
  useEffect(() => {
    const L = library.current;
    if (!ready || !L || !map.current || !config) return;
    let drawn = 0;
    let failed = 0;
    const layer = L.tileLayer(config.tile_url, { maxZoom: config.max_zoom })
      .on('tileload', () => {
        drawn++;
        setTiles('ok');
      })
      .on('tileerror', () => {
        failed++;
        if (drawn === 0 && failed > 0) setTiles('failed');
      })
      .addTo(map.current);
    return () => {
      layer.remove();
    };
  }, [ready, config]);

  // The view follows the place shown.
  useEffect(() => {
    if (ready) map.current?.setView([view.lat, view.lng], view.zoom);
  }, [ready, view.lat, view.lng, view.zoom]);

  // The pin follows the place chosen.
  useEffect(() => {
    const L = library.current;
    if (!ready || !L || !map.current) return;
    if (!marker) {
      pin.current?.remove();
      pin.current = null;
      return;
    }
    if (pin.current) {
      pin.current.setLatLng([marker.lat, marker.lng]);
      return;
    }
    pin.current = L.marker([marker.lat, marker.lng], {
      icon: L.divIcon({
        className: 'location-pin',
        html: PIN_SVG,
        iconSize: [32, 40],
        iconAnchor: [16, 39],
      }),
      keyboard: false,
      interactive: false,
    }).addTo(map.current);
  }, [ready, marker]);

  return (
    <div className="location-map" data-tiles={tiles}>
      <div ref={holder} className="location-map__canvas" role="region" aria-label={label} />
      {tiles === 'failed' ? (
        <p className="location-map__failed" role="status" data-testid="map-tiles-failed">
          {t('location.tilesFailed')}
        </p>
      ) : null}
      {config?.attribution ? (
        <p className="location-map__credit">
          {config.attribution_url ? (
            <a href={config.attribution_url} target="_blank" rel="noopener noreferrer">
              {config.attribution}
            </a>
          ) : (
            config.attribution
          )}
        </p>
      ) : null}
    </div>
  );
}
