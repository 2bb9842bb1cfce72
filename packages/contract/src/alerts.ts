import { z } from 'zod';

import { ErrorCode } from './errors.js';
import { Money, positiveAmount } from './money.js';
import { formBooleanSchema, idSchema, pagingShape } from './paging.js';
import type { AlertDirection } from './rules/alerts.js';

export type { AlertDirection };

/**
 * Price alerts and the notifications inbox (#21 item 8): "notify me when BTC/USDT crosses
 * 90,000" or "moves 5 % in 1 h". The engine holds active alerts as price triggers; an alert
 * fires once and writes one notification to its owner's inbox.
 */

/** Active alerts one user may hold at once; one more answers ALERT_LIMIT_REACHED. */
export const MAX_ACTIVE_ALERTS = 50;

export const ALERT_KINDS = ['cross', 'move'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** 1 active (waiting), 2 fired. A deleted alert is gone. */
export const ALERT_STATUS = { active: 1, fired: 2 } as const;
export type AlertStatus = (typeof ALERT_STATUS)[keyof typeof ALERT_STATUS];

/** The smallest and largest move a "moves N % in 1 h" alert accepts. */
export const ALERT_MIN_PERCENT = '0.1';
export const ALERT_MAX_PERCENT = '50';

const percentSchema = positiveAmount(2).refine(
  (v) => new Money(v).gte(ALERT_MIN_PERCENT) && new Money(v).lte(ALERT_MAX_PERCENT),
  { message: ErrorCode.ALERT_PERCENT_RANGE, abort: true },
);

/** A pair symbol as the pair page carries it, e.g. "BTC/USDT". */
const symbolSchema = z
  .string({ message: ErrorCode.PARAMETER_ERROR })
  .trim()
  .regex(/^[A-Z0-9]{1,20}\/[A-Z0-9]{1,20}$/, { message: ErrorCode.PAIR_UNKNOWN });

/**
 * POST /alert/add: `{ symbol: 'BTC/USDT', kind: 'cross', price: '90000' }` (the direction is
 * decided from the price when it is set) or `{ symbol, kind: 'move', percent: '5' }` (either
 * way, within one hour).
 */
export const alertCreateInputSchema = z
  .object({
    symbol: symbolSchema,
    kind: z.enum(ALERT_KINDS, { message: ErrorCode.PARAMETER_ERROR }),
    price: z.preprocess((v) => (v === '' ? undefined : v), positiveAmount(12).optional()),
    percent: z.preprocess((v) => (v === '' ? undefined : v), percentSchema.optional()),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'cross' && v.price === undefined)
      ctx.addIssue({ code: 'custom', path: ['price'], message: ErrorCode.PARAMETER_ERROR });
    if (v.kind === 'move' && v.percent === undefined)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: ErrorCode.PARAMETER_ERROR });
  });
export type AlertCreateInput = z.infer<typeof alertCreateInputSchema>;

/** GET /alert/list: the caller's alerts, optionally of one pair. */
export const alertListInputSchema = z.object({
  ...pagingShape,
  symbol: z.preprocess((v) => (v === '' ? undefined : v), symbolSchema.optional()),
});
export type AlertListInput = z.infer<typeof alertListInputSchema>;

/** GET /alert/list: one of the caller's alerts. */
export interface AlertView {
  id: number;
  symbol: string;
  kind: AlertKind;
  /** Crossing alerts: the target price; null for moves. */
  price: string | null;
  /** Move alerts: the percent; null for crossings. */
  percent: string | null;
  /** Crossing alerts: which way the price must go (from the price when set); null for moves. */
  direction: AlertDirection | null;
  status: AlertStatus;
  /** The feed price when it was set. */
  price_at_set: string;
  /** The tick that fired it (price and time); null while active. */
  fired_price: string | null;
  fired_at: number | null;
  created_at: number;
}

/**
 * Kinds of notifications in the inbox; each is translated on the web from its params. Besides
 * price alerts, the inbox keeps what the platform did on the user's behalf (issue #20 item 5).
 */
