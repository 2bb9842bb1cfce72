import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import {
  readPlaceReturn,
  forgetPlaceReturn,
} from '../../../../features/location/model/place-return';
import { ChooseLocationPage } from '../choose-location-page';

// The Leaflet map has its own e2e; here a button stands in for a tap at (38.75, -9.2).
vi.mock('../../../../features/location/components/location-map', () => ({
  LocationMap: ({ onPick }: { onPick?: (p: { lat: number; lng: number }) => void }) => (
    <button type="button" onClick={() => onPick?.({ lat: 38.75, lng: -9.2 })}>
      stub tap
    </button>
  ),
}));

const lisbon = { name: 'Lisbon', address: 'Lisboa, Portugal', lat: 38.722723, lng: -9.144866 };
const handlers = {
  'GET /api/location/config': ok({
    tile_url: 'https://tile.example/{z}/{x}/{y}.png',
    attribution: '',
    attribution_url: '',
    max_zoom: 19,
  }),
  'GET /api/location/search': ok({ source: 'offline', places: [lisbon] }),
  'GET /api/location/reverse': ok({ source: 'offline', place: lisbon }),
};
const RETURN = '/pages/setting/bank_international';
const entry = `/choose-location?key=bank-international-place&return=${encodeURIComponent(RETURN)}`;

afterEach(() => forgetPlaceReturn('bank-international-place'));

describe('choose-location', () => {
  it('searches by name, chooses a result and hands it back to the screen that asked', async () => {
    const { requests } = mockFetch(handlers);
    const { router } = renderPage(ChooseLocationPage, {
      path: '/choose-location',
      initialEntry: entry,
    });
    fireEvent.change(screen.getByLabelText('Search for a place'), { target: { value: 'Lisbon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const result = await screen.findByRole('button', { name: /Lisbon.*Lisboa, Portugal/ });
    expect(screen.getByText('Places found in the built-in list of world cities: 1')).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/location/search')?.query.get('q')).toBe('Lisbon');
    fireEvent.click(result);
    expect(result.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('chosen-place').textContent).toContain('38.72272, -9.14487');
    fireEvent.click(screen.getByTestId('use-place'));
    // No history behind the picker here: it goes to the asking screen.
    await waitFor(() => expect(router.state.location.pathname).toBe(RETURN));
    expect(readPlaceReturn('bank-international-place')?.place).toEqual(lisbon);
  });

  it('asks for 2 characters before searching', async () => {
    const { requests } = mockFetch(handlers);
    renderPage(ChooseLocationPage, { path: '/choose-location', initialEntry: entry });
    fireEvent.change(screen.getByLabelText('Search for a place'), { target: { value: ' L ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Type at least 2 characters');
    expect(requests.some((r) => r.path === '/api/location/search')).toBe(false);
  });

  it('picks a tapped point, named after the nearest city, at the tapped coordinates', async () => {
    mockFetch(handlers);
    renderPage(ChooseLocationPage, { path: '/choose-location', initialEntry: entry });
    fireEvent.click(screen.getByRole('button', { name: 'stub tap' }));
    const chosen = await screen.findByTestId('chosen-place');
    await waitFor(() => expect(chosen.textContent).toContain('Near Lisbon'));
    expect(chosen.textContent).toContain('Lisbon, Lisboa, Portugal');
    expect(screen.getByTestId('place-coordinates').textContent).toBe('38.75000, -9.20000');
  });

  it('takes typed coordinates, and refuses ones out of range', async () => {
    mockFetch({ ...handlers, 'GET /api/location/reverse': ok({ source: 'offline', place: null }) });
    renderPage(ChooseLocationPage, { path: '/choose-location', initialEntry: entry });
    const field = screen.getByLabelText('Or enter coordinates (latitude, longitude)');
    fireEvent.change(field, { target: { value: '95, 10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect((await screen.findByRole('alert')).textContent).toContain('latitude from -90 to 90');
    expect(screen.getByTestId('use-place').hasAttribute('disabled')).toBe(true);
    fireEvent.change(field, { target: { value: '1.5, 2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    const chosen = await screen.findByTestId('chosen-place');
    await waitFor(() => expect(chosen.textContent).toContain('Pinned point'));
    expect(screen.getByTestId('place-coordinates').textContent).toBe('1.50000, 2.50000');
  });

  it('opened by no one, shows the chosen place on /open-location', async () => {
    mockFetch(handlers);
    const { router } = renderPage(ChooseLocationPage, {
      path: '/choose-location',
      initialEntry: '/choose-location?q=Lisbon&return=https%3A%2F%2Fevil.example',
    });
    fireEvent.click(await screen.findByRole('button', { name: /Lisbon.*Lisboa/ }));
    fireEvent.click(screen.getByTestId('use-place'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/open-location'));
    expect(new URLSearchParams(router.state.location.search).get('name')).toBe('Lisbon');
  });
});
