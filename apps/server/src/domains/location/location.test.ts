import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type {
  AdminCompanyLocationView,
  LocationReverseView,
  LocationSearchView,
  MapConfigView,
  PlaceView,
} from '@meridian/contract';
import { afterEach, describe, expect, it } from 'vitest';

import { helmetOptionsFor, tileImageSource } from '../../http/security-headers.js';
import { buildDatabaseTemplateFirst, closedAfterEach } from '../../testing/lifecycle.js';
import { failure, ok, succeeded } from '../../testing/money.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { distanceKm, fold } from './cities.js';
import { placeOf } from './geocoder.js';

/*
 * Places on a map (issue #20 item 8): the tiles the map screens load (configuration, and the
 * content security policy that lets them in), place search through a Nominatim-compatible
 * geocoder or the built-in city list when there is none or it fails, the nearest place to a tap,
 * and the company's address the operator sets for the contact page.
 */
buildDatabaseTemplateFirst();
const apps = closedAfterEach<TestApp>();
const servers: http.Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function start(overrides: Parameters<typeof buildTestApp>[0] = {}) {
  const t = await buildTestApp(overrides);
  apps.push(t);
  return t;
}

interface GeocoderCall {
  path: string;
  params: URLSearchParams;
  userAgent: string | undefined;
}

