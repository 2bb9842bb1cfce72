/*
 * Up/down colours (PRODUCT-RULES.md §11). In a module without zod: the web's entry reads them at
 * start, and a module with schemas would bring all of zod into the first download.
 */

/**
 * Which colour a rise is drawn in: green-up as most markets write it, or red-up as mainland China
 * and Hong Kong do.
 */
export const PRICE_COLOURS = ['green-up', 'red-up'] as const;
export type PriceColours = (typeof PRICE_COLOURS)[number];

/** The colours a user gets until they choose: red-up for zh and hk, green-up for the others. */
export function defaultPriceColours(language: string): PriceColours {
  return language === 'zh' || language === 'hk' ? 'red-up' : 'green-up';
}
