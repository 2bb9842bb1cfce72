import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { auditScreen } from './axe';
import { screenshot, usePhoneSession } from './harness';

/**
 * Places on a map (#20 item 8), SPEC.md §2's /open-location and /choose-location. No network
 * here: the server's tiles are at a made-up host (MAP_TILE_URL, so its origin is in the content
 * security policy) and the browser's requests for them are answered by Playwright with a plain
 * PNG, or aborted to play a tile server that is down. The operator sets the company's address;
 * the contact page opens it on the map. A user fills the international bank card's address by
 * searching a city, and by tapping the map. English and Chinese, axe on each screen.
 */
// https: the policy's upgrade-insecure-requests would turn an http tile URL into https anyway.
const TILE_HOST = 'https://tiles.e2e.test';
const phone = usePhoneSession({
  mail: true,
  env: { MAP_TILE_URL: `${TILE_HOST}/{z}/{x}/{y}.png`, MAP_TILE_ATTRIBUTION: 'E2E tiles' },
});
let page: Page;
let tile: Buffer;
let tilesServed = 0;

const email = `maps${Date.now()}@example.com`;
const password = 'Secret123';
const company = {
  lat: '22.2819',
  lng: '114.1582',
  translations: JSON.stringify({
    en: { name: 'Meridian Ltd.', address: '1 Harbour Road, Central, Hong Kong' },
    zh: { name: '子午线有限公司', address: '香港中环海港道1号' },
  }),
};

/** Tiles drawn (a plain light-grey square), or refused as a tile server that is down. */
async function serveTiles(mode: 'serve' | 'block') {
  await page.unroute(`${TILE_HOST}/**`);
  await page.route(`${TILE_HOST}/**`, (route) => {
    if (mode === 'block') return route.abort('connectionrefused');
    tilesServed++;
    return route.fulfill({ status: 200, contentType: 'image/png', body: tile });
  });
}

const audit = async (name: string) => expect(await auditScreen(page, name)).toBe('');
/** A screenshot once any toast (the login's "successful") has gone. */
async function shot(name: string) {
  await page
    .locator('.adm-toast-mask')
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  await screenshot(page, name);
}

beforeAll(async () => {
  ({ page } = phone);
  tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#cfd8dc' } })
    .png()
    .toBuffer();
  await phone.registerByEmail(email, password);
  const admin = await phone.adminLogin();
  await phone.api('POST', '/admin/location/company/save', company, admin);
  await serveTiles('serve');
}, 120_000);

