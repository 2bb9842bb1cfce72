import { z } from 'zod';

import { emailSchema, passwordSchema } from './auth.js';
import { ErrorCode } from './errors.js';
import { isDecimalString, Money } from './money.js';
import { digitsInt, idSchema, pagingShape } from './paging.js';

/**
 * Operator roles: an operator may change content and move money (with a second operator's
 * approval where four-eyes applies); an auditor may only read; a super-operator may also manage
 * operator accounts and the four-eyes thresholds.
 */
export const ADMIN_ROLES = ['operator', 'auditor', 'super'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** POST /admin/login: answers an operator token (not usable as a user token). */
export const adminLoginInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(256),
});
export type AdminLoginInput = z.infer<typeof adminLoginInputSchema>;

/** GET /admin/audit: newest first, optionally one entity kind (`menu_item`, `news`, …). */
/** The audit log's filters: entity kind, operator, action, the user an entry names, a time range. */
const auditFilterShape = {
  entity: z
    .string()
    .regex(/^[a-z_]{1,32}$/)
    .optional(),
  admin_id: idSchema.optional(),
  /** An exact action (`deposit.confirm`) or all of an entity's (`deposit.`). */
  action: z
    .string()
    .regex(/^[a-z_]{1,32}\.(?:[a-z_]{1,32})?$/)
    .optional(),
  /** Entries whose detail names this user (adjustments, approvals, locks…). */
  user_id: idSchema.optional(),
  /** From this time (ms, inclusive). */
  since: digitsInt({ min: 0 }).optional(),
  /** Before this time (ms, exclusive). */
  until: digitsInt({ min: 0 }).optional(),
};

/** GET /admin/audit: newest first, filtered. */
export const auditListInputSchema = z.object({ ...pagingShape, ...auditFilterShape });
export type AuditListInput = z.infer<typeof auditListInputSchema>;

/** GET /admin/audit/csv: the same filters, at most AUDIT_CSV_MAX_ROWS rows, newest first. */
export const auditCsvInputSchema = z.object(auditFilterShape);
export type AuditCsvInput = z.infer<typeof auditCsvInputSchema>;
export type AuditFilter = AuditCsvInput;
export const AUDIT_CSV_MAX_ROWS = 10_000;

/** GET /admin/me. */
export interface AdminView {
  id: number;
  email: string;
  role: AdminRole;
}

/** One row of GET /admin/audit. */
export interface AuditEntryView {
  id: number;
  admin_id: number;
  admin_email: string;
  action: string;
  entity: string;
  entity_id: string;
  detail: unknown;
  created_at: number;
}

// ---- four-eyes approval ----------------------------------------------------------------------------

/** What waits for a second operator: an adjustment always, a deposit or withdrawal above its threshold. */
export const MONEY_APPROVAL_KINDS = ['adjustment', 'deposit', 'withdrawal'] as const;
export type MoneyApprovalKind = (typeof MONEY_APPROVAL_KINDS)[number];
export const MONEY_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type MoneyApprovalStatus = (typeof MONEY_APPROVAL_STATUSES)[number];

/** The threshold, in USDT value, of a currency without its own. */
export const FOUR_EYES_DEFAULT_THRESHOLD_USDT = '10000';

/**
 * Whether a money move needs a second operator: an adjustment of any size; a deposit or
 * withdrawal worth at least the threshold, or whose worth is unknown (no price), since a move
 * nobody can value is not a small one.
 * needsSecondOperator('deposit', '9999.99', '10000') === false
 * needsSecondOperator('withdrawal', null, '10000') === true
 */
export function needsSecondOperator(
  kind: MoneyApprovalKind,
  usdtValue: string | null,
  thresholdUsdt: string,
): boolean {
  if (kind === 'adjustment' || usdtValue === null) return true;
  return new Money(usdtValue).gte(thresholdUsdt);
}

/** GET /admin/approvals: newest first, optionally one status. */
export const moneyApprovalListInputSchema = z.object({
  ...pagingShape,
  status: z.enum(MONEY_APPROVAL_STATUSES).optional(),
});
export type MoneyApprovalListInput = z.infer<typeof moneyApprovalListInputSchema>;

/** POST /admin/four-eyes/thresholds/save (super-operator): a currency's threshold in USDT value. */
export const fourEyesThresholdSaveInputSchema = z.object({
  currency_id: idSchema,
  usdt_value: z
    .string()
    .trim()
    .refine((v) => isDecimalString(v, 8), { message: ErrorCode.PARAMETER_ERROR }),
});
export type FourEyesThresholdSaveInput = z.infer<typeof fourEyesThresholdSaveInputSchema>;

