import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';

import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { OpenLocationPage } from '../open-location-page';

// The Leaflet map has its own e2e; here it stands in as what it was asked to show.
vi.mock('../../../../features/location/components/location-map', () => ({
  LocationMap: ({ label, marker }: { label: string; marker: { lat: number } | null }) => (
    <div role="region" aria-label={label} data-marker={marker?.lat} />
  ),
}));

const CONFIG = ok({
  tile_url: 'https://tile.example/{z}/{x}/{y}.png',
  attribution: 'Example',
  attribution_url: '',
  max_zoom: 19,
});

describe('open-location', () => {
  it('shows the place on the map, in words, with links to map apps', async () => {
    mockFetch({ 'GET /api/location/config': CONFIG });
    const query = 'name=Meridian%20Ltd.&address=1%20Harbour%20Road&lat=22.2819&lng=114.1582';
    renderPage(OpenLocationPage, {
      path: '/open-location',
      initialEntry: `/open-location?${query}`,
    });
    expect(await screen.findByRole('heading', { name: 'Meridian Ltd.' })).toBeTruthy();
    expect(screen.getByText('1 Harbour Road')).toBeTruthy();
    expect(screen.getByTestId('place-coordinates').textContent).toBe('22.28190, 114.15820');
    expect(screen.getByRole('region', { name: 'Map of Meridian Ltd.' }).dataset.marker).toBe(
      '22.2819',
    );
    expect(screen.getByRole('link', { name: /Open in map app/ }).getAttribute('href')).toBe(
      'geo:22.2819,114.1582?q=22.2819,114.1582(Meridian%20Ltd.)',
    );
    const web = screen.getByRole('link', { name: /Open web map/ });
    expect(web.getAttribute('href')).toContain('mlat=22.2819&mlon=114.1582');
    expect(web.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says when the coordinates are not valid, and shows no map', async () => {
    mockFetch({ 'GET /api/location/config': CONFIG });
    renderPage(OpenLocationPage, {
      path: '/open-location',
      initialEntry: '/open-location?name=HQ&lat=95&lng=0',
    });
    expect((await screen.findByRole('alert')).textContent).toContain('no valid coordinates');
    expect(screen.getByRole('heading', { name: 'HQ' })).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('link', { name: /Open in map app/ })).toBeNull();
  });
});