describe('open-location', () => {
  it("opens the company's address from the contact page: name, address, coordinates, map links", async () => {
    await phone.go('/pages/common/contactus');
    await page.getByRole('heading', { name: 'Our address' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('1 Harbour Road, Central, Hong Kong').count()).toBe(1);
    await shot('location-contact-en');
    await audit('contact us with the address en');
    await page.getByRole('button', { name: 'View on map' }).click();
    await page.waitForURL(/#\/open-location\?/);
    await page.getByRole('heading', { name: 'Meridian Ltd.' }).waitFor();
    expect(await page.getByTestId('place-coordinates').textContent()).toBe('22.28190, 114.15820');
    expect(await page.getByRole('link', { name: 'Open in map app' }).getAttribute('href')).toBe(
      'geo:22.2819,114.1582?q=22.2819,114.1582(Meridian%20Ltd.)',
    );
    expect(await page.getByRole('link', { name: 'Open web map' }).getAttribute('href')).toContain(
      'mlat=22.2819&mlon=114.1582',
    );
    // The map drew tiles from the configured server, with its credit and the pin.
    await page.locator('.location-map[data-tiles=ok]').waitFor({ timeout: 15_000 });
    expect(tilesServed).toBeGreaterThan(0);
    expect(await page.locator('.location-pin').count()).toBe(1);
    expect(await page.getByText('E2E tiles').count()).toBe(1);
    await shot('location-open-en');
    await audit('open-location en');
  });

  it('shows the place in words and coordinates when the tiles cannot load', async () => {
    await serveTiles('block');
    await page.reload();
    await page.getByTestId('map-tiles-failed').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('map-tiles-failed').textContent()).toContain(
      'The map could not be loaded',
    );
    await page.getByRole('heading', { name: 'Meridian Ltd.' }).waitFor();
    expect(await page.getByText('1 Harbour Road, Central, Hong Kong').count()).toBe(1);
    expect(await page.getByTestId('place-coordinates').textContent()).toBe('22.28190, 114.15820');
    expect(await page.getByRole('link', { name: 'Open in map app' }).count()).toBe(1);
    await shot('location-open-no-tiles-en');
    await audit('open-location without tiles en');
    await serveTiles('serve');
  });
});

describe('choose-location', () => {
  const address = () => page.locator('#bank-address');

  it('searches a city, picks it, and the bank form that asked receives it, keeping what was typed', async () => {
    await phone.logIn(email, password);
    await phone.go('/pages/setting/bank_international');
    await page.getByTestId('bank-form-international').waitFor({ timeout: 15_000 });
    await page.locator('#bank-real_name').fill('Ana Silva');
    await page.getByRole('button', { name: 'Choose on map' }).click();
    await page.waitForURL(/#\/choose-location\?key=bank-international-place/);
    await page.getByLabel('Search for a place').fill('Lisbon');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const lisbon = page.getByRole('button', { name: /Lisbon\s*Lisboa, Portugal/ });
    await lisbon.waitFor({ timeout: 15_000 });
    expect(
      await page
        .getByText('Places found in the built-in list of world cities', { exact: false })
        .count(),
    ).toBe(1);
    await lisbon.click();
    await expect.poll(() => page.getByTestId('chosen-place').textContent()).toContain('Lisbon');
    expect(await page.getByTestId('place-coordinates').textContent()).toMatch(
      /^38\.722\d\d, -9\.144\d\d$/,
    );
    await page.locator('.location-map[data-tiles=ok]').waitFor({ timeout: 15_000 });
    await shot('location-choose-en');
    await audit('choose-location en');

    await page.getByTestId('use-place').click();
    await page.waitForURL(/bank_international/);
    await expect
      .poll(() => address().inputValue(), { timeout: 10_000 })
      .toBe('Lisbon, Lisboa, Portugal');
    expect(await page.locator('#bank-real_name').inputValue()).toBe('Ana Silva');
    await shot('location-bank-returned-en');
  });

  it('picks the coordinates of a tap on the map', async () => {
    await page.getByRole('button', { name: 'Choose on map' }).click();
    await page.waitForURL(/#\/choose-location/);
    const canvas = page.locator('.location-map__canvas');
    await page.locator('.location-map[data-tiles=ok]').waitFor({ timeout: 15_000 });
    // The map opens on the whole world centred at 20° N, 0° E: a tap at its centre lands there.
    const box = (await canvas.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const coordinates = page.getByTestId('place-coordinates');
    await coordinates.waitFor();
    const [lat, lng] = ((await coordinates.textContent()) ?? '').split(', ').map(Number);
    expect(Math.abs(lat! - 20)).toBeLessThan(3);
    expect(Math.abs(lng!)).toBeLessThan(3);
    // Nothing named within 50 km of that point of the Sahara, or a town: either way a name shows.
    await expect
      .poll(() => page.getByTestId('chosen-place').locator('h3').textContent())
      .toMatch(/Pinned point|Near /);
    await shot('location-choose-tap-en');
    await page.getByTestId('use-place').click();
    await page.waitForURL(/bank_international/);
    await expect.poll(() => address().inputValue()).toMatch(/Pinned point \(|Near /);
  });

  it('still searches and hands a place back when the tiles cannot load', async () => {
    await serveTiles('block');
    await page.getByRole('button', { name: 'Choose on map' }).click();
    await page.waitForURL(/#\/choose-location/);
    await page.getByTestId('map-tiles-failed').waitFor({ timeout: 15_000 });
    await page.getByLabel('Or enter coordinates (latitude, longitude)').fill('95, 10');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await page.getByText('Enter a latitude from -90 to 90', { exact: false }).waitFor();
    await page.getByLabel('Search for a place').fill('Tokyo');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: /Tokyo\s*Japan/ }).click();
    expect(await page.getByTestId('place-coordinates').textContent()).toMatch(
      /^35\.68\d+, 139\.75\d+$/,
    );
    await shot('location-choose-no-tiles-en');
    await audit('choose-location without tiles en');
    await page.getByTestId('use-place').click();
    await page.waitForURL(/bank_international/);
    await expect.poll(() => address().inputValue()).toBe('Tokyo, Japan');
    await serveTiles('serve');
  });
});

describe('in Chinese', () => {
  it('shows the contact address, the place and the picker in Chinese', async () => {
    await phone.go('/pages/common/contactus');
    await phone.useLanguage('zh');
    await page.getByRole('heading', { name: '我们的地址' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('香港中环海港道1号').count()).toBe(1);
    await page.getByRole('button', { name: '在地图上查看' }).click();
    await page.getByRole('heading', { name: '子午线有限公司' }).waitFor();
    await page.locator('.location-map[data-tiles=ok]').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('link', { name: '在地图应用中打开' }).count()).toBe(1);
    await shot('location-open-zh');
    await audit('open-location zh');

    await phone.go('/pages/setting/bank_international');
    await page.getByRole('button', { name: '在地图上选择' }).click();
    await page.getByLabel('搜索地点').fill('上海');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page
      .getByRole('button', { name: /Shanghai/ })
      .first()
      .click();
    await expect.poll(() => page.getByTestId('chosen-place').textContent()).toContain('Shanghai');
    await shot('location-choose-zh');
    await audit('choose-location zh');
  });
});
