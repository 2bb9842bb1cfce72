import { describe, expect, it } from 'vitest';
import type { SeedEpochView } from '@meridian/contract';

import { currentSeedHash, describeEpochs } from './seed-epochs';

const epoch = (starts_at: number, ends_at: number | null, seed: string | null): SeedEpochView => ({
  starts_at,
  ends_at,
  seed_hash: `hash-${starts_at}`,
  seed,
});

describe('seed epochs', () => {
  it('lists the newest first: a scheduled one, the one in force, then ended ones', () => {
    const rows = describeEpochs(
      [epoch(0, 1_000, 'a'), epoch(1_000, 2_000, null), epoch(2_000, null, null)],
      1_500,
    );
    expect(rows.map((r) => [r.starts_at, r.state])).toEqual([
      [2_000, 'scheduled'],
      [1_000, 'current'],
      [0, 'ended'],
    ]);
    expect(currentSeedHash(rows)).toBe('hash-1000');
  });

  it('takes an epoch as ended from the instant the next one starts', () => {
    const rows = describeEpochs([epoch(0, 1_000, 'a'), epoch(1_000, null, null)], 1_000);
    expect(rows.map((r) => r.state)).toEqual(['current', 'ended']);
  });

  it('has no current hash without epochs', () => {
    expect(currentSeedHash(describeEpochs([], 0))).toBeNull();
  });
});
