import type { SeedEpochView } from '@meridian/contract';

/** Where a seed epoch stands at a given instant. */
export type EpochState = 'scheduled' | 'current' | 'ended';

export interface EpochRow extends SeedEpochView {
  state: EpochState;
}

/**
 * The simulated market's seed epochs (GET /market/seeds, oldest first) as the demo sheet lists
 * them: newest first, each marked scheduled (starts later), current (in force at `now`) or ended.
 * E.g. epochs starting at 0 and 1000 read at 1500: [1000 current, 0 ended].
 */
export function describeEpochs(epochs: readonly SeedEpochView[], now: number): EpochRow[] {
  return epochs
    .map((epoch): EpochRow => {
      const state: EpochState =
        epoch.starts_at > now
          ? 'scheduled'
          : epoch.ends_at !== null && epoch.ends_at <= now
            ? 'ended'
            : 'current';
      return { ...epoch, state };
    })
    .sort((a, b) => b.starts_at - a.starts_at);
}

/** The fingerprint of the seed in force at `now`, if the list has one. */
export function currentSeedHash(rows: readonly EpochRow[]): string | null {
  return rows.find((row) => row.state === 'current')?.seed_hash ?? null;
}
