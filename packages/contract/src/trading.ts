import { z } from 'zod';

import type { Page } from './envelope.js';
import { ErrorCode } from './errors.js';
import { isDecimalString, Money, positiveAmount } from './money.js';
import {
  digitsInt,
  formBooleanSchema,
  idInputSchema,
  idSchema,
  pagingShape,
  type IdInput,
} from './paging.js';

/**
 * Trading: spot (coin trade), futures (lever) and seconds options (PRODUCT-RULES.md §4-§6).
 * Every price here comes from the market feed; every outcome carries the tick that decided it.
 */

// ---- constants -----------------------------------------------------------------------------------

/** Spot: 1 buy, 2 sell. Futures: 1 long, 2 short. Options: 1 up, 2 down. */
export const SIDE = { buy: 1, sell: 2 } as const;
export const DIRECTION = { long: 1, short: 2 } as const;
export const OPTION_DIRECTION = { up: 1, down: 2 } as const;

export const SPOT_STATUS = { trading: 1, done: 2, cancelled: 3 } as const;
export type SpotStatus = (typeof SPOT_STATUS)[keyof typeof SPOT_STATUS];
/**
 * Decimals of every amount a spot order moves (docs/trading/spot.md): what the user pays rounds
 * up to it, what the user receives rounds down, the fee rounds up.
 */
export const SPOT_MONEY_DECIMALS = 8;

/** Futures entry: `status` on submit, 1 market, 0 limit. */
export const LEVER_ENTRY = { limit: 0, market: 1 } as const;
export const LEVER_STATUS = { pending: 0, open: 1, closing: 2, closed: 3, cancelled: 4 } as const;
export type LeverStatus = (typeof LEVER_STATUS)[keyof typeof LEVER_STATUS];
/** `batch_close` type: 0 all, 1 longs only, 2 shorts only. */
export const BATCH_CLOSE = { all: 0, longs: 1, shorts: 2 } as const;

