import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { OfflineBannerSlot } from '../offline-banner-slot';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the offline bar in the frame', () => {
  it('loads the bar when the browser goes offline, shows it, and hides it online again', async () => {
    render(<OfflineBannerSlot tabbed />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();

    setOnline(false);
    const bar = await screen.findByTestId('offline-banner');
    expect(bar.textContent).toContain('Offline · no prices saved on this device yet');
    expect(bar.className).toContain('offline-bar--tabbed');

    setOnline(true);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('shows the bar at once when it starts offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBannerSlot tabbed={false} />);
    expect((await screen.findByTestId('offline-banner')).className).not.toContain('--tabbed');
  });
});
