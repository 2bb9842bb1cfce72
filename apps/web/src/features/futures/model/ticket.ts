import {
  TRADING_SETTINGS,
  type LeverAccountView,
  type LeverPositionView,
} from '@meridian/contract';

import { holdingOf, previewOrder, type OrderPreview } from './order-preview';
import {
  initialOrderValues,
  parseLots,
  validateOrder,
  type OrderErrors,
  type OrderFormValues,
} from './order-form';
import type { Direction, FuturesPair } from './pair';
import { changesSize, type RememberedSize } from './remembered';
import { sizeOrder, stopPricesOf, type Sizing } from './sizing';

/**
 * The futures ticket as plain functions (STYLE.md "Screen flow", dYdX's bonsai forms): a reducer
 * over what the user did, `summarise` for what the screen shows, and `validate` for the error keys.
 * The figures come from model/order-preview.ts and model/order-form.ts, which use the contract's
 * `futuresRules` and `quoteRules`; nothing here computes money of its own.
 */

export interface FuturesTicketState {
  /** The form as typed; `leverage` stays null until the user picks one (the pair's default shows). */
  values: OrderFormValues;
  /** Set by the first submit: from then on every error shows, not only those of typed fields. */
  submitted: boolean;
  /**
   * The idempotency key of the order on the confirm sheet; null while the sheet is closed. A
   * retry after an unknown outcome sends the same key, so the server opens the position once.
   */
  confirmKey: string | null;
  /** The user (or the page) set the leverage or the stake: a remembered one no longer applies. */
  sized: boolean;
}

export type FuturesTicketAction =
  | { type: 'edit'; values: OrderFormValues }
  /** `confirmKey` is a new key when the form is valid, null when it is not (the errors show). */
  | { type: 'submit'; confirmKey: string | null }
  | { type: 'dismiss' }
  /** The server took the order: the prices go, side, entry, leverage and lots stay. */
  | { type: 'placed' };

/** What the ticket depends on besides the user: the pair and the lever account, live. */
export interface FuturesMarket {
  /** The pair's quotation row; null while unknown. */
  pair: FuturesPair | null;
  /** The lever account (/lever/dealall); null for a visitor or while loading. */
  account: LeverAccountView | null;
  /** Its open and pending positions (/lever/dealall); empty while unknown. */
  positions?: readonly LeverPositionView[];
  /** The lever account's USDT available (the wallet's, else the account's); null while unknown. */
  available: string | null;
  loggedIn: boolean;
  /** The leverage and stake of the user's last order on the pair, until the ticket sets its own. */
  remembered?: RememberedSize | null;
}

/** The order as the confirm sheet repeats it. */
export interface TicketOrder {
  direction: Direction;
  lots: number;
  leverage: number;
  takeProfit: string;
  stopLoss: string;
}

export interface FuturesTicketSummary {
  /** The form with the pair's default leverage filled in. */
  values: OrderFormValues;
  order: TicketOrder;
  /** Null while the pair has no price or the lots, leverage or limit price cannot be priced. */
  preview: OrderPreview | null;
  /** The liquidation risk rate of the account (percent), the setting's default until it is known. */
  threshold: string;
  /** The lots the size mode gives and what they cost; lots null while unknown. */
  sizing: Sizing | null;
  /** Typed ROEs that have no price. */
  roeInvalid: { takeProfit?: true; stopLoss?: true };
}

/** A market long of 1 lot at the pair's default leverage (10x when offered). */
export function initialTicket(pair: Pick<FuturesPair, 'leverages'> | null): FuturesTicketState {
  return { values: initialOrderValues(pair), submitted: false, confirmKey: null, sized: false };
}

export function ticketReducer(
  state: FuturesTicketState,
  action: FuturesTicketAction,
): FuturesTicketState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        values: action.values,
        sized: state.sized || changesSize(state.values, action.values),
      };
    case 'submit':
      return { ...state, submitted: true, confirmKey: action.confirmKey };
    case 'dismiss':
      return { ...state, confirmKey: null };
    case 'placed':
      return {
        values: {
          ...state.values,
          limitPrice: '',
          takeProfit: '',
          stopLoss: '',
          takeProfitRoe: '',
          stopLossRoe: '',
        },
        submitted: false,
        confirmKey: null,
        sized: state.sized,
      };
  }
}

