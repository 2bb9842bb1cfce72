import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PrimaryButton } from '../../../../components/ui/primary-button';
import { setLanguage } from '../../../../lib/i18n';
import { quotation } from '../../../../testing/market-fixtures';
import { resetLastPricesThrottle, saveLastPrices } from '../../model/last-prices';
import { OfflineBanner, savedClock } from '../offline-banner';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  localStorage.clear();
  resetLastPricesThrottle();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

describe('the offline bar', () => {
  it('is absent online, and says the stored prices are from 12:03, 7 min ago, offline', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const saved = new Date(2026, 10, 27, 12, 3, 20).getTime();
    saveLastPrices([quotation()], saved);
    vi.setSystemTime(saved + 7 * 60_000 + 5_000);

    render(<OfflineBanner tabbed />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();

    setOnline(false);
    const bar = screen.getByRole('status');
    expect(bar.textContent).toContain('Offline · prices from 12:03, 7 min ago');
    expect(bar.textContent).toContain('Trading and payments resume when you are back online');

    setOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when this device never stored prices', () => {
    render(<OfflineBanner tabbed={false} />);
    setOnline(false);
    expect(screen.getByRole('status').textContent).toContain(
      'Offline · no prices saved on this device yet',
    );
  });

  it('speaks Chinese in Chinese', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const saved = new Date(2026, 10, 27, 9, 5).getTime();
    saveLastPrices([quotation()], saved);
    vi.setSystemTime(saved + 2 * 3_600_000);
    await act(() => setLanguage('zh'));
    try {
      render(<OfflineBanner tabbed />);
      setOnline(false);
      expect(screen.getByRole('status').textContent).toContain('离线 · 行情截至 09:05，2 小时前');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('shows the date too when the prices are from another day', () => {
    const saved = new Date(2026, 10, 26, 23, 50).getTime();
    expect(savedClock(saved, new Date(2026, 10, 26, 23, 55).getTime())).toBe('23:50');
    expect(savedClock(saved, new Date(2026, 10, 27, 0, 5).getTime())).toBe('2026-11-26 23:50');
  });
});

describe('the main action button offline', () => {
  it('is disabled while offline and enabled again online', () => {
    render(<PrimaryButton>Buy</PrimaryButton>);
    const button = screen.getByRole('button', { name: 'Buy' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    setOnline(false);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    setOnline(true);
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