export const CLOSE_REASONS = ['user', 'take_profit', 'stop_loss', 'liquidation'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

export const OPTION_STATUS = { trading: 1, closing: 2, closed: 3 } as const;
export type OptionStatus = (typeof OPTION_STATUS)[keyof typeof OPTION_STATUS];
/** `profit_result`: -1 loss, 0 draw, 1 win. */
export const OPTION_RESULT = { loss: -1, draw: 0, win: 1 } as const;
export type OptionResult = (typeof OPTION_RESULT)[keyof typeof OPTION_RESULT];

/** Page size of the seconds lists (SPEC.md §9). */
export const OPTION_PAGE_SIZE = 5;

/** Settings keys with their defaults (operators may change them; read at the time of use). */
export const TRADING_SETTINGS = {
  /** Risk rate (percent) at or below which every position of the user is liquidated. */
  lever_liquidation_risk_rate: '20',
  /** Overnight fee: share of the notional charged per day at 00:00 UTC. */
  lever_overnight_rate: '0.0005',
  /** '1' options on, '0' off. */
  options_enabled: '1',
} as const;

// ---- wire helpers ----------------------------------------------------------------------------------

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const sideSchema = digitsInt().pipe(
  z.union([z.literal(1), z.literal(2)], { message: ErrorCode.PARAMETER_ERROR }),
);
/**
 * A price on the wire: positive decimal string, at most 18 decimals and at most 15 integer digits
 * (MAX_INTEGER_DIGITS in money.ts: a price is multiplied by lots and lot size into the futures
 * notional, stored in numeric(36, 18) like the price itself), so "1000000000000000" is
 * AMOUNT_TOO_LARGE.
 */
export const priceSchema = positiveAmount(18);
/** An optional price: absent or empty means none. */
const optionalPrice = z.preprocess(blankToUndefined, priceSchema.optional());

// ---- spot ------------------------------------------------------------------------------------------

/**
 * POST /coin/trade: `amount` of the base currency at `target_price` (limit) or, when it is absent
 * or empty, at the platform's quote now (market). `type` 1 buy, 2 sell. Example
 * `{ currency_id: 1, legal_id: 3, type: 1, amount: '0.01', target_price: '60000' }`.
 */
export const coinTradeInputSchema = z.object({
  currency_id: idSchema,
  legal_id: idSchema,
  type: sideSchema,
  amount: positiveAmount(10),
  target_price: optionalPrice,
});
export type CoinTradeInput = z.infer<typeof coinTradeInputSchema>;

/** GET /coin/list: the user's orders, newest first; `status` filters (1 trading, 2 done, 3 cancelled). */
export const coinListInputSchema = z.object({
  ...pagingShape,
  status: z.preprocess(blankToUndefined, digitsInt({ min: 1, max: 3 }).optional()),
  currency_id: z.preprocess(blankToUndefined, idSchema.optional()),
});
export type CoinListInput = z.infer<typeof coinListInputSchema>;

export const orderIdInputSchema = idInputSchema;
export type OrderIdInput = IdInput;

/** The tick an execution used: the feed price and its time (ms). */
export interface TickView {
  price: string;
  time: number;
}

export interface SpotOrderView {
  id: number;
  /** 1 buy, 2 sell. */
  type: 1 | 2;
  symbol: string;
  match_id: number;
  currency_id: number;
  legal_id: number;
  /** 'market' or 'limit'. */
  order_type: 'market' | 'limit';
  /** Limit price; for a market order the price it filled at. */
  target_price: string;
  /** Base amount. */
  trade_amount: string;
  /** Price the order filled at (null until filled). */
  fill_price: string | null;
  /** Quote value at the fill price (null until filled). */
  total: string | null;
  /** Fee on the received side, in `fee_currency`. */
  fee: string | null;
  fee_currency: string;
  fee_rate: string;
  status: SpotStatus;
  /** The feed tick that filled it. */
  tick: TickView | null;
  created_at: number;
  filled_at: number | null;
}

// ---- futures ---------------------------------------------------------------------------------------

/**
 * POST /lever/submit: open a position. `share` lots of the pair's `lot_size`, `multiple` one of
 * the pair's leverages, `status` 1 market or 0 limit (then `target_price` is the entry price: a
 * long must be below the current price, a short above). Optional take-profit / stop-loss.
 */
export const leverSubmitInputSchema = z.object({
  currency_id: idSchema,
  legal_id: idSchema,
  type: sideSchema,
  /**
   * Whole lots in digits. A plain decimal such as "1.5" passes so that the server answers it like
   * any other count out of range (LOTS_INVALID with the pair's {min}-{max}), as it knows the pair.
   */
  share: digitsInt({ passFractions: true }),
  multiple: digitsInt({ min: 1, message: ErrorCode.LEVERAGE_INVALID }),
  status: digitsInt()
    .pipe(z.union([z.literal(0), z.literal(1)], { message: ErrorCode.PARAMETER_ERROR }))
    .default(1),
  target_price: optionalPrice,
  target_profit_price: optionalPrice,
  stop_loss_price: optionalPrice,
});
export type LeverSubmitInput = z.infer<typeof leverSubmitInputSchema>;

/** POST /lever/deal: the user's positions of one pair (or all with no pair), by status, paged. */
export const leverDealInputSchema = z.object({
  ...pagingShape,
  currency_id: z.preprocess(blankToUndefined, idSchema.optional()),
  legal_id: z.preprocess(blankToUndefined, idSchema.optional()),
  /** 0 pending, 1 open (default), 3 closed, 4 cancelled. */
  status: z.preprocess(blankToUndefined, digitsInt({ min: 0, max: 4 }).default(1)),
});
export type LeverDealInput = z.infer<typeof leverDealInputSchema>;

/** POST /lever/my_trade: closed and cancelled positions, newest first. */
export const leverHistoryInputSchema = z.object({ ...pagingShape });

/** POST /lever/setstop: both prices optional; empty clears one. */
export const leverSetStopInputSchema = z.object({
  id: idSchema,
  target_profit_price: optionalPrice,
  stop_loss_price: optionalPrice,
});
export type LeverSetStopInput = z.infer<typeof leverSetStopInputSchema>;

export const leverBatchCloseInputSchema = z.object({
  type: digitsInt().pipe(
    z.union([z.literal(0), z.literal(1), z.literal(2)], { message: ErrorCode.PARAMETER_ERROR }),
  ),
});
export type LeverBatchCloseInput = z.infer<typeof leverBatchCloseInputSchema>;

export interface LeverPositionView {
  id: number;
  /** 1 long, 2 short. */
  type: 1 | 2;
  symbol: string;
  match_id: number;
  share: number;
  lot_size: string;
  multiple: number;
  /** 1 market, 0 limit entry. */
  entry: 0 | 1;
  /** Limit entry price (null for market entries). */
  target_price: string | null;
  /** Open price (null while a limit entry waits). */
  price: string | null;
  /** Mark: the feed price now (open), or the close price (closed). */
  update_price: string | null;
  target_profit_price: string | null;
  stop_loss_price: string | null;
  /** Margin. */
  caution_money: string;
  trade_fee: string;
  overnight_money: string;
  /** Unrealised P/L while open, realised once closed. */
  profits: string;
  /** Estimated liquidation price (null when not open or when no price can liquidate it). */
  liquidation_price: string | null;
  status: LeverStatus;
  close_reason: CloseReason | null;
  close_price: string | null;
  open_tick: TickView | null;
  close_tick: TickView | null;
  /** Created (ms). */
  created_at: number;
  /** Opened (ms), null while pending. */
  transaction_time: number | null;
  closed_at: number | null;
}

/** The lever account and its risk (POST /lever/dealall, socket `lever_trade`). */
export interface LeverAccountView {
  /** Lever account USDT available. */
  available: string;
  /** Sum of margins of open positions. */
  total_margin: string;
  /** Margin frozen by pending limit entries (plus their fee). */
  pending_margin: string;
  total_profits: string;
  /** Percent, e.g. "153.2"; null with no open position. */
  risk_rate: string | null;
  /** Liquidation at or below this risk rate (percent). */
  liquidation_risk_rate: string;
  overnight_rate: string;
}

export interface LeverTradeEvent {
  account: LeverAccountView;
  positions: LeverPositionView[];
}

/**
 * POST /lever/deal: a page of positions plus the lever account, in one answer, e.g.
 * `{ account: {…}, data: [{…}], current_page: 1, per_page: 10, total: 1, last_page: 1 }`.
 */
export interface LeverDealView extends Page<LeverPositionView> {
  account: LeverAccountView;
}

/** POST /lever/batch_close: how many positions closed and each of them, closed. */
export interface LeverBatchCloseView {
  closed: number;
  positions: LeverPositionView[];
}

export interface LeverClosedEvent {
  position: LeverPositionView;
}

// ---- options ---------------------------------------------------------------------------------------

export interface OptionDurationView {
  id: number;
  seconds: number;
  /** e.g. "0.85" = 85 %: a win pays stake x (1 + ratio). */
  profit_ratio: string;
  min_amount: string;
  max_amount: string;
  /** Fee rate on the stake, charged at submission ("0" none). */
  fee_rate: string;
}

export interface PayableCurrencyView {
  id: number;
  name: string;
  /** Options account available. */
  available: string;
}

/** POST /microtrade/submit, e.g. `{ match_id: 1, currency_id: 3, type: 1, seconds: 60, number: '100' }`. */
export const microSubmitInputSchema = z.object({
  match_id: idSchema,
  currency_id: idSchema,
  type: sideSchema,
  seconds: digitsInt({ min: 1, max: 86_400 }),
  number: positiveAmount(8),
});
export type MicroSubmitInput = z.infer<typeof microSubmitInputSchema>;

/** GET /microtrade/lists: `status` 1 trading, 3 closed (absent: all); page size 5 by default. */
export const microListInputSchema = z.object({
  page: pagingShape.page,
  limit: digitsInt({ min: 1, max: 50 }).default(OPTION_PAGE_SIZE),
  match_id: z.preprocess(blankToUndefined, idSchema.optional()),
  status: z.preprocess(blankToUndefined, digitsInt({ min: 1, max: 3 }).optional()),
});
export type MicroListInput = z.infer<typeof microListInputSchema>;

export interface OptionOrderView {
  id: number;
  /** 1 up, 2 down. */
  type: 1 | 2;
  symbol: string;
  match_id: number;
  currency_id: number;
  currency_name: string;
  seconds: number;
  /** Stake. */
  number: string;
  fee: string;
  profit_ratio: string;
  open_price: string;
  /** Time of the open tick (ms). */
  open_time: number;
  end_price: string | null;
  /** Time of the tick that decided it (ms). */
  end_time: number | null;
  /** +stake x ratio, 0 or -stake once settled; null before. */
  fact_profits: string | null;
  status: OptionStatus;
  /** Null while open, and for a voided order. */
  profit_result: OptionResult | null;
  /**
   * Set when no feed tick within the price tolerance of the expiry existed (a feed outage): the
   * order was voided and its stake and fee refunded, never settled on a stale price.
   */
  void_reason: OptionVoidReason | null;
  created_at: number;
  /** Expiry instant (ms). */
  handled_at: number;
}

/** Why an option was voided: `no_price_at_expiry`. */
export type OptionVoidReason = 'no_price_at_expiry';

export type OptionSettledEvent = OptionOrderView;

/** An option duration as operators see it: also its display order and whether users may pick it. */
export interface AdminOptionDurationView extends OptionDurationView {
  sort: number;
  enabled: boolean;
}

/** A fee rate: a decimal from 0 up to (not including) 1, at most 8 decimals, e.g. "0.002". */
const feeRateSchema = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  z.string().refine((v) => isDecimalString(v, 8) && new Money(v).lessThan(1), {
    message: ErrorCode.PARAMETER_ERROR,
    abort: true,
  }),
);
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

