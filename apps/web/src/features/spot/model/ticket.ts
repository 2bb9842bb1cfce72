import { Money, SIDE } from '@meridian/contract';

import {
  amountForTotal,
  estimateOrder,
  executionPrice,
  initialLimitPrice,
  validateSpotOrder,
  validateTotal,
  type FillQuote,
  type OrderEstimate,
  type OrderKind,
  type SpotAvailable,
  type SpotFormErrors,
  type SpotFormValues,
  type SpotPair,
  type SpotSide,
  type SpotSizeMode,
} from './spot-form';

/**
 * The spot ticket as plain functions (STYLE.md "Screen flow", dYdX's bonsai forms): a reducer
 * over what the user did, `summarise` for what the screen shows, and `validate` for the error
 * keys. The figures are model/spot-form.ts's, which use the contract's `quoteRules` and
 * `spotRules`; nothing here computes money of its own.
 */

export interface SpotTicketState {
  values: SpotFormValues;
  /** What the last submit found; any edit clears it. */
  errors: SpotFormErrors;
  /** The percentage shortcut that set the amount, until the amount changes otherwise. */
  percent: number | null;
  /** The user typed a price: it is never replaced by the feed price after that. */
  priceTouched: boolean;
}

export type SpotTicketAction =
  /** `limitPrice` is the resting price on the new side, used while the price is untouched. */
  | { type: 'side'; side: SpotSide; limitPrice: string }
  | { type: 'kind'; kind: OrderKind }
  | { type: 'price'; price: string }
  | { type: 'amount'; amount: string }
  | { type: 'sizeMode'; sizeMode: SpotSizeMode }
  | { type: 'total'; total: string }
  /**
   * A percentage shortcut: `amount` is that share of what the order can spend, and `total`
   * (in the total mode) what it comes to.
   */
  | { type: 'percent'; percent: number; amount: string; total?: string }
  /** The first feed price is known: an empty, untouched limit price starts at it. */
  | { type: 'prefill'; price: string }
  | { type: 'checked'; errors: SpotFormErrors }
  /** The server took the order: the amount goes, side, kind and price stay. */
  | { type: 'placed' };

/** What the ticket depends on besides the user. */
export interface SpotMarket {
  pair: SpotPair;
  /** The platform's quote now (market orders fill at it); null while unknown. */
  quote: FillQuote | null;
  /** The feed price now: a limit order must rest below (buy) or above (sell) it. */
  feedPrice: string | null;
  /** Exchange-account balances; null while unknown (or for a visitor). */
  available: SpotAvailable;
}

export interface SpotTicketSummary {
  isBuy: boolean;
  /** The price the order is expected to fill at (the limit, or the quote's ask or bid). */
  price: string | null;
  estimate: OrderEstimate;
  /** What the order spends from: the quote balance for a buy, the base balance for a sell. */
  spendable: string | null;
  spendCoin: string;
  /** The base amount the order sends (in the total mode, what the total buys or sells). */
  amount: string;
}

/** A limit buy with no amount, its price one step below the feed price (when known). */
export function initialTicket(
  feedPrice: string | null,
  pair: Pick<SpotPair, 'price_precision'>,
): SpotTicketState {
  return {
    values: {
      side: SIDE.buy,
      kind: 'limit',
      price: initialLimitPrice(feedPrice, pair.price_precision),
      amount: '',
    },
    errors: {},
    percent: null,
    priceTouched: false,
  };
}

/** Any edit clears the errors of the last submit and, unless it is one, the percentage. */
function edited(state: SpotTicketState, values: Partial<SpotFormValues>): SpotTicketState {
  return { ...state, values: { ...state.values, ...values }, errors: {}, percent: null };
}