/** A stand-in Nominatim on loopback: answers `answer(path, params)` as JSON, or `status`. */
async function fakeGeocoder(
  answer: (path: string, params: URLSearchParams) => unknown,
  status = 200,
) {
  const calls: GeocoderCall[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    calls.push({
      path: url.pathname,
      params: url.searchParams,
      userAgent: req.headers['user-agent'],
    });
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(status === 200 ? JSON.stringify(answer(url.pathname, url.searchParams)) : '{}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls };
}

const search = (t: TestApp, q: string, lang = 'en') => t.get('/api/location/search', { q, lang });
const searchOk = async (t: TestApp, q: string, lang = 'en') =>
  ok<LocationSearchView>(await search(t, q, lang));

describe('map tiles', () => {
  it('serves the configured tiles, OpenStreetMap with its credit by default', async () => {
    const t = await start();
    expect(ok<MapConfigView>(await t.get('/api/location/config'))).toEqual({
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      attribution_url: 'https://www.openstreetmap.org/copyright',
      max_zoom: 19,
    });
    // The browser may load those tiles: their origin is among the policy's image sources.
    const csp = (await t.get('/api/location/config')).headers['content-security-policy'];
    expect(String(csp)).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org/);
  });

  it('takes another tile server from the configuration, and lets its subdomains in', async () => {
    const t = await start({
      mapTileUrl: 'https://{s}.tiles.example.net/{z}/{x}/{y}.png',
      mapTileAttribution: 'Example maps',
      mapTileAttributionUrl: '',
      mapMaxZoom: 17,
    });
    expect(ok<MapConfigView>(await t.get('/api/location/config'))).toMatchObject({
      tile_url: 'https://{s}.tiles.example.net/{z}/{x}/{y}.png',
      attribution: 'Example maps',
      max_zoom: 17,
    });
    const csp = String((await t.get('/api/location/config')).headers['content-security-policy']);
    expect(csp).toContain('https://*.tiles.example.net');
    expect(csp).not.toContain('openstreetmap');
  });

  it('names the image source a tile template needs', () => {
    expect(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileImageSource('http://127.0.0.1:9000/t/{z}/{x}/{y}.png')).toBe(
      'http://127.0.0.1:9000',
    );
    expect(tileImageSource('https://{s}.tile.example/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example',
    );
    // A path on this server is 'self' already; other schemes and nonsense get nothing.
    expect(tileImageSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(tileImageSource('javascript:alert(1)')).toBeNull();
    expect(tileImageSource('not a url')).toBeNull();
    // One options object per origin, so the headers are still worked out once.
    expect(helmetOptionsFor('https://a.example/{z}/{x}/{y}.png')).toBe(
      helmetOptionsFor('https://a.example/other/{z}/{x}/{y}.png'),
    );
  });
});

describe('place search without a geocoder (the city list)', () => {
  it('finds a city by its name, with its province, country and coordinates', async () => {
    const t = await start();
    const found = await searchOk(t, 'Lisbon');
    expect(found.source).toBe('offline');
    expect(found.places[0]).toEqual({
      name: 'Lisbon',
      address: 'Lisboa, Portugal',
      lat: expect.closeTo(38.7227, 3) as number,
      lng: expect.closeTo(-9.1449, 3) as number,
    });
  });

  it('finds names without their accents, in other scripts, and the cities of a country', async () => {
    const t = await start();
    expect((await searchOk(t, 'zurich')).places[0]?.name).toBe('Zürich');
    expect((await searchOk(t, '北京', 'zh')).places[0]).toMatchObject({
      name: 'Beijing',
      address: 'China',
    });
    expect((await searchOk(t, '서울')).places[0]?.name).toBe('Seoul');
    // The larger city first among equal matches: London, England before London, Ontario.
    expect((await searchOk(t, 'London')).places.map((p) => p.address).slice(0, 2)).toEqual([
      'Westminster, United Kingdom',
      'Ontario, Canada',
    ]);
    const portugal = await searchOk(t, 'Portugal');
    expect(portugal.places).toHaveLength(8);
    expect(portugal.places.every((p) => p.address.endsWith('Portugal'))).toBe(true);
    expect((await searchOk(t, 'xqzvvy')).places).toEqual([]);
  });

  it('refuses a search of fewer than 2 or more than 100 characters, in the reader language', async () => {
    const t = await start();
    for (const q of ['', ' a ', 'x'.repeat(101)]) {
      expect(failure(await search(t, q))).toMatchObject({
        type: 'error',
        code: 'LOCATION_QUERY_LENGTH',
        message: 'Type 2 to 100 characters to search for a place',
      });
    }
    expect(failure(await t.get('/api/location/search', { lang: 'zh' }))).toMatchObject({
      code: 'LOCATION_QUERY_LENGTH',
      message: '请输入 2 至 100 个字符搜索地点',
    });
  });

  it('names the city nearest a tap, and none in open sea', async () => {
    const t = await start();
    const near = ok<LocationReverseView>(
      await t.get('/api/location/reverse', { lat: '38.75', lng: '-9.2' }),
    );
    expect(near).toMatchObject({ source: 'offline', place: { name: 'Lisbon' } });
    const sea = ok<LocationReverseView>(
      await t.get('/api/location/reverse', { lat: 35, lng: -40 }),
    );
    expect(sea).toEqual({ source: 'offline', place: null });
  });

  it('refuses coordinates out of range or not decimal numbers', async () => {
    const t = await start();
    for (const [lat, lng] of [
      ['91', '0'],
      ['0', '-180.5'],
      ['abc', '0'],
      ['1e2', '0'],
      ['', '0'],
      ['NaN', '0'],
    ]) {
      expect(failure(await t.get('/api/location/reverse', { lat, lng })).code).toBe(
        'COORDINATES_INVALID',
      );
    }
    expect(failure(await t.get('/api/location/reverse', { lat: '1' })).code).toBe(
      'COORDINATES_INVALID',
    );
  });
});

describe('place search with a Nominatim-compatible geocoder', () => {
  it('answers what the geocoder found, in the reader language, and asks it once per search', async () => {
    const geocoder = await fakeGeocoder(() => [
      {
        lat: '48.8588897',
        lon: '2.3200410',
        name: 'Paris',
        display_name: 'Paris, Île-de-France, France métropolitaine, France',
      },
      { lat: 'not a number', lon: '2', name: 'Broken', display_name: 'Broken' },
      {
        lat: '33.66',
        lon: '-95.55',
        name: '',
        display_name: 'Paris, Lamar County, Texas, United States',
      },
    ]);
    const t = await start({ geocoderUrl: geocoder.url });
    const found = await searchOk(t, 'Paris', 'fra');
    expect(found).toEqual({
      source: 'geocoder',
      places: [
        {
          name: 'Paris',
          address: 'Île-de-France, France métropolitaine, France',
          lat: 48.85889,
          lng: 2.320041,
        },
        { name: 'Paris', address: 'Lamar County, Texas, United States', lat: 33.66, lng: -95.55 },
      ],
    });
    expect(geocoder.calls).toHaveLength(1);
    const [call] = geocoder.calls;
    expect(call?.path).toBe('/search');
    expect(call?.params.get('q')).toBe('Paris');
    expect(call?.params.get('format')).toBe('jsonv2');
    expect(call?.params.get('accept-language')).toBe('fr,en');
    expect(call?.userAgent).toMatch(/^Meridian place search/);
    // The same search again (other case, other spacing) is answered from the cache.
    await searchOk(t, '  PARIS ', 'fra');
    expect(geocoder.calls).toHaveLength(1);
  });

  it('falls back to the city list when the geocoder fails or cannot be reached', async () => {
    const failing = await fakeGeocoder(() => null, 503);
    const t = await start({ geocoderUrl: failing.url });
    const found = await searchOk(t, 'Lisbon');
    expect(found.source).toBe('offline');
    expect(found.places[0]?.name).toBe('Lisbon');
    expect(failing.calls).toHaveLength(1);

    const nothing = await fakeGeocoder(() => ({ not: 'a list' }));
    const odd = await start({ geocoderUrl: nothing.url });
    expect((await searchOk(odd, 'Lisbon')).source).toBe('offline');

    // A port nobody listens on.
    const closed = await fakeGeocoder(() => []);
    await new Promise((r) => servers.pop()!.close(r));
    const down = await start({ geocoderUrl: closed.url });
    expect((await searchOk(down, 'Tokyo')).places[0]?.name).toBe('Tokyo');
  });

  it('asks the geocoder what is at a tap, and says so when nothing is', async () => {
    const geocoder = await fakeGeocoder((_path, params) =>
      params.get('lat') === '0'
        ? { error: 'Unable to geocode' }
        : {
            lat: params.get('lat'),
            lon: params.get('lon'),
            name: 'Praça do Comércio',
            display_name: 'Praça do Comércio, Baixa, Lisboa, Portugal',
          },
    );
    const t = await start({ geocoderUrl: geocoder.url });
    expect(
      ok<LocationReverseView>(
        await t.get('/api/location/reverse', { lat: '38.7075', lng: '-9.1364' }),
      ),
    ).toEqual({
      source: 'geocoder',
      place: {
        name: 'Praça do Comércio',
        address: 'Baixa, Lisboa, Portugal',
        lat: 38.7075,
        lng: -9.1364,
      },
    });
    expect(geocoder.calls[0]?.params.get('lon')).toBe('-9.1364');
    expect(
      ok<LocationReverseView>(await t.get('/api/location/reverse', { lat: 0, lng: 0 })),
    ).toEqual({
      source: 'geocoder',
      place: null,
    });
  });

  it('reads a geocoder answer only when its coordinates are valid, and clips long texts', () => {
    expect(placeOf({ lat: '95', lon: '0', name: 'x' })).toBeNull();
    expect(placeOf({ lat: '1', lon: '2' })).toBeNull();
    const long = placeOf({ lat: 1, lon: 2, name: 'n'.repeat(200), display_name: 'd' });
    expect(long?.name).toHaveLength(120);
    expect(placeOf({ lat: '1', lon: '2', display_name: 'Somewhere, Far' })).toEqual({
      name: 'Somewhere',
      address: 'Far',
      lat: 1,
      lng: 2,
    });
  });

  it('folds names and measures distances as the nearest-city search needs', () => {
    expect(fold('  São   Paulo ')).toBe('sao paulo');
    expect(distanceKm({ lat: 38.72, lng: -9.14 }, { lat: 40.42, lng: -3.7 })).toBeCloseTo(503, -1);
  });
});

describe("the company's address", () => {
  const place = {
    lat: '22.2819',
    lng: '114.1582',
    translations: JSON.stringify({
      en: { name: 'Meridian Ltd.', address: '1 Harbour Road, Central, Hong Kong' },
      zh: { name: '子午线有限公司', address: '香港中环海港道1号' },
    }),
  };

  it('is set by an operator, audited, and shown in the reader language or else English', async () => {
    const t = await start();
    expect(ok<PlaceView | null>(await t.get('/api/location/company'))).toBeNull();
    const op = await t.admin();
    expect(
      ok<AdminCompanyLocationView | null>(await t.get('/api/admin/location/company', {}, op.token)),
    ).toBeNull();

    const saved = ok<AdminCompanyLocationView>(
      await t.post('/api/admin/location/company/save', place, op.token),
    );
    expect(saved).toMatchObject({
      lat: 22.2819,
      lng: 114.1582,
      translations: { zh: { name: '子午线有限公司' } },
    });
    expect(ok<PlaceView>(await t.get('/api/location/company', { lang: 'zh' }))).toEqual({
      name: '子午线有限公司',
      address: '香港中环海港道1号',
      lat: 22.2819,
      lng: 114.1582,
    });
    // Thai was not written: English.
    expect(ok<PlaceView>(await t.get('/api/location/company', { lang: 'th' })).name).toBe(
      'Meridian Ltd.',
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['admin_id', 'action', 'entity_id'])
      .where('action', '=', 'company_location.update')
      .execute();
    expect(audit).toEqual([
      { admin_id: op.id, action: 'company_location.update', entity_id: 'company_location' },
    ]);
    expect(
      ok<AdminCompanyLocationView>(await t.get('/api/admin/location/company', {}, op.token))
        .translations,
    ).toEqual({
      en: { name: 'Meridian Ltd.', address: '1 Harbour Road, Central, Hong Kong' },
      zh: { name: '子午线有限公司', address: '香港中环海港道1号' },
    });
    // Not a public setting: /getSetting does not hand out the raw value.
    expect(failure(await t.get('/api/getSetting', { keyword: 'company_location' })).code).toBe(
      'SETTING_NOT_FOUND',
    );
  });

  it('refuses bad input and writes nothing', async () => {
    const t = await start();
    const op = await t.admin();
    const en = { name: 'Meridian Ltd.', address: 'Somewhere' };
    const cases: [Record<string, string>, string][] = [
      [{ ...place, lat: '95' }, 'COORDINATES_INVALID'],
      [{ ...place, lng: 'east' }, 'COORDINATES_INVALID'],
      [{ ...place, translations: JSON.stringify({ zh: en }) }, 'PARAMETER_ERROR'],
      [{ ...place, translations: JSON.stringify({ en: { ...en, name: '' } }) }, 'PARAMETER_ERROR'],
      [
        { ...place, translations: JSON.stringify({ en: { ...en, name: 'n'.repeat(121) } }) },
        'PARAMETER_ERROR',
      ],
      [
        { ...place, translations: JSON.stringify({ en: { ...en, address: 'a'.repeat(301) } }) },
        'PARAMETER_ERROR',
      ],
      [{ ...place, translations: 'not json' }, 'PARAMETER_ERROR'],
    ];
    for (const [body, code] of cases) {
      expect(failure(await t.post('/api/admin/location/company/save', body, op.token)).code).toBe(
        code,
      );
    }
    const row = await t.db
      .selectFrom('settings')
      .select('key')
      .where('key', '=', 'company_location')
      .execute();
    expect(row).toEqual([]);
    expect(
      await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'company_location.update')
        .execute(),
    ).toEqual([]);
  });

  it('is for operators who may write: not an auditor, not a user, not a stranger', async () => {
    const t = await start();
    const auditor = await t.admin('auditor');
    expect(
      failure(await t.post('/api/admin/location/company/save', place, auditor.token)).code,
    ).toBe('FORBIDDEN');
    // An auditor may read it.
    expect(succeeded(await t.get('/api/admin/location/company', {}, auditor.token))).toBe(true);
    const user = await t.signUp();
    expect(failure(await t.post('/api/admin/location/company/save', place, user.token)).type).toBe(
      '999',
    );
    expect(failure(await t.post('/api/admin/location/company/save', place)).type).toBe('999');
    expect(ok<PlaceView | null>(await t.get('/api/location/company'))).toBeNull();
  });

  it('keeps one value when two saves race, the last one answered', async () => {
    const t = await start();
    const op = await t.admin();
    const other = { ...place, lat: '1.5', lng: '2.5' };
    const answers = await Promise.all([
      t.post('/api/admin/location/company/save', place, op.token),
      t.post('/api/admin/location/company/save', other, op.token),
    ]);
    expect(answers.every(succeeded)).toBe(true);
    const rows = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'company_location')
      .execute();
    expect(rows).toHaveLength(1);
    const shown = ok<PlaceView>(await t.get('/api/location/company'));
    expect([22.2819, 1.5]).toContain(shown.lat);
    expect(
      await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'company_location.update')
        .execute(),
    ).toHaveLength(2);
  });
});