/**
 * POST /api/admin/option-durations/save: without `id` a new duration (seconds, profit_ratio,
 * min_amount and max_amount required); with `id` the fields given replace the duration's,
 * the others stay. Orders already placed keep the ratio they were placed at. Example
 * `{ seconds: 5, profit_ratio: '0.8', min_amount: '10', max_amount: '1000' }`.
 */
export const adminOptionDurationSaveInputSchema = z.object({
  id: optional(idSchema),
  seconds: optional(digitsInt({ min: 1, max: 86_400 })),
  /**
   * At most 10 (1000 %). The ratio check reads the value as a number, so it must only run on a
   * value `positiveAmount` accepted: its checks abort (zod 4 otherwise runs a chained refine after
   * a failed one, and `new Money('abc')` throws: a 500 instead of PARAMETER_ERROR, issue #11).
   */
  profit_ratio: optional(
    positiveAmount(8).refine((v) => new Money(v).lessThanOrEqualTo(10), {
      message: ErrorCode.PARAMETER_ERROR,
      abort: true,
    }),
  ),
  min_amount: optional(positiveAmount(8)),
  max_amount: optional(positiveAmount(8)),
  fee_rate: optional(feeRateSchema),
  sort: optional(digitsInt({ min: 0, max: 1_000_000 })),
  enabled: optional(formBooleanSchema),
});
export type AdminOptionDurationSaveInput = z.infer<typeof adminOptionDurationSaveInputSchema>;

/** Is `value` a decimal string with at most `decimals` places (for prices typed into forms)? */
export const isPriceString = (value: string, decimals = 18) => isDecimalString(value, decimals);