export const NOTIFICATION_KINDS = [
  'alert_cross',
  'alert_move',
  'spot_filled',
  'position_opened',
  'position_closed',
  'liquidation_warning',
  'option_settled',
  'deposit_credited',
  'withdrawal_paid',
  'withdrawal_rejected',
  // Crypto loans (#19 item 3): the margin call and the engine's liquidation.
  'loan_margin_call',
  'loan_liquidated',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Params of `alert_cross`: BTC/USDT went above 90000 (fired at 90012.5). */
export interface AlertCrossParams {
  alert_id: number;
  symbol: string;
  direction: AlertDirection;
  target: string;
  price: string;
  tick_time: number;
}

/** Params of `alert_move`: BTC/USDT moved +5.02 % in 1 h (from 60000 to 63012). */
export interface AlertMoveParams {
  alert_id: number;
  symbol: string;
  percent: string;
  /** The signed move that fired it, e.g. "5.02" or "-6". */
  moved: string;
  reference: string;
  /** The time of the recorded tick the reference is; null when it is the price when set. */
  reference_time: number | null;
  price: string;
  tick_time: number;
}

/** Params of `spot_filled`: the spot order that filled. */
export interface SpotFilledParams {
  order_id: number;
  symbol: string;
}

/** Params of `position_opened` and `position_closed` (reason: user, take_profit, stop_loss, liquidation). */
export interface PositionParams {
  position_id: number;
  symbol: string;
  reason?: string;
}

/** Params of `liquidation_warning`: the pair's positions reached the warning risk level. */
export interface LiquidationWarningParams {
  symbol: string;
  warning_price: string;
  liquidation_price: string | null;
}

/** Params of `option_settled`: the option order that settled (its result is on its page). */
export interface OptionSettledParams {
  order_id: number;
  symbol: string;
}

/** Params of `deposit_credited`, `withdrawal_paid` and `withdrawal_rejected`. */
export interface WalletMoveParams {
  id: number;
  currency: string;
  amount: string;
}

/** Params of `loan_margin_call`: the loan's LTV reached 75 % at the tick's price. */
export interface LoanMarginCallParams {
  loan_id: number;
  /** The collateral's coin and its pair. */
  currency: string;
  symbol: string;
  ltv: string;
  price: string;
  tick_time: number;
  liquidation_price: string | null;
}

/** Params of `loan_liquidated`: the engine sold `sold` of the collateral at the tick's price. */
export interface LoanLiquidatedParams {
  loan_id: number;
  currency: string;
  symbol: string;
  price: string;
  tick_time: number;
  debt: string;
  sold: string;
  returned: string;
}

/** GET /notification/list: one notification of the caller. */
export type NotificationView = {
  id: number;
  read: boolean;
  created_at: number;
} & (
  | { kind: 'alert_cross'; params: AlertCrossParams }
  | { kind: 'alert_move'; params: AlertMoveParams }
  | { kind: 'spot_filled'; params: SpotFilledParams }
  | { kind: 'position_opened' | 'position_closed'; params: PositionParams }
  | { kind: 'liquidation_warning'; params: LiquidationWarningParams }
  | { kind: 'option_settled'; params: OptionSettledParams }
  | {
      kind: 'deposit_credited' | 'withdrawal_paid' | 'withdrawal_rejected';
      params: WalletMoveParams;
    }
  | { kind: 'loan_margin_call'; params: LoanMarginCallParams }
  | { kind: 'loan_liquidated'; params: LoanLiquidatedParams }
);

/** GET /notification/list. */
export const notificationListInputSchema = z.object({ ...pagingShape });
export type NotificationListInput = z.infer<typeof notificationListInputSchema>;

/** POST /notification/read: one notification (`id`), or all of them when `id` is absent. */
export const notificationReadInputSchema = z.object({
  id: z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema.optional()),
});
export type NotificationReadInput = z.infer<typeof notificationReadInputSchema>;

/** GET /notification/unread: how many are unread (the dot on the me page). */
export interface NotificationUnreadView {
  count: number;
}

/** The socket event a user's screens hear when a notification arrives. */
export interface NotificationEvent {
  notification: NotificationView;
  unread: number;
}

/**
 * The inbox's switchable categories (issue #20 item 5): what the platform did for the user.
 * Price alerts are not among them: the user set each one, and stops it by deleting it.
 */
export const INBOX_CATEGORIES = ['fills', 'liquidation', 'options', 'wallet'] as const;
export type InboxCategory = (typeof INBOX_CATEGORIES)[number];

/** The category a notification kind belongs to, or null for price alerts (always kept). */
const INBOX_CATEGORY_OF: Record<NotificationKind, InboxCategory | null> = {
  alert_cross: null,
  alert_move: null,
  spot_filled: 'fills',
  position_opened: 'fills',
  position_closed: 'fills',
  liquidation_warning: 'liquidation',
  option_settled: 'options',
  deposit_credited: 'wallet',
  withdrawal_paid: 'wallet',
  withdrawal_rejected: 'wallet',
  loan_margin_call: 'liquidation',
  loan_liquidated: 'liquidation',
};

/**
 * A notification's inbox category, as its push is sorted too: a position closed by liquidation
 * is a liquidation, any other close an order event; price alerts have none (null).
 */
export function inboxCategoryOf(kind: NotificationKind, params: object): InboxCategory | null {
  if (kind === 'position_closed' && (params as { reason?: string }).reason === 'liquidation')
    return 'liquidation';
  return INBOX_CATEGORY_OF[kind];
}

/** POST /notification/settings: one inbox category on or off. */
export const inboxSettingInputSchema = z.object({
  category: z.enum(INBOX_CATEGORIES, { message: ErrorCode.PARAMETER_ERROR }),
  enabled: formBooleanSchema,
});
export type InboxSettingInput = z.infer<typeof inboxSettingInputSchema>;

/** GET and POST /notification/settings: every inbox category's switch (all on until switched). */
export interface InboxSettingsView {
  categories: Record<InboxCategory, boolean>;
}
