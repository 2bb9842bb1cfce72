import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  parseCoordinatePair,
  parseLatitude,
  parseLongitude,
  type PlaceView,
} from '@meridian/contract';
import Button from 'antd-mobile/es/components/button';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { FormField, TextInput } from '../../../components/ui/field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { locationQueries } from '../../../features/location/api/location-queries';
import {
  LocationMap,
  type MapHandle,
  type Point,
} from '../../../features/location/components/location-map';
import { PlaceFacts } from '../../../features/location/components/place-facts';
import { openLocationQuery, pointPlace } from '../../../features/location/model/place';
import {
  isPlaceReturnKey,
  returnPlace,
  safeReturnPath,
} from '../../../features/location/model/place-return';
import { navigation } from '../../../lib/navigation';
import { useLanguage } from '../../../lib/use-language';
import { SearchResults } from './search-results';
import '../location.css';

/** The whole world, before anything is chosen. */
const WORLD = { lat: 20, lng: 0, zoom: 2 };
/** A chosen city fills the map. */
const PLACE_ZOOM = 11;
/** Typed coordinates are shown closer. */
const POINT_ZOOM = 13;

/** What the user has chosen: a found place, or a point (tapped, typed, or the map's centre). */
type Choice = { kind: 'place'; place: PlaceView } | { kind: 'point'; point: Point };

/** Where the map opens: `lat`/`lng` of the query (the caller's current place), else the world. */
function startView(search: URLSearchParams) {
  const lat = parseLatitude(search.get('lat'));
  const lng = parseLongitude(search.get('lng'));
  return lat === null || lng === null ? WORLD : { lat, lng, zoom: PLACE_ZOOM };
}

/**
 * SPEC.md §2's /choose-location (#20 item 8): search a place by name, or tap the map (or type
 * coordinates, or take the map's centre after panning with the keys), then "Use this place"
 * hands it back to the screen that asked (features/location/model/place-return.ts). Opened by
 * no one (no `key`), the choice opens on /open-location instead.
 */
export function ChooseLocationPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [search] = useSearchParams();
  const rawKey = search.get('key');
  const key = isPlaceReturnKey(rawKey) ? rawKey : null;
  const returnTo = safeReturnPath(search.get('return'));
  const config = useQuery(locationQueries.mapConfig());
  const [view, setView] = useState(() => startView(search));
  const [choice, setChoice] = useState<Choice | null>(null);
  const map = useRef<MapHandle | null>(null);
  const [mapReady, setMapReady] = useState(false);

  const point = choice?.kind === 'point' ? choice.point : null;
  const reverse = useQuery({
    ...locationQueries.reverse(lang, point?.lat ?? 0, point?.lng ?? 0),
    enabled: point !== null,
  });
  const chosen: PlaceView | null =
    choice?.kind === 'place'
      ? choice.place
      : point
        ? pointPlace(point, reverse.data, {
            pinned: t('location.pinnedPoint'),
            near: (name) => t('location.near', { name }),
          })
        : null;

  const pickPoint = (at: Point, zoom?: number) => {
    setChoice({ kind: 'point', point: at });
    if (zoom) setView({ ...at, zoom });
  };
  const confirm = () => {
    if (!chosen) return;
    if (key) returnPlace(key, chosen, returnTo);
    else navigation.replace(paths.openLocation, openLocationQuery(chosen));
  };

  return (
    <PageShell title={t('location.chooseTitle')}>
      <div className="location-page location-page--choose">
        <SearchResults
          initialQuery={search.get('q') ?? ''}
          chosen={choice?.kind === 'place' ? choice.place : null}
          onChoose={(place) => {
            setChoice({ kind: 'place', place });
            setView({ lat: place.lat, lng: place.lng, zoom: PLACE_ZOOM });
          }}
        />
        <p className="location-hint" id="location-map-hint">
          {t('location.tapHint')}
        </p>
        <LocationMap
          config={config.data}
          view={view}
          marker={chosen}
          label={t('location.chooseMap')}
          onPick={(at) => pickPoint(at)}
          onReady={(handle) => {
            map.current = handle;
            setMapReady(true);
          }}
        />
        {chosen ? (
          <section className="location-chosen" aria-labelledby="location-chosen-title">
            <h2 className="section-title" id="location-chosen-title">
              {t('location.chosen')}
            </h2>
            <div aria-live="polite">
              <PlaceFacts place={chosen} headingLevel={3} testId="chosen-place" />
              {point && reverse.isFetching ? (
                <p className="location-hint">{t('location.naming')}</p>
              ) : null}
            </div>
          </section>
        ) : null}
        <div className="location-row">
          <Button
            size="small"
            shape="rounded"
            disabled={!mapReady}
            onClick={() => {
              if (map.current) pickPoint(map.current.centre());
            }}
          >
            {t('location.useCentre')}
          </Button>
        </div>
        <CoordinatesForm onPick={(at) => pickPoint(at, POINT_ZOOM)} />
        {/* Stays at the bottom of the screen: the choice and its button in reach wherever one scrolls. */}
        <div className="location-footer">
          <p className="location-footer__name" role="status">
            {chosen ? chosen.name : t('location.nothingChosen')}
          </p>
          <PrimaryButton disabled={!chosen} onClick={confirm} data-testid="use-place">
            {t('location.usePlace')}
          </PrimaryButton>
        </div>
      </div>
    </PageShell>
  );
}

/** Coordinates typed as "lat, lng": the way to choose a point without the map. */
function CoordinatesForm({ onPick }: { onPick: (point: Point) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <form
      className="location-search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const point = parseCoordinatePair(text);
        setInvalid(point === null);
        if (point) onPick(point);
      }}
    >
      <FormField
        id="location-coordinates"
        label={t('location.coordinatesLabel')}
        error={invalid ? t('location.coordinatesInvalid') : undefined}
      >
        <TextInput
          id="location-coordinates"
          inputMode="decimal"
          autoComplete="off"
          placeholder="38.72230, -9.13930"
          value={text}
          onChange={(value) => {
            setText(value);
            setInvalid(false);
          }}
          invalid={invalid}
        />
      </FormField>
      <Button type="submit" shape="rounded" className="location-search__button">
        {t('location.setCoordinates')}
      </Button>
    </form>
  );
}
