import { Money, type ConvertibleCurrencyView } from '@meridian/contract';

import { compactErrors } from '../../../lib/form';
import { toWireAmount, validateAmount, type WalletFormErrors } from './amount';
import { chooseSide, swapSides } from './sides';

/** A conversion of one coin into another in the exchange account (POST /user/Transfer). */
export interface ConversionFormValues {
  fromId: number | null;
  toId: number | null;
  amount: string;
}

export type ConversionField = 'from' | 'to' | 'amount';

export function swapConversion(values: ConversionFormValues): ConversionFormValues {
  return swapSides(values, 'fromId', 'toId');
}

/** Choosing the coin already on the other side swaps the two instead of making them equal. */
export function chooseConversionCurrency(
  values: ConversionFormValues,
  side: 'fromId' | 'toId',
  currencyId: number,
): ConversionFormValues {
  return chooseSide(values, side, side === 'fromId' ? 'toId' : 'fromId', currencyId);
}

/** The first two coins with a price, e.g. USDT → BTC, so the screen opens ready to quote. */
export function defaultConversionPair(
  list: readonly ConvertibleCurrencyView[],
): Pick<ConversionFormValues, 'fromId' | 'toId'> {
  const usdt = list.find((c) => c.currency_name === 'USDT');
  const from = usdt ?? list[0];
  const to = list.find((c) => c.currency_id !== from?.currency_id);
  return { fromId: from?.currency_id ?? null, toId: to?.currency_id ?? null };
}

export function validateConversion(
  values: ConversionFormValues,
  available: string | null,
): WalletFormErrors<ConversionField> {
  return compactErrors({
    from: values.fromId === null ? 'CURRENCY_REQUIRED' : undefined,
    to:
      values.toId === null
        ? 'CURRENCY_REQUIRED'
        : values.toId === values.fromId
          ? 'SAME_CURRENCY'
          : undefined,
    amount: validateAmount(values.amount, { available }),
  });
}

/**
 * What to ask /user/getTransferFee for: the pair and the amount once both are usable, the pair
 * alone while the amount is still being typed (the rate and fee rate still show), else nothing.
 */
export function quoteRequest(
  values: ConversionFormValues,
): { from_currency_id: number; to_currency_id: number; number?: string } | null {
  if (values.fromId === null || values.toId === null || values.fromId === values.toId) return null;
  const pair = { from_currency_id: values.fromId, to_currency_id: values.toId };
  const amountOk = validateAmount(values.amount) === undefined;
  const number = amountOk ? toWireAmount(values.amount) : null;
  return number ? { ...pair, number } : pair;
}

/** Decimals for a USDT price: more below 1 so small prices keep their digits (0.0421 → 6, 60000 → 2). */
export function pricePrecision(price: string | null): number {
  if (price === null || !Number.isFinite(Number(price))) return 2;
  return new Money(price).lessThan(1) ? 6 : 2;
}
