import type {
  MicroSubmitInput,
  OptionDurationView,
  PayableCurrencyView,
  QuotationView,
} from '@meridian/contract';

import { toWireStake } from './stake';

/** The pair the trade tab opens on without a `?symbol=` (SPEC.md §2). */
export const DEFAULT_OPTIONS_SYMBOL = 'BTC/USDT';

/** Pairs options can be placed on (`open_microtrade`), in the server's sort order. */
export function optionPairs<T extends QuotationView>(rows: readonly T[] | undefined): T[] {
  return [...(rows ?? [])].filter((row) => row.open_microtrade).sort((a, b) => a.sort - b.sort);
}

/**
 * The pair to show: the one named in `?symbol=` (any case, `-` or `_` for `/`) when options are
 * open on it, else BTC/USDT, else the first option pair; null when there is none.
 */
export function choosePair<T extends QuotationView>(
  pairs: readonly T[],
  symbol: string | null | undefined,
): T | null {
  const wanted = symbol?.trim().toUpperCase().replace(/[-_]/g, '/');
  return (
    (wanted ? pairs.find((p) => p.symbol === wanted) : undefined) ??
    pairs.find((p) => p.symbol === DEFAULT_OPTIONS_SYMBOL) ??
    pairs[0] ??
    null
  );
}

/** The stake currency: the one chosen before if still payable, else USDT, else the first. */
export function choosePayable(
  list: readonly PayableCurrencyView[] | undefined,
  chosenId: number | null,
): PayableCurrencyView | null {
  if (!list || list.length === 0) return null;
  return (
    list.find((c) => c.id === chosenId) ?? list.find((c) => c.name === 'USDT') ?? list[0] ?? null
  );
}

/** The chosen duration if it is still published, else the first (durations come sorted). */
export function chooseDuration(
  durations: readonly OptionDurationView[] | undefined,
  chosenId: number | null,
): OptionDurationView | null {
  if (!durations || durations.length === 0) return null;
  return durations.find((d) => d.id === chosenId) ?? durations[0] ?? null;
}

/** True when the options account holds nothing to stake (a known zero, not an unknown). */
export function isAccountEmpty(available: string | null | undefined): boolean {
  return available !== null && available !== undefined && Number(available) <= 0;
}

/**
 * The body of POST /microtrade/submit, e.g. up 10 USDT for 60 s on BTC/USDT →
 * `{ match_id: 1, currency_id: 3, type: 1, seconds: 60, number: '10' }`.
 */
export function toSubmitInput(input: {
  pair: Pick<QuotationView, 'match_id'>;
  currencyId: number;
  direction: 'up' | 'down';
  duration: Pick<OptionDurationView, 'seconds'>;
  stake: string;
}): MicroSubmitInput {
  return {
    match_id: input.pair.match_id,
    currency_id: input.currencyId,
    type: input.direction === 'up' ? 1 : 2,
    seconds: input.duration.seconds,
    number: toWireStake(input.stake) ?? input.stake,
  };
}
