import { z } from 'zod';

import { ErrorCode } from './errors.js';
import { localizedTextsSchema, type LocalizedTexts } from './localized-texts.js';
import { positiveAmount } from './money.js';
import { digitsInt, idSchema, pagingShape } from './paging.js';
import type { IeoPhase } from './rules/ieo.js';

/**
 * IEO subscriptions (issue #17 item 3, SPEC.md "IEO", PRODUCT-RULES.md §8): the wire shapes of
 * GET /project, /project/detail, /user/project/order, POST /project/order and the operator's
 * /admin/ieo/* calls. The allocation formula is `ieoRules.allocate` (rules/ieo.ts).
 */

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

/** Token precision offered to operators: 0 to 8 decimals. */
export const IEO_MAX_TOKEN_DECIMALS = 8;

/** An IEO project as users see it. Times are ms since the epoch. */
export interface IeoProjectView {
  id: number;
  name: string;
  /** The token's symbol, e.g. "DEMO"; a currency of that name exists from the listing on. */
  symbol: string;
  token_decimals: number;
  /** Subscription (payment) currency. */
  pay_currency_id: number;
  pay_currency: string;
  /** Issue price in the payment currency per token. */
  price: string;
  total_supply: string;
  /** Per-user cap in tokens. */
  user_cap: string;
  /** Smallest application in tokens. */
  min_amount: string;
  /** Lock period in days after the listing, as the project states it. */
  lock_days: number;
  start_time: number;
  end_time: number;
  listing_time: number;
  white_paper: string;
  website: string;
  /** In the request's language, else English; plain text. */
  description: string;
  phase: IeoPhase;
  /** Tokens applied for by all subscriptions (a real sum). */
  applied_total: string;
  /** Number of subscriptions (a real count). */
  participants: number;
  /** Set once the allocation has run. */
  allocated_at: number | null;
  /** Set once the tokens are credited. */
  listed_at: number | null;
  /**
   * When the tokens unlock (ms): listing + lock_days days, announced before the listing and
   * fixed by it; null without a lock period.
   */
  unlock_time: number | null;
  /** True while listed tokens are credited frozen, waiting for `unlock_time`. */
  locked: boolean;
}

/** `committed` until the allocation, `allocated` (unused payment unfrozen) until the listing, then `listed`. */
export const IEO_ORDER_STATUSES = ['committed', 'allocated', 'listed'] as const;
export type IeoOrderStatus = (typeof IEO_ORDER_STATUSES)[number];

/** One of the caller's subscriptions. */
export interface IeoOrderView {
  id: number;
  project_id: number;
  project_name: string;
  symbol: string;
  pay_currency: string;
  price: string;
  /** Tokens applied for. */
  applied: string;
  /** Payment frozen at subscription: price × applied. */
  paid: string;
  /** Tokens passed by the allocation (null before it). */
  passed: string | null;
  /** What the passed tokens cost (null before the allocation). */
  cost: string | null;
  /** Payment unfrozen by the allocation (null before it). */
  refunded: string | null;
  status: IeoOrderStatus;
  listing_time: number;
  created_at: number;
  allocated_at: number | null;
  listed_at: number | null;
  /** When the passed tokens unlock (ms); null without a lock period (see `IeoProjectView`). */
  unlock_time: number | null;
  /** True while this subscription's tokens are credited frozen. */
  locked: boolean;
}

/** GET /project and GET /user/project/order: `page`, `limit`. */
export const ieoPageInputSchema = z.object(pagingShape);
export type IeoPageInput = z.infer<typeof ieoPageInputSchema>;

/** GET /project/detail, e.g. `{ project_id: '2' }`. */
export const ieoDetailInputSchema = z.object({ project_id: idSchema });
export type IeoDetailInput = z.infer<typeof ieoDetailInputSchema>;

/**
 * POST /project/order, e.g. `{ project_id: 2, amount: '1000', pay_currency: 'USDT', price: '0.05' }`:
 * `amount` tokens at the issue price `price` the user saw (refused as IEO_PRICE_CHANGED if the
 * project's price differs), paid in `pay_currency` (its name or id).
 */
export const ieoOrderInputSchema = z.object({
  project_id: idSchema,
  amount: positiveAmount(IEO_MAX_TOKEN_DECIMALS),
  pay_currency: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.string({ message: ErrorCode.PARAMETER_ERROR }).min(1, ErrorCode.PARAMETER_ERROR).max(20),
  ),
  price: positiveAmount(18),
});
export type IeoOrderInput = z.infer<typeof ieoOrderInputSchema>;

/** A project as the operator sees it: the user's view plus whether it is published. */
export interface AdminIeoProjectView extends Omit<IeoProjectView, 'description'> {
  /** Every language (`{ en, zh, … }`). */
  description: LocalizedTexts;
  published: boolean;
  /** Tokens passed in all, left as dust and unsold (null before the allocation). */
  passed_total: string | null;
  dust: string | null;
  unsold: string | null;
  token_currency_id: number | null;
}

const url = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string()
    .max(500)
    .regex(/^(https:\/\/\S+)?$/, ErrorCode.PARAMETER_ERROR),
);
const timeMs = digitsInt({ min: 0, max: 8_640_000_000_000 });

/**
 * POST /admin/ieo/save: creates a project (no `id`) or edits one before it starts (future terms
 * only; IEO_TERMS_LOCKED afterwards). Times in ms.
 */
export const adminIeoSaveInputSchema = z.object({
  id: optional(idSchema),
  name: optional(z.string().trim().min(1).max(80)),
  symbol: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Z][A-Z0-9]{1,9}$/, ErrorCode.PARAMETER_ERROR),
  ),
  token_decimals: optional(digitsInt({ min: 0, max: IEO_MAX_TOKEN_DECIMALS })),
  pay_currency_id: optional(idSchema),
  price: optional(positiveAmount(8)),
  total_supply: optional(positiveAmount(8)),
  user_cap: optional(positiveAmount(8)),
  min_amount: optional(positiveAmount(8)),
  lock_days: optional(digitsInt({ min: 0, max: 3650 })),
  start_time: optional(timeMs),
  end_time: optional(timeMs),
  listing_time: optional(timeMs),
  white_paper: optional(url),
  website: optional(url),
  /** `{ en: '…', zh: '…', … }` as lock-up takes its texts: English required, plain text. */
  description: localizedTextsSchema(4000).optional(),
});
export type AdminIeoSaveInput = z.infer<typeof adminIeoSaveInputSchema>;
