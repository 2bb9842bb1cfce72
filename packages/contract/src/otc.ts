import { z } from 'zod';

import { FIATS } from './constants.js';
import { ErrorCode } from './errors.js';
import { positiveAmount } from './money.js';
import { formBooleanSchema, idSchema, pagingShape } from './paging.js';
import {
  OTC_COINS,
  OTC_DEFAULT_WINDOW_MINUTES,
  OTC_FIAT_DECIMALS,
  OTC_MAX_PREMIUM_PCT,
  OTC_MAX_WINDOW_MINUTES,
  OTC_MIN_WINDOW_MINUTES,
  OTC_ORDER_STATUSES,
  OTC_QUANTITY_DECIMALS,
  OTC_SIDES,
  type OtcCoin,
  type OtcOrderStatus,
  type OtcSide,
} from './rules/otc.js';

/*
 * OTC / P2P trading with escrow (issue #19 items 1 and 2, PRODUCT-RULES.md §10): merchants (KYC
 * level 2, approved by an operator) post ads; a taker opens an order on one, which moves the
 * seller's coins into escrow by a ledger posting; the buyer pays outside the platform and marks
 * it paid; the seller releases with the pay password, or an operator decides an appeal. The
 * maths lives in rules/otc.ts (`otcRules`).
 */

export {
  OTC_COINS,
  OTC_ORDER_STATUSES,
  OTC_SIDES,
  type OtcCoin,
  type OtcOrderStatus,
  type OtcSide,
};

/** How a buyer may pay; each method's details are the merchant's named fields. */
export const OTC_PAY_METHODS = ['bank', 'alipay', 'wechat', 'paypal', 'wise', 'cash'] as const;
export type OtcPayMethod = (typeof OTC_PAY_METHODS)[number];
export const OTC_MERCHANT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type OtcMerchantStatus = (typeof OTC_MERCHANT_STATUSES)[number];
/** Why an order was cancelled: the buyer, the window's end, or an operator's appeal decision. */
export const OTC_CANCEL_REASONS = ['buyer', 'timeout', 'appeal'] as const;
export type OtcCancelReason = (typeof OTC_CANCEL_REASONS)[number];

const trimmed = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ message: ErrorCode.PARAMETER_ERROR })
      .min(min, ErrorCode.PARAMETER_ERROR)
      .max(max, ErrorCode.PARAMETER_ERROR),
  );

/** One way to pay an ad's seller: method, account and holder's name (1-120 characters each). */
export const otcPaymentSchema = z.object({
  method: z.enum(OTC_PAY_METHODS),
  account: trimmed(1, 120),
  name: trimmed(1, 120),
});
export type OtcPayment = z.infer<typeof otcPaymentSchema>;

/** A JSON list on the wire, as forms send structured fields. */
const jsonList = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    },
    z.array(item).min(1, ErrorCode.PARAMETER_ERROR).max(5, ErrorCode.PARAMETER_ERROR),
  );

const premiumSchema = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  z
    .string()
    .regex(/^-?\d{1,2}(\.\d{1,2})?$/, ErrorCode.PARAMETER_ERROR)
    .refine((v) => Math.abs(Number(v)) <= OTC_MAX_PREMIUM_PCT, ErrorCode.PARAMETER_ERROR),
);

/**
 * POST /otc/ad: a merchant's ad. `price_type` fixed takes `price` (fiat per coin); floating takes
 * `premium` (percent over the feed price in that fiat, -20 to 20). `min_total` ≤ `max_total` in
 * the fiat; `quantity` of the coin on offer; `payments` as a JSON list.
 */
