import { describe, expect, it } from 'vitest';

import {
  clip,
  geoUri,
  openLocationQuery,
  placeText,
  pointPlace,
  readOpenLocation,
  webMapUrl,
} from './place';

const lisbon = { name: 'Lisbon', address: 'Lisboa, Portugal', lat: 38.722723, lng: -9.144866 };

describe("/open-location's query", () => {
  it('reads a place, trimming texts and taking decimal degrees', () => {
    const query = new URLSearchParams({
      name: '  Lisbon ',
      address: 'Lisboa, Portugal',
      lat: '38.722723',
      lng: '-9.144866',
    });
    expect(readOpenLocation(query)).toEqual({ kind: 'place', place: lisbon });
    // What openLocationQuery writes, readOpenLocation reads back.
    const written = new URLSearchParams(
      Object.entries(openLocationQuery(lisbon)).map(([k, v]) => [k, String(v)]),
    );
    expect(readOpenLocation(written)).toEqual({ kind: 'place', place: lisbon });
  });

  it('says so when the coordinates are missing or out of range, keeping the texts', () => {
    const cases: [string, string][] = [
      ['', '1'],
      ['91', '0'],
      ['0', '200'],
      ['1e3', '0'],
      ['abc', '0'],
    ];
    for (const [lat, lng] of cases) {
      expect(readOpenLocation(new URLSearchParams({ name: 'HQ', lat, lng }))).toEqual({
        kind: 'invalid',
        name: 'HQ',
        address: '',
      });
    }
    expect(readOpenLocation(new URLSearchParams()).kind).toBe('invalid');
  });

  it('clips over-long texts', () => {
    const place = readOpenLocation(
      new URLSearchParams({ name: 'n'.repeat(500), lat: '1', lng: '2' }),
    );
    expect(place.kind === 'place' && place.place.name.length).toBe(120);
    expect(clip('  abcdef ', 4)).toBe('abc…');
    expect(clip('abc', 4)).toBe('abc');
  });
});

describe('links to map apps', () => {
  it("opens the phone's map app with a geo: URI and the name as its label", () => {
    expect(geoUri(lisbon)).toBe('geo:38.722723,-9.144866?q=38.722723,-9.144866(Lisbon)');
    expect(geoUri({ ...lisbon, name: 'A & B' })).toBe(
      'geo:38.722723,-9.144866?q=38.722723,-9.144866(A%20%26%20B)',
    );
    expect(geoUri({ ...lisbon, name: '' })).toBe('geo:38.722723,-9.144866?q=38.722723,-9.144866');
  });

  it('offers a web map for phones without one', () => {
    expect(webMapUrl(lisbon)).toBe(
      'https://www.openstreetmap.org/?mlat=38.722723&mlon=-9.144866#map=16/38.722723/-9.144866',
    );
  });
});

describe('a place in words', () => {
  it('joins name and address, or adds the coordinates when there is no address', () => {
    expect(placeText(lisbon)).toBe('Lisbon, Lisboa, Portugal');
    expect(placeText({ name: 'Pinned point', address: '', lat: 1, lng: 2 })).toBe(
      'Pinned point (1.00000, 2.00000)',
    );
  });

  it('names a tapped point after the geocoder, the nearest city, or not at all', () => {
    const words = { pinned: 'Pinned point', near: (name: string) => `Near ${name}` };
    const at = { lat: 38.75, lng: -9.2 };
    expect(pointPlace(at, undefined, words)).toEqual({ name: 'Pinned point', address: '', ...at });
    expect(pointPlace(at, { source: 'offline', place: null }, words).name).toBe('Pinned point');
    expect(pointPlace(at, { source: 'offline', place: lisbon }, words)).toEqual({
      name: 'Near Lisbon',
      address: 'Lisbon, Lisboa, Portugal',
      ...at,
    });
    expect(pointPlace(at, { source: 'geocoder', place: lisbon }, words)).toEqual({
      name: 'Lisbon',
      address: 'Lisboa, Portugal',
      ...at,
    });
  });
});
