import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';

import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { ContactUsPage } from '../contactus-page';

const PAGE = ok({
  title: 'Contact us',
  content: '<p>Write to <a href="mailto:a@b.c">a@b.c</a>.</p>',
});

describe('contact us page', () => {
  it('shows the page and opens the configured customer service in the web view', async () => {
    mockFetch({
      'GET /api/contactus': PAGE,
      'GET /api/getSetting': ok('https://help.example.com/chat'),
    });
    const { router } = renderPage(ContactUsPage, { path: '/pages/common/contactus' });

    expect(await screen.findByRole('link', { name: 'a@b.c' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Online customer service/ }));
    expect(router.state.location.pathname).toBe('/pages/common/webView');
    expect(new URLSearchParams(router.state.location.search).get('url')).toBe(
      'https://help.example.com/chat',
    );
  });

  it('offers no customer service button when none is configured', async () => {
    mockFetch({ 'GET /api/contactus': PAGE, 'GET /api/getSetting': ok('') });
    renderPage(ContactUsPage, { path: '/pages/common/contactus' });
    expect(await screen.findByRole('link', { name: 'a@b.c' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Online customer service/ })).toBeNull();
  });

  it("shows the company's address the operator set and opens it on the map", async () => {
    mockFetch({
      'GET /api/contactus': PAGE,
      'GET /api/getSetting': ok(''),
      'GET /api/location/company': ok({
        name: 'Meridian Ltd.',
        address: '1 Harbour Road, Central, Hong Kong',
        lat: 22.2819,
        lng: 114.1582,
      }),
    });
    const { router } = renderPage(ContactUsPage, { path: '/pages/common/contactus' });
    expect(await screen.findByText('1 Harbour Road, Central, Hong Kong')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Our address' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View on map' }));
    expect(router.state.location.pathname).toBe('/open-location');
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toEqual({
      name: 'Meridian Ltd.',
      address: '1 Harbour Road, Central, Hong Kong',
      lat: '22.2819',
      lng: '114.1582',
    });
  });

  it('shows no address block while the operator has set none', async () => {
    mockFetch({
      'GET /api/contactus': PAGE,
      'GET /api/getSetting': ok(''),
      'GET /api/location/company': ok(null),
    });
    renderPage(ContactUsPage, { path: '/pages/common/contactus' });
    expect(await screen.findByRole('link', { name: 'a@b.c' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Our address' })).toBeNull();
  });
});