export function ticketReducer(state: SpotTicketState, action: SpotTicketAction): SpotTicketState {
  switch (action.type) {
    case 'side':
      return edited(state, {
        side: action.side,
        ...(state.priceTouched ? {} : { price: action.limitPrice }),
      });
    case 'kind':
      return edited(state, { kind: action.kind });
    case 'price':
      return { ...edited(state, { price: action.price }), priceTouched: true };
    case 'amount':
      return edited(state, { amount: action.amount });
    case 'sizeMode':
      return edited(state, { sizeMode: action.sizeMode });
    case 'total':
      return edited(state, { total: action.total });
    case 'percent':
      return {
        ...edited(state, {
          amount: action.amount,
          ...(action.total === undefined ? {} : { total: action.total }),
        }),
        percent: action.percent,
      };
    case 'prefill':
      if (state.priceTouched || state.values.price !== '' || action.price === '') return state;
      return { ...state, values: { ...state.values, price: action.price } };
    case 'checked':
      return { ...state, errors: action.errors };
    case 'placed':
      return { ...state, values: { ...state.values, amount: '', total: '' }, percent: null };
  }
}

/**
 * The limit price the ticket should start at now, or null when it has one: an empty price the
 * user has not touched starts one step on the resting side of the first feed price known.
 */
export function prefillPrice(state: SpotTicketState, market: SpotMarket): string | null {
  if (state.priceTouched || state.values.price !== '' || market.feedPrice === null) return null;
  return (
    initialLimitPrice(market.feedPrice, market.pair.price_precision, state.values.side) || null
  );
}

/**
 * What the ticket shows before the button: the price it expects, the estimated total, fee and
 * amount received (fee on the received side, as the server settles), and what it spends from.
 * E.g. a buy of 0.01 BTC at the ask 65032.5 with fee rate 0.001 costs 650.325 USDT and receives
 * 0.00999 BTC.
 */
export function summarise(state: SpotTicketState, market: SpotMarket): SpotTicketSummary {
  const { pair, quote, available } = market;
  const values = orderValues(state, market);
  const isBuy = values.side === SIDE.buy;
  return {
    isBuy,
    price: executionPrice(values, quote),
    estimate: estimateOrder(values, pair, quote),
    spendable: isBuy ? available.quote : available.base,
    spendCoin: isBuy ? pair.legal_name : pair.currency_name,
    amount: values.amount,
  };
}

/**
 * The values the order is sent with. In the total mode the amount is what the total buys (or
 * sells) at the expected price, rounded down to the pair's precision, unless a percentage set
 * it (then it is that share exactly). E.g. a total of 250 USDT at the ask 65032.5 → 0.003844 BTC.
 */
export function orderValues(state: SpotTicketState, market: SpotMarket): SpotFormValues {
  const { values } = state;
  if (values.sizeMode !== 'total' || state.percent !== null) return values;
  const price = executionPrice(values, market.quote);
  const amount = amountForTotal(values.total ?? '', price, market.pair.amount_precision);
  return { ...values, amount: amount ?? '' };
}

/**
 * The error keys of the ticket (`spot.errors.*`): the limit price must be a number with the
 * pair's decimals that rests (a buy below the feed price, a sell above); the amount must be a
 * number with the pair's decimals that receives something after the fee and fits the balance.
 */
export function validate(state: SpotTicketState, market: SpotMarket): SpotFormErrors {
  const values = orderValues(state, market);
  const byTotal = values.sizeMode === 'total';
  const total = byTotal && state.percent === null ? validateTotal(values.total ?? '') : undefined;
  const errors = validateSpotOrder(values, market.pair, {
    available: market.available,
    quote: market.quote,
    feedPrice: market.feedPrice,
  });
  if (!byTotal) return errors;
  // By total, what is wrong with the amount is said of the total the user typed.
  const { amount, ...rest } = errors;
  if (total) return { ...rest, total };
  if (values.amount !== '' && new Money(values.amount).isZero())
    return { ...rest, total: 'TOTAL_TOO_SMALL' };
  // A valid total without an amount means no price yet: a typed limit price's own error says so.
  const moved =
    amount === 'AMOUNT_REQUIRED' ? (rest.price ? undefined : 'PRICE_UNAVAILABLE') : amount;
  return moved ? { ...rest, total: moved } : rest;
}
