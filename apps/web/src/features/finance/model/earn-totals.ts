import { Money, type EarnAmount, type EarnProductSummary } from '@meridian/contract';

/**
 * The finance tab's totals: the products' amounts added per currency (never converted, so no
 * rate can make them look larger), in the order each currency first appears.
 */
export function sumByCurrency(amounts: readonly EarnAmount[]): EarnAmount[] {
  const totals = new Map<string, Money>();
  for (const { currency, amount } of amounts) {
    totals.set(currency, (totals.get(currency) ?? new Money(0)).plus(amount));
  }
  return [...totals].map(([currency, total]) => ({ currency, amount: total.toFixed() }));
}

export interface EarnTotals {
  active: number;
  held: EarnAmount[];
  earned: EarnAmount[];
}

/** Everything the user holds and has earned across the earn products. */
export function earnTotals(products: readonly EarnProductSummary[]): EarnTotals {
  return {
    active: products.reduce((count, p) => count + p.active, 0),
    held: sumByCurrency(products.flatMap((p) => p.held)),
    earned: sumByCurrency(products.flatMap((p) => p.earned)),
  };
}