export const otcAdInputSchema = z
  .object({
    side: z.enum(OTC_SIDES),
    coin: z.enum(OTC_COINS),
    fiat: z.enum(FIATS),
    price_type: z.enum(['fixed', 'floating']),
    price: positiveAmount(OTC_FIAT_DECIMALS).optional(),
    premium: premiumSchema.optional(),
    quantity: positiveAmount(OTC_QUANTITY_DECIMALS),
    min_total: positiveAmount(OTC_FIAT_DECIMALS),
    max_total: positiveAmount(OTC_FIAT_DECIMALS),
    window_minutes: z.coerce
      .number({ message: ErrorCode.PARAMETER_ERROR })
      .int(ErrorCode.PARAMETER_ERROR)
      .min(OTC_MIN_WINDOW_MINUTES, ErrorCode.PARAMETER_ERROR)
      .max(OTC_MAX_WINDOW_MINUTES, ErrorCode.PARAMETER_ERROR)
      .default(OTC_DEFAULT_WINDOW_MINUTES),
    payments: jsonList(otcPaymentSchema),
    remark: trimmed(0, 300).optional(),
  })
  .refine((v) => (v.price_type === 'fixed' ? v.price !== undefined : v.premium !== undefined), {
    path: ['price'],
    message: ErrorCode.PARAMETER_ERROR,
  })
  .refine((v) => Number(v.min_total) <= Number(v.max_total), {
    path: ['min_total'],
    message: ErrorCode.OTC_BOUNDS_INVALID,
  });
export type OtcAdInput = z.infer<typeof otcAdInputSchema>;

/** POST /otc/ad/status: an own ad on or off sale. */
export const otcAdStatusInputSchema = z.object({ id: idSchema, online: formBooleanSchema });
export type OtcAdStatusInput = z.infer<typeof otcAdStatusInputSchema>;

/** GET /otc/ads: ads on sale by side, coin and fiat (and payment method), best price first. */
export const otcAdsInputSchema = z.object({
  ...pagingShape,
  side: z.enum(OTC_SIDES),
  coin: z.enum(OTC_COINS),
  fiat: z.enum(FIATS),
  method: z.enum(OTC_PAY_METHODS).optional(),
});
export type OtcAdsInput = z.infer<typeof otcAdsInputSchema>;

/** POST /otc/order: `quantity` of the coin, or its worth `total` in the ad's fiat. */
export const otcOrderInputSchema = z
  .object({
    ad_id: idSchema,
    quantity: positiveAmount(OTC_QUANTITY_DECIMALS).optional(),
    total: positiveAmount(OTC_FIAT_DECIMALS).optional(),
    /** The price the screen (a quick-buy quote) showed: the order opens at it or is refused. */
    price: positiveAmount(OTC_FIAT_DECIMALS).optional(),
  })
  .refine((v) => (v.quantity === undefined) !== (v.total === undefined), {
    path: ['quantity'],
    message: ErrorCode.PARAMETER_ERROR,
  });
export type OtcOrderInput = z.infer<typeof otcOrderInputSchema>;

/** GET /otc/quick: quick buy's quote, the best ad for `quantity` (or `total` of `fiat`). */
export const otcQuickInputSchema = z
  .object({
    side: z.enum(['buy', 'sell']).default('buy'),
    coin: z.enum(OTC_COINS),
    fiat: z.enum(FIATS),
    quantity: positiveAmount(OTC_QUANTITY_DECIMALS).optional(),
    total: positiveAmount(OTC_FIAT_DECIMALS).optional(),
  })
  .refine((v) => (v.quantity === undefined) !== (v.total === undefined), {
    path: ['quantity'],
    message: ErrorCode.PARAMETER_ERROR,
  });
export type OtcQuickInput = z.infer<typeof otcQuickInputSchema>;

