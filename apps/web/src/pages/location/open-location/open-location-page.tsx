import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { lineIcon } from '../../../components/ui/line-icon';
import { locationQueries } from '../../../features/location/api/location-queries';
import { LocationMap } from '../../../features/location/components/location-map';
import { PinIcon } from '../../../features/location/components/pin-icon';
import { PlaceFacts } from '../../../features/location/components/place-facts';
import { geoUri, readOpenLocation, webMapUrl } from '../../../features/location/model/place';
import '../location.css';

// Drawn here rather than in components/ui/icons, whose icons all ship in the entry chunk.
const ExternalIcon = lineIcon(
  <path d="M13.5 4.5H19.5V10.5M19.5 4.5 11 13M17 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 4 18.5v-10A1.5 1.5 0 0 1 5.5 7H10" />,
);

/** Zoomed in to the street, as a map app opens a shared place. */
const PLACE_ZOOM = 16;

/**
 * SPEC.md §2's /open-location (#20 item 8): one place on a map, its name, address and
 * coordinates in words, and links to open it in the phone's map app (`geo:`) or on a web map.
 * Query: `name`, `address`, `lat`, `lng`. Without tiles (or the map library) the words and the
 * links still serve; without valid coordinates it says so and shows what it was given.
 */
export function OpenLocationPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const request = useMemo(() => readOpenLocation(search), [search]);
  const config = useQuery(locationQueries.mapConfig());

  if (request.kind === 'invalid') {
    return (
      <PageShell title={t('location.openTitle')}>
        <div className="location-page">
          <p className="notice notice--warning" role="alert">
            {t('location.invalidPlace')}
          </p>
          {request.name || request.address ? (
            <PlaceFacts place={{ ...request, lat: null, lng: null }} />
          ) : null}
        </div>
      </PageShell>
    );
  }

  const { place } = request;
  const name = place.name || t('location.unnamed');
  return (
    <PageShell title={t('location.openTitle')}>
      <div className="location-page">
        <LocationMap
          config={config.data}
          view={{ lat: place.lat, lng: place.lng, zoom: PLACE_ZOOM }}
          marker={place}
          label={t('location.mapOf', { name })}
        />
        <PlaceFacts place={place} testId="open-location-place" />
        <div className="location-actions">
          <a className="location-action location-action--primary" href={geoUri(place)}>
            <PinIcon className="button-icon" /> {t('location.openInMapApp')}
          </a>
          <a
            className="location-action"
            href={webMapUrl(place, PLACE_ZOOM)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ExternalIcon className="button-icon" /> {t('location.openWebMap')}
          </a>
        </div>
      </div>
    </PageShell>
  );
}
