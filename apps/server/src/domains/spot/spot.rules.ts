import type { Decimal } from 'decimal.js';

import { Money, SIDE, spotRules } from '@meridian/contract';

/**
 * The ledger legs of spot orders: server-only. The money of a fill (total, fee, what is paid and
 * received) is shared with the H5 app: `spotRules` in @meridian/contract.
 */

/** Money's rounding (half-up) at a precision no product of two numeric(36,18) values can exceed. */
const Exact = Money.clone({ precision: 60 });

type Value = Decimal.Value;
type Fill = spotRules.Fill;
const { plain } = spotRules;

export interface SpotLeg {
  holder: { userId: number; accountType: 2 } | { house: 'exchange' | 'fees' };
  currencyId: number;
  available?: string;
  frozen?: string;
}

const negate = (v: Value) => new Exact(v).negated().toFixed();

/**
 * The ledger legs of a fill in the change account (2), against the house `exchange`, fee to
 * `fees`. `fromFrozen`: the paid side comes out of the order's frozen funds (a limit order)
 * rather than the available balance (a market order). Sums to zero per currency.
 */
export function fillLegs(input: {
  userId: number;
  type: number;
  baseId: number;
  quoteId: number;
  fill: Fill;
  fromFrozen: boolean;
}): SpotLeg[] {
  const user = { userId: input.userId, accountType: 2 as const };
  const exchange = { house: 'exchange' as const };
  const fees = { house: 'fees' as const };
  const { fill } = input;
  const [paidId, receivedId] =
    input.type === SIDE.buy ? [input.quoteId, input.baseId] : [input.baseId, input.quoteId];
  // What the house gives: the received amount before the fee (a buy's base amount, a sell's total).
  const gross = new Exact(fill.receive).plus(fill.fee).toFixed();
  return [
    {
      holder: user,
      currencyId: paidId,
      ...(input.fromFrozen ? { frozen: negate(fill.pay) } : { available: negate(fill.pay) }),
    },
    { holder: exchange, currencyId: paidId, available: fill.pay },
    { holder: exchange, currencyId: receivedId, available: negate(gross) },
    { holder: user, currencyId: receivedId, available: fill.receive },
    { holder: fees, currencyId: receivedId, available: fill.fee },
  ];
}

/** Freezing (placement) or releasing (cancel) an order's funds inside the change account. */
export function freezeLegs(
  userId: number,
  currencyId: number,
  amount: Value,
  direction: 'freeze' | 'release',
): SpotLeg[] {
  const user = { userId, accountType: 2 as const };
  const sign = direction === 'freeze' ? negate : plain;
  return [
    {
      holder: user,
      currencyId,
      available: sign(amount),
      frozen: direction === 'freeze' ? plain(amount) : negate(amount),
    },
  ];
}
