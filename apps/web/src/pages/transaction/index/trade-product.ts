import type { QuotationView } from '@meridian/contract';

import { optionPairs } from '../../../features/options/model/order-form';
import { spotPairs } from '../../../features/spot/model/pairs';
import { readStorage, WEB_STORAGE_KEYS, writeStorage } from '../../../lib/storage';

/** The products of the trade tab, in the order of its switch. */
export const TRADE_PRODUCTS = ['spot', 'futures', 'options'] as const;
export type TradeProduct = (typeof TRADE_PRODUCTS)[number];

/** The tab's product before the user has chosen one: what the tab showed before it had three. */
export const DEFAULT_PRODUCT: TradeProduct = 'options';

export function parseProduct(value: string | null | undefined): TradeProduct | null {
  return (TRADE_PRODUCTS as readonly string[]).includes(value ?? '')
    ? (value as TradeProduct)
    : null;
}

/** Whose choice it is: the user's id, or "guest" before login. */
export const productOwner = (userId: number | null | undefined): string =>
  userId === null || userId === undefined ? 'guest' : String(userId);

type Remembered = Record<string, TradeProduct>;

function remembered(): Remembered {
  const value = readStorage<unknown>(WEB_STORAGE_KEYS.tradeProduct);
  return value !== null && typeof value === 'object' ? (value as Remembered) : {};
}

/** The product `owner` last chose on this device, or null. */
export function rememberedProduct(owner: string): TradeProduct | null {
  return parseProduct(remembered()[owner]);
}

export function rememberProduct(owner: string, product: TradeProduct): void {
  const all = remembered();
  if (all[owner] === product) return;
  writeStorage(WEB_STORAGE_KEYS.tradeProduct, { ...all, [owner]: product });
}

/** The product to show: the address's, else the one remembered for the owner, else the default. */
export function chooseProduct(param: string | null, owner: string): TradeProduct {
  return parseProduct(param) ?? rememberedProduct(owner) ?? DEFAULT_PRODUCT;
}

/** The pairs `product` trades. */
export function productPairs(
  product: TradeProduct,
  rows: readonly QuotationView[] | undefined,
): QuotationView[] {
  if (product === 'spot') return spotPairs(rows);
  if (product === 'options') return optionPairs(rows);
  return (rows ?? []).filter((row) => row.open_lever);
}

/**
 * The pair to keep when switching to `product`: `symbol` where that product trades it, else
 * none (the product opens on its own default pair).
 */
export function pairOnSwitch(
  product: TradeProduct,
  rows: readonly QuotationView[] | undefined,
  symbol: string | null,
): string | undefined {
  const wanted = symbol?.trim().toUpperCase().replace(/[-_]/g, '/');
  if (!wanted) return undefined;
  return productPairs(product, rows).some((row) => row.symbol === wanted) ? wanted : undefined;
}
