import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';

import { newsItem, newsPage } from '../../../../testing/content-fixtures';
import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { BannerCarousel } from '../banner-carousel';

const BANNERS = [
  newsItem({ id: 11, c_id: 5, title: 'First banner' }),
  newsItem({ id: 12, c_id: 5, title: 'Second banner' }),
  newsItem({ id: 13, c_id: 5, title: 'Third banner' }),
];

function renderBanners(items = BANNERS) {
  mockFetch({ 'POST /api/news/list': ok(newsPage(items)) });
  return renderPage(() => <BannerCarousel onOpen={() => undefined} />);
}

/** The index of the highlighted dot. */
const currentDot = () =>
  [...document.querySelectorAll('.snap-dots__dot')].findIndex((dot) =>
    dot.classList.contains('snap-dots__dot--current'),
  );

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('banner carousel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names its previous and next buttons and moves with them, wrapping at both ends', async () => {
    renderBanners();

    expect(await screen.findByText('First banner')).toBeTruthy();
    expect(currentDot()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(currentDot()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(currentDot()).toBe(2);
  });

  it('shows one banner without buttons or dots', async () => {
    renderBanners(BANNERS.slice(0, 1));

    expect(await screen.findByText('First banner')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next banner' })).toBeNull();
    expect(document.querySelector('.snap-dots')).toBeNull();
  });

  it('advances on its own, and stops for good once the reader has moved it', async () => {
    preferReducedMotion(false);
    // Fake timers from the start (the interval is set when the banners arrive), still running.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderBanners();
    await screen.findByText('First banner');

    act(() => void vi.advanceTimersByTime(4000));
    expect(currentDot()).toBe(1);
    act(() => void vi.advanceTimersByTime(4000));
    expect(currentDot()).toBe(2);
    act(() => void vi.advanceTimersByTime(4000));
    expect(currentDot()).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    act(() => void vi.advanceTimersByTime(12_000));
    expect(currentDot()).toBe(1);
  });

  it('does not advance on its own when the reader prefers reduced motion', async () => {
    preferReducedMotion(true);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderBanners();
    await screen.findByText('First banner');

    act(() => void vi.advanceTimersByTime(12_000));
    expect(currentDot()).toBe(0);
  });
});