/**
 * The form with its defaults, the order and its preview: what opening costs (margin + fee from
 * the platform quote) and risks (estimated liquidation price and risk rate after opening, for a
 * logged-in user only). E.g. a market long of 1 lot of 0.01 BTC at 10x, feed 65000, spread
 * 0.0005, fee rate 0.001, 100 USDT available: entry 65032.50, margin 65.0325, fee 0.650325,
 * liquidation 56398.18.
 */
export function summarise(state: FuturesTicketState, market: FuturesMarket): FuturesTicketSummary {
  const { pair, account, available, loggedIn } = market;
  // The pair's leverages arrive with the quotations: the default shows once they are known.
  // The last order's leverage and stake show until the ticket has its own.
  const start =
    !state.sized && market.remembered ? { ...state.values, ...market.remembered } : state.values;
  const leverage = start.leverage ?? initialOrderValues(pair).leverage;
  const typed: OrderFormValues = { ...start, leverage };
  // A cost, a share or ROEs become the lots and prices the order sends.
  const sizing = pair ? sizeOrder(typed, pair, loggedIn ? available : null) : null;
  const stops = pair ? stopPricesOf(typed, pair) : null;
  const values: OrderFormValues = {
    ...typed,
    lots:
      !sizing || sizing.mode === 'lots' ? typed.lots : sizing.lots === null ? '' : `${sizing.lots}`,
    takeProfit: stops?.takeProfit ?? typed.takeProfit,
    stopLoss: stops?.stopLoss ?? typed.stopLoss,
  };
  const order: TicketOrder = {
    direction: values.direction,
    lots: parseLots(values.lots) ?? 0,
    leverage: leverage ?? 0,
    takeProfit: values.takeProfit,
    stopLoss: values.stopLoss,
  };
  const preview = pair
    ? previewOrder({
        pair,
        direction: values.direction,
        entry: values.entry,
        limitPrice: values.limitPrice,
        lots: order.lots,
        leverage: order.leverage,
        account:
          loggedIn && account ? { ...account, available: available ?? account.available } : null,
        held:
          loggedIn && pair.now_price !== null
            ? holdingOf(market.positions ?? [], pair.symbol, pair.now_price)
            : null,
      })
    : null;
  const threshold = account?.liquidation_risk_rate ?? TRADING_SETTINGS.lever_liquidation_risk_rate;
  return { values, order, preview, threshold, sizing, roeInvalid: stops?.invalid ?? {} };
}

/**
 * Every error of the ticket by field (keys under `futures.errors.*`): lots, leverage, limit
 * price, take-profit and stop-loss, and `balance` when the lever account cannot pay margin + fee.
 * Nothing while the pair is unknown; the balance only for a logged-in user.
 */
export function validate(
  state: FuturesTicketState,
  market: FuturesMarket,
  summary: FuturesTicketSummary = summarise(state, market),
): OrderErrors {
  if (!market.pair) return {};
  const errors = validateOrder(
    summary.values,
    market.pair,
    market.loggedIn ? market.available : null,
    summary.preview?.cost ?? null,
  );
  // A cost or share too small for one lot says so, rather than "lots out of range".
  if (summary.sizing?.mode !== 'lots' && summary.sizing?.lots === 0) errors.lots = 'SIZE_TOO_SMALL';
  if (summary.roeInvalid.takeProfit) errors.takeProfit = 'ROE_INVALID';
  if (summary.roeInvalid.stopLoss) errors.stopLoss = 'ROE_INVALID';
  return errors;
}

/**
 * The errors to show: before the first submit only those of fields the user has typed in (and
 * lots and leverage, which always hold a value); after it, all of them.
 */
export function visibleErrors(state: FuturesTicketState, errors: OrderErrors): OrderErrors {
  if (state.submitted) return errors;
  const { values } = state;
  const roe = values.stopsMode === 'roe';
  const typed = (text: string | undefined) => !!text?.trim();
  return {
    lots: errors.lots,
    leverage: errors.leverage,
    limitPrice: typed(values.limitPrice) ? errors.limitPrice : undefined,
    takeProfit: typed(roe ? values.takeProfitRoe : values.takeProfit)
      ? errors.takeProfit
      : undefined,
    stopLoss: typed(roe ? values.stopLossRoe : values.stopLoss) ? errors.stopLoss : undefined,
  };
}