/** One request waiting for (or decided by) a second operator. */
export interface MoneyApprovalView {
  id: number;
  kind: MoneyApprovalKind;
  /** The deposit request or withdrawal; null for an adjustment. */
  subject_id: number | null;
  user_id: number;
  currency_id: number;
  currency_name: string;
  account_type: number | null;
  amount: string;
  /** Worth in USDT at the feed price when requested; null when the coin had no price. */
  usdt_value: string | null;
  reason: string | null;
  requested_by: number;
  requested_by_email: string;
  requested_at: number;
  status: MoneyApprovalStatus;
  decided_by: number | null;
  decided_by_email: string | null;
  decided_at: number | null;
  decision_reason: string | null;
  posting_id: number | null;
}

/** GET /admin/four-eyes/thresholds: every currency with its threshold (own or the default). */
export interface FourEyesThresholdView {
  currency_id: number;
  currency_name: string;
  usdt_value: string;
  /** False when the currency uses FOUR_EYES_DEFAULT_THRESHOLD_USDT. */
  own: boolean;
}

// ---- dashboard -----------------------------------------------------------------------------------

/** The review queues the dashboard counts. */
export const ADMIN_QUEUES = ['deposits', 'withdrawals', 'kyc', 'approvals'] as const;
export type AdminQueue = (typeof ADMIN_QUEUES)[number];

/** The last ledger check: when, by whom, and what it found (none: the books are clean). */
export interface LedgerCheckView {
  ran_at: number;
  admin_id: number;
  problems: number;
  /** Problems found per kind (`negative_balance`, `posting_unbalanced`, …). */
  kinds: Record<string, number>;
}

/** GET /admin/dashboard. */
export interface AdminDashboardView {
  queues: { queue: AdminQueue; count: number; oldest_at: number | null }[];
  /**
   * Per currency: users' total holdings (the platform's liabilities to them) and what each house
   * account holds; every currency's users and houses sum to zero in the ledger.
   */
  books: {
    currency_id: number;
    currency_name: string;
    liabilities: string;
    houses: Record<string, string>;
  }[];
  ledger_check: LedgerCheckView | null;
}

/** GET /admin/dashboard/house-daily: a house account's change per UTC day. */
export const houseDailyInputSchema = z.object({
  house: z.enum(['options_pool', 'insurance', 'fees', 'exchange']),
  days: digitsInt({ min: 1, max: 366 }).default(30),
});
export type HouseDailyInput = z.infer<typeof houseDailyInputSchema>;

export interface HouseDailyView {
  day: number;
  currency_id: number;
  change: string;
}

// ---- operator two-factor and sessions ------------------------------------------------------------

/** Recovery codes given at enrolment, each usable once instead of a TOTP code. */
export const ADMIN_RECOVERY_CODES = 10;

/** POST /admin/totp/confirm and /admin/totp/verify: a 6-digit code, or a recovery code. */
export const totpCodeInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/)
      .optional(),
    recovery_code: z
      .string()
      .trim()
      .regex(/^[a-z0-9]{5}-[a-z0-9]{5}$/i)
      .optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.recovery_code === undefined), {
    message: ErrorCode.PARAMETER_ERROR,
  });
export type TotpCodeInput = z.infer<typeof totpCodeInputSchema>;

/** GET /admin/totp/state: what the signed-in (password-stage or full) session has to do next. */
export interface TotpStateView {
  enrolled: boolean;
  stage: 'password' | 'full';
}

/** POST /admin/totp/enrol: the secret to add to an authenticator app, also as an otpauth URI. */
export interface TotpEnrolmentView {
  secret: string;
  uri: string;
}

/** One of the operator's own live sessions. */
export interface AdminSessionView {
  id: number;
  current: boolean;
  stage: 'password' | 'full';
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  user_agent: string | null;
  ip: string | null;
}

// ---- operator accounts (super-operators) ---------------------------------------------------------

/** POST /admin/operators/create. */
export const operatorCreateInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(ADMIN_ROLES),
});
export type OperatorCreateInput = z.infer<typeof operatorCreateInputSchema>;

/** GET /admin/operators: every operator account, newest first. */
export interface OperatorView {
  id: number;
  email: string;
  role: AdminRole;
  created_at: number;
  disabled_at: number | null;
  totp_enrolled: boolean;
  /** The latest use of any of its sessions; null if it never signed in. */
  last_seen_at: number | null;
}

// ---- trading pairs ------------------------------------------------------------------------------

/**
 * A pair as operators see it (GET /admin/pairs): its switches and the terms new orders take. No
 * price is among them: prices come from the feed only.
 */
export interface AdminPairView {
  id: number;
  symbol: string;
  currency_id: number;
  legal_id: number;
  currency_name: string;
  legal_name: string;
  category: string;
  sort: number;
  /** Listed (1) or not. */
  status: number;
  /** Whether the base coin may sit in the spot account at all (stocks trade as futures only). */
  spot_capable: boolean;
  open_coin_trade: boolean;
  open_lever: boolean;
  open_microtrade: boolean;
  fee_rate: string;
  spread: string;
  lot_size: string;
  leverages: number[];
  lever_min_share: number;
  lever_max_share: number;
  price_precision: number;
  amount_precision: number;
}
