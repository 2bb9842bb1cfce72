import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LOCATION_QUERY_MAX, LOCATION_QUERY_MIN, type PlaceView } from '@meridian/contract';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';

import { FormField, TextInput } from '../../../components/ui/field';
import { QueryError } from '../../../components/ui/query-fallback';
import { locationQueries } from '../../../features/location/api/location-queries';
import { useLanguage } from '../../../lib/use-language';

const samePlace = (a: PlaceView | null, b: PlaceView) =>
  a !== null && a.lat === b.lat && a.lng === b.lng && a.name === b.name;

/**
 * Search by name: the server's places (a geocoder, or its built-in city list, which it says),
 * each a button that chooses it.
 */
export function SearchResults({
  initialQuery,
  chosen,
  onChoose,
}: {
  initialQuery: string;
  chosen: PlaceView | null;
  onChoose: (place: PlaceView) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [text, setText] = useState(initialQuery);
  const [asked, setAsked] = useState(
    initialQuery.trim().length >= LOCATION_QUERY_MIN ? initialQuery.trim() : '',
  );
  const [tooShort, setTooShort] = useState(false);
  const results = useQuery({ ...locationQueries.search(lang, asked), enabled: asked !== '' });

  let body = null;
  if (asked && results.isError) body = <QueryError query={results} compact />;
  else if (asked && results.isPending)
    body = <p className="location-hint">{t('location.searching')}</p>;
  else if (results.data && results.data.places.length === 0)
    body = (
      <p className="location-hint" role="status">
        {t('location.noResults', { query: asked })}
      </p>
    );
  else if (results.data)
    body = (
      <>
        <p className="location-hint" role="status">
          {t(results.data.source === 'offline' ? 'location.resultsOffline' : 'location.results', {
            count: results.data.places.length,
          })}
        </p>
        <ul className="location-results" data-testid="location-results">
          {results.data.places.map((place, index) => (
            <li key={`${place.lat},${place.lng},${index}`}>
              <button
                type="button"
                className="location-result"
                aria-pressed={samePlace(chosen, place)}
                onClick={() => onChoose(place)}
              >
                <span className="location-result__name">{place.name}</span>
                {place.address ? (
                  <span className="location-result__address">{place.address}</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <>
      <form
        className="location-search"
        role="search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const query = text.trim();
          setTooShort(query.length < LOCATION_QUERY_MIN);
          if (query.length >= LOCATION_QUERY_MIN) setAsked(query);
        }}
      >
        <FormField
          id="location-query"
          label={t('location.searchLabel')}
          error={tooShort ? t('location.queryTooShort') : undefined}
        >
          <TextInput
            id="location-query"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={LOCATION_QUERY_MAX}
            placeholder={t('location.searchPlaceholder')}
            value={text}
            onChange={(value) => {
              setText(value);
              setTooShort(false);
            }}
            invalid={tooShort}
          />
        </FormField>
        <Button type="submit" color="primary" shape="rounded" className="location-search__button">
          {t('location.search')}
        </Button>
      </form>
      {body}
    </>
  );
}
