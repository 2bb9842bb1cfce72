import { afterEach, describe, expect, it, vi } from 'vitest';

import { ShortCache } from './short-cache.js';

afterEach(() => vi.useRealTimers());

describe('ShortCache', () => {
  it('keeps a value for its TTL, then loads again', async () => {
    vi.useFakeTimers();
    const cache = new ShortCache<string, number>(5_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(4_999);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('never keeps undefined, and keeps at most 10,000 entries, dropping the oldest', async () => {
    const cache = new ShortCache<number, number>(60_000);
    expect(await cache.get(-1, async () => undefined)).toBeUndefined();
    expect(cache.size).toBe(0);
    for (let i = 0; i < 10_001; i++) await cache.get(i, async () => i);
    expect(cache.size).toBe(10_000);
    expect(await cache.get(0, async () => -1)).toBe(-1);
    expect(await cache.get(10_000, async () => -1)).toBe(10_000);
  });

  it('answers but does not keep a value whose load a drop overtook', async () => {
    const cache = new ShortCache<string, string>(60_000);
    let release: (value: string) => void = () => undefined;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.deleteWhere(() => true);
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });
});
