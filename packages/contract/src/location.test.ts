import { describe, expect, it } from 'vitest';

import {
  companyLocationSaveInputSchema,
  formatCoordinates,
  locationReverseInputSchema,
  locationSearchInputSchema,
  parseCoordinatePair,
  parseLatitude,
  parseLongitude,
  roundCoordinate,
} from './location.js';

describe('coordinates', () => {
  it('reads latitudes and longitudes from numbers and plain decimal texts within range', () => {
    expect(parseLatitude('38.7223')).toBe(38.7223);
    expect(parseLatitude(' -90 ')).toBe(-90);
    expect(parseLatitude('+12.5')).toBe(12.5);
    expect(parseLatitude(45)).toBe(45);
    expect(parseLongitude('-180')).toBe(-180);
    expect(parseLongitude('179.999999')).toBe(179.999999);
    expect(parseLatitude('-0')).toBe(0);
    expect(Object.is(parseLatitude('-0.0000001'), 0)).toBe(true);
  });

  it('refuses anything out of range or not a plain decimal', () => {
    for (const bad of [
      '90.0001',
      '-91',
      '1e1',
      '0x10',
      '',
      ' ',
      '12,5',
      '1.2.3',
      'abc',
      'Infinity',
      '38.1234567890123',
    ]) {
      expect(parseLatitude(bad)).toBeNull();
    }
    for (const bad of [NaN, Infinity, null, undefined, {}, [1], true]) {
      expect(parseLatitude(bad)).toBeNull();
    }
    expect(parseLongitude('180.5')).toBeNull();
    expect(parseLongitude(-181)).toBeNull();
  });

  it('rounds to 6 decimals and writes 5 for people', () => {
    expect(roundCoordinate(38.72227123456)).toBe(38.722271);
    expect(formatCoordinates(38.7223, -9.1393)).toBe('38.72230, -9.13930');
    expect(formatCoordinates(0, 0)).toBe('0.00000, 0.00000');
  });

  it('reads a typed pair, comma or space between', () => {
    expect(parseCoordinatePair('38.7223, -9.1393')).toEqual({ lat: 38.7223, lng: -9.1393 });
    expect(parseCoordinatePair('  38.7223 -9.1393 ')).toEqual({ lat: 38.7223, lng: -9.1393 });
    expect(parseCoordinatePair('38.7223;-9.1393')).toEqual({ lat: 38.7223, lng: -9.1393 });
    expect(parseCoordinatePair('38.7223')).toBeNull();
    expect(parseCoordinatePair('95, 10')).toBeNull();
    expect(parseCoordinatePair('1, 2, 3')).toBeNull();
    expect(parseCoordinatePair('')).toBeNull();
  });
});

describe('location schemas', () => {
  it('trims a search and bounds it to 2..100 characters', () => {
    expect(locationSearchInputSchema.parse({ q: '  Lisbon ' })).toEqual({ q: 'Lisbon' });
    for (const q of ['a', ' b ', 'x'.repeat(101), undefined]) {
      const result = locationSearchInputSchema.safeParse({ q });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('LOCATION_QUERY_LENGTH');
    }
  });

  it('turns coordinate texts into numbers and names the error', () => {
    expect(locationReverseInputSchema.parse({ lat: '1.5', lng: '-2' })).toEqual({
      lat: 1.5,
      lng: -2,
    });
    const bad = locationReverseInputSchema.safeParse({ lat: '91', lng: '0' });
    expect(bad.error?.issues[0]?.message).toBe('COORDINATES_INVALID');
  });

  it('takes the company place with English required, translations as JSON text or an object', () => {
    const en = { name: ' Meridian ', address: 'Somewhere' };
    expect(
      companyLocationSaveInputSchema.parse({
        lat: '1',
        lng: '2',
        translations: JSON.stringify({ en }),
      }),
    ).toEqual({ lat: 1, lng: 2, translations: { en: { name: 'Meridian', address: 'Somewhere' } } });
    expect(
      companyLocationSaveInputSchema.safeParse({ lat: 1, lng: 2, translations: { zh: en } })
        .success,
    ).toBe(false);
    expect(
      companyLocationSaveInputSchema.safeParse({ lat: 1, lng: 2, translations: { en, xx: en } })
        .success,
    ).toBe(false);
  });
});
