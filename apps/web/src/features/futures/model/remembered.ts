import type { OrderFormValues } from './order-form';
import { lotBounds, type FuturesPair } from './pair';
import { PERCENT_STEPS, SIZE_MODES, type SizeMode } from './sizing';

/**
 * The leverage and stake of the last order a user placed on a pair, so the ticket opens with
 * them next time (issue #14 item 3). Pure: the hook reads and writes device storage.
 */
export interface RememberedSize {
  leverage: number;
  sizeMode: SizeMode;
  lots: string;
  cost: string;
  percent: number | null;
}

/** What device storage keeps: per user id, per pair symbol. */
export type RememberedStore = Record<string, Record<string, RememberedSize>>;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The remembered size of `userId` on `pair`, or null when none is stored, or it no longer fits
 * the pair (a leverage it stopped offering, lots outside its bounds, a malformed entry).
 */
export function rememberedFor(
  store: unknown,
  userId: number,
  pair: Pick<FuturesPair, 'symbol' | 'leverages' | 'lever_min_share' | 'lever_max_share'>,
): RememberedSize | null {
  const user = isRecord(store) ? store[String(userId)] : undefined;
  const entry = isRecord(user) ? user[pair.symbol] : undefined;
  if (!isRecord(entry)) return null;
  const { leverage, sizeMode, lots, cost, percent } = entry;
  if (typeof leverage !== 'number' || !pair.leverages.includes(leverage)) return null;
  if (!SIZE_MODES.includes(sizeMode as SizeMode)) return null;
  const bounds = lotBounds(pair);
  const lotCount = Number(lots);
  if (typeof lots !== 'string' || !Number.isInteger(lotCount)) return null;
  if (lotCount < bounds.min || lotCount > bounds.max) return null;
  const share = PERCENT_STEPS.find((step) => step === percent) ?? null;
  return {
    leverage,
    sizeMode: sizeMode as SizeMode,
    lots,
    cost: typeof cost === 'string' ? cost : '',
    percent: share,
  };
}

/** The store with `values` remembered as the last order of `userId` on `symbol`. */
export function remember(
  store: unknown,
  userId: number,
  symbol: string,
  values: OrderFormValues,
): RememberedStore {
  const all: RememberedStore = isRecord(store) ? (store as RememberedStore) : {};
  const key = String(userId);
  return {
    ...all,
    [key]: {
      ...(isRecord(all[key]) ? all[key] : {}),
      [symbol]: {
        leverage: values.leverage ?? 0,
        sizeMode: values.sizeMode ?? 'lots',
        lots: values.lots,
        cost: values.cost ?? '',
        percent: values.percent ?? null,
      },
    },
  };
}

/** Did an edit change the leverage or the stake? Then the remembered ones no longer apply. */
export function changesSize(before: OrderFormValues, after: OrderFormValues): boolean {
  return (
    before.leverage !== after.leverage ||
    before.lots !== after.lots ||
    before.sizeMode !== after.sizeMode ||
    before.cost !== after.cost ||
    before.percent !== after.percent
  );
}
