import type { MarketCategory, QuotationView } from '@meridian/contract';

export type SortKey = 'price' | 'change' | 'volume';
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

const valueOf: Record<SortKey, (row: QuotationView) => string | null> = {
  price: (row) => row.now_price,
  change: (row) => row.change,
  volume: (row) => row.volume,
};

/**
 * Rows in the server's `sort` order, or by price, change or volume. Rows without the value (no
 * price yet) go last whichever the direction, so a missing price never ranks as zero.
 */
export function sortQuotations<T extends QuotationView>(
  rows: readonly T[],
  sort: SortState | null,
): T[] {
  const bySort = [...rows].sort((a, b) => a.sort - b.sort);
  if (!sort) return bySort;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return bySort.sort((a, b) => {
    const va = valueOf[sort.key](a);
    const vb = valueOf[sort.key](b);
    if (va === null || vb === null) return va === vb ? 0 : va === null ? 1 : -1;
    return sign * (Number(va) - Number(vb));
  });
}

/** The next state when a column header is tapped: descending, ascending, then back to none. */
export function nextSort(current: SortState | null, key: SortKey): SortState | null {
  if (current?.key !== key) return { key, direction: 'desc' };
  return current.direction === 'desc' ? { key, direction: 'asc' } : null;
}

export function rowsInCategory<T extends QuotationView>(
  rows: readonly T[],
  category: MarketCategory,
): T[] {
  return rows.filter((row) => row.category === category);
}

/** Rows whose symbol or base currency contains `text` (case-insensitive, `-` or `_` for `/`). */
export function searchQuotations<T extends QuotationView>(rows: readonly T[], text: string): T[] {
  const needle = text.trim().toUpperCase().replace(/[-_]/g, '/');
  if (!needle) return [];
  return rows.filter((row) => row.symbol.toUpperCase().includes(needle));
}

/** Replaces the row of the same pair with a newer one (a `daymarket` event); unknown pairs are ignored. */
export function patchQuotation<T extends QuotationView>(
  rows: readonly T[] | undefined,
  update: QuotationView,
): T[] | undefined {
  if (!rows) return rows;
  let changed = false;
  const next = rows.map((row) => {
    if (row.match_id !== update.match_id) return row;
    changed = true;
    // Keep fields only the list has (a favourite's `id`, a hot row's `views`).
    return { ...row, ...update };
  });
  return changed ? next : (rows as T[]);
}

/** True when at least one row has a price: only then do the home quotes show. */
export function hasPrices(rows: readonly QuotationView[] | undefined): boolean {
  return !!rows?.some((row) => row.now_price !== null);
}

/** The first `count` rows by the server's sort order (the home quotes block). */
export function topQuotations(rows: readonly QuotationView[], count = 7): QuotationView[] {
  return sortQuotations(rows, null).slice(0, count);
}