export const otcOrderIdInputSchema = z.object({ id: idSchema });
export type OtcOrderIdInput = z.infer<typeof otcOrderIdInputSchema>;
/** POST /otc/order/paid: the name the payment was made in. */
export const otcPaidInputSchema = z.object({ id: idSchema, payer_name: trimmed(1, 60) });
export type OtcPaidInput = z.infer<typeof otcPaidInputSchema>;
export const otcReleaseInputSchema = z.object({ id: idSchema, pay_password: z.string().min(1) });
export type OtcReleaseInput = z.infer<typeof otcReleaseInputSchema>;
/** POST /otc/order/appeal: why, in writing. */
export const otcAppealInputSchema = z.object({ id: idSchema, reason: trimmed(5, 500) });
export type OtcAppealInput = z.infer<typeof otcAppealInputSchema>;
/** GET /otc/orders: the caller's orders as buyer or seller, newest first. */
export const otcOrdersInputSchema = z.object({
  ...pagingShape,
  status: z.enum(['active', 'done']).optional(),
});
export type OtcOrdersInput = z.infer<typeof otcOrdersInputSchema>;

/** POST /admin/otc/merchants/decide: approve or reject an application, with a reason. */
export const adminOtcMerchantDecideInputSchema = z.object({
  user_id: idSchema,
  approve: formBooleanSchema,
  reason: trimmed(1, 500),
});
export type AdminOtcMerchantDecideInput = z.infer<typeof adminOtcMerchantDecideInputSchema>;
/** POST /admin/otc/orders/decide: an appeal's outcome with the written reason both sides see. */
export const adminOtcAppealDecideInputSchema = z.object({
  id: idSchema,
  outcome: z.enum(['release', 'return']),
  reason: trimmed(5, 500),
});
export type AdminOtcAppealDecideInput = z.infer<typeof adminOtcAppealDecideInputSchema>;
export const adminOtcListInputSchema = z.object({ ...pagingShape });
export type AdminOtcListInput = z.infer<typeof adminOtcListInputSchema>;

/** A merchant's published numbers (real: from their finished orders). */
export interface OtcMerchantStatsView {
  orders: number;
  completion_rate: string | null;
  avg_release_seconds: number | null;
}

export interface OtcMerchantView extends OtcMerchantStatsView {
  user_id: number;
  name: string;
  status: OtcMerchantStatus;
  reason: string | null;
  applied_at: number;
  decided_at: number | null;
}

export interface OtcAdView {
  id: number;
  side: OtcSide;
  coin: OtcCoin;
  fiat: string;
  price_type: 'fixed' | 'floating';
  premium: string | null;
  /** The price now: fixed, or the floating one from the live feed (null: no price). */
  price: string | null;
  quantity: string;
  available: string;
  min_total: string;
  max_total: string;
  window_minutes: number;
  payments: OtcPayment[];
  remark: string;
  online: boolean;
  merchant: { user_id: number; name: string } & OtcMerchantStatsView;
  created_at: number;
}

export interface OtcOrderView {
  id: number;
  ad_id: number;
  /** The caller's part in it. */
  role: 'buyer' | 'seller';
  coin: OtcCoin;
  fiat: string;
  price: string;
  quantity: string;
  total: string;
  status: OtcOrderStatus;
  buyer: { user_id: number; name: string };
  seller: { user_id: number; name: string };
  /** The seller's payment details: shown to the buyer while paying. */
  payments: OtcPayment[];
  payer_name: string | null;
  /** Whether the payer name matches the buyer's verified name (null: no verified name). */
  payer_name_matches: boolean | null;
  deadline_at: number;
  paid_at: number | null;
  released_at: number | null;
  cancelled_at: number | null;
  cancel_reason: OtcCancelReason | null;
  appeal: {
    by: 'buyer' | 'seller';
    reason: string;
    at: number;
    outcome: 'release' | 'return' | null;
    decision: string | null;
    decided_at: number | null;
  } | null;
  created_at: number;
}

export interface OtcQuickView {
  ad: OtcAdView;
  quantity: string;
  total: string;
  price: string;
  /** The quote holds until then (ms); confirming sends `price`, refused if it has moved. */
  expires_at: number;
}

/** How long a quick-buy quote is shown for confirmation before it is fetched again. */
export const OTC_QUOTE_HOLD_MS = 30_000;
