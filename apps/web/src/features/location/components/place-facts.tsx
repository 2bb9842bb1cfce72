import { formatCoordinates, type PlaceView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { CopyButton } from '../../../components/ui/copy-button';
import { LineList } from '../../../components/ui/detail-list';

/**
 * A place in words: its name as a heading, its address and coordinates as lines (the
 * coordinates with a copy button). What the map screens show whether or not the map loads.
 */
export function PlaceFacts({
  place,
  headingLevel = 2,
  testId,
}: {
  place: Pick<PlaceView, 'name' | 'address'> & { lat: number | null; lng: number | null };
  headingLevel?: 2 | 3;
  testId?: string;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const coordinates =
    place.lat !== null && place.lng !== null ? formatCoordinates(place.lat, place.lng) : null;
  return (
    <section className="place-facts" data-testid={testId}>
      <Heading className="place-facts__name">{place.name || t('location.unnamed')}</Heading>
      <LineList
        prefix="place-facts__lines"
        rows={[
          place.address
            ? { key: 'address', label: t('location.address'), value: place.address }
            : null,
          coordinates
            ? {
                key: 'coordinates',
                label: t('location.coordinates'),
                value: (
                  <span className="place-facts__coordinates">
                    <span className="mono" data-testid="place-coordinates">
                      {coordinates}
                    </span>
                    <CopyButton text={coordinates} label={t('location.copyCoordinates')} />
                  </span>
                ),
              }
            : null,
        ]}
      />
    </section>
  );
}
