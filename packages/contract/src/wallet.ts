import { z } from 'zod';

import { ACCOUNT_TYPES, type AccountName } from './constants.js';
import { ErrorCode } from './errors.js';
import {
  integerDigits,
  isDecimalString,
  MAX_INTEGER_DIGITS,
  Money,
  positiveAmount,
} from './money.js';
import { digitsInt, idInputSchema, idSchema, pagingShape, readDigits } from './paging.js';
import { passkeyCredentialSchema } from './passkey-credential.js';
import { secondFactorFields, type SecondFactorInput } from './second-factor.js';
import {
  hasSpecialCharacters,
  isAlphanumeric,
  isLengthBetween,
  isValidPayPassword,
} from './validators.js';

// ---- accounts ------------------------------------------------------------------------------------

export type AccountType = (typeof ACCOUNT_TYPES)[AccountName];
export const ACCOUNT_TYPE_IDS = Object.values(ACCOUNT_TYPES) as AccountType[];
const ACCOUNT_NAME_BY_ID = Object.fromEntries(
  Object.entries(ACCOUNT_TYPES).map(([n, id]) => [id, n]),
) as Record<AccountType, AccountName>;

export const accountNameOf = (type: AccountType): AccountName => ACCOUNT_NAME_BY_ID[type];

/**
 * An account parameter (`type`, `from_field`, `to_field`): the name (legal, change, lever, micro)
 * or the number 1-4 (PRODUCT-RULES.md §1), e.g. `'change'` and `'2'` both parse to 2.
 */
export const accountTypeSchema = z.preprocess(
  (v) => {
    const text =
      typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().toLowerCase() : v;
    if (typeof text === 'string' && text in ACCOUNT_TYPES)
      return ACCOUNT_TYPES[text as AccountName];
    return typeof text === 'string' && /^\d$/.test(text) ? Number(text) : text;
  },
  z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
    message: ErrorCode.ACCOUNT_TYPE_INVALID,
  }),
);

/** Where deposits land and withdrawals leave from unless a currency says otherwise. */
export const DEFAULT_FUNDS_ACCOUNT: AccountType = ACCOUNT_TYPES.change;

/** Status numbers on the wire. */
export const DEPOSIT_STATUS = { pending: 0, confirmed: 1, rejected: 2 } as const;
export type DepositStatus = (typeof DEPOSIT_STATUS)[keyof typeof DEPOSIT_STATUS];
export const WITHDRAW_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUS)[keyof typeof WITHDRAW_STATUS];

/**
 * Why a balance moved; every ledger posting carries one, and the bill shows it translated.
 * Trading adds its own reasons later.
 */
export const LEDGER_REASONS = [
  'deposit',
  'withdraw_request',
  'withdraw_paid',
  'withdraw_rejected',
  'account_transfer',
  'convert',
  'adjustment',
  'demo_grant',
  'spot_order',
  'spot_fill',
  'spot_cancel',
  'lever_open',
  'lever_order',
  'lever_cancel',
  'lever_close',
  'lever_liquidation',
  'lever_overnight_fee',
  'option_stake',
  'option_settle',
  'option_void',
  // Earn (#17): invest (dual) buys and settlements, IEO commits and allocations, lock-up mining.
  'invest_buy',
  'invest_settle',
  'invest_refund',
  'ieo_commit',
  'ieo_refund',
  'ieo_allocate',
  'ieo_unlock',
  'lockup_deposit',
  'lockup_yield',
  'lockup_return',
  'lockup_redeem',
  // Invite rebates (#20 item 4): a share of invitees' trading fees, paid from the fee income.
  'invite_rebate',
  // Coupons (#20 item 3): a share of a fee given back from the fee income.
  'coupon_discount',
  // Crypto loans (#19 item 3): principal out of the lending pool against frozen collateral,
  // repayments back to it, collateral added or withdrawn, and the engine's liquidation sale.
  'loan_borrow',
  'loan_repay',
  'loan_collateral_add',
  'loan_collateral_withdraw',
  'loan_liquidation',
  // NFT marketplace (#18): a fixed-price work bought from the exchange account.
  'nft_buy',
  // NFT auctions (#18): a bidder's deposit locked, returned at the end, applied to the winner's
  // payment, or forfeited (split between the seller and the platform) when the winner does not pay.
  'nft_margin',
  'nft_margin_return',
  'nft_auction_pay',
  'nft_margin_forfeit',
  // OTC / P2P (#19 item 1): the seller's coins into escrow when an order opens, out to the buyer
  // on release, or back to the seller on cancel.
  'otc_escrow',
  'otc_release',
  'otc_return',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** House accounts: the other side of every posting, so each posting sums to zero per currency. */
export const HOUSE_ACCOUNTS = [
  'external',
  'fees',
  'exchange',
  'adjustments',
  'insurance',
  'options_pool',
  // Earn (#17): principal held for invest and lock-up and the yields paid from it; IEO payments and
  // the tokens issued for them.
  'earn',
  'ieo',
  // Crypto loans (#19 item 3): the lending pool, paying out principal and taking repayments and
  // interest (its limit is the loan_pools row).
  'lending',
  // NFT marketplace (#18): what primary sales of operator-minted works take in.
  'nft',
  // OTC / P2P (#19 item 1): coins held between an order's opening and its release or return.
  'escrow',
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

// ---- limits --------------------------------------------------------------------------------------

/**
 * Withdrawal limits per KYC level in BTC-equivalent per rolling 24 h and the fiat single-trade
 * limit (SPEC.md §6; defaults, operators may change them through settings). Level 0 withdraws
 * nothing.
 */
export const KYC_LIMITS = {
  1: { withdrawBtc24h: '200', fiatSingle: '2000' },
  2: { withdrawBtc24h: '500', fiatSingle: '1000000' },
} as const;

/** `Idempotency-Key` header: 8 to 128 characters of letters, digits and `-_:.`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,128}$/;

// ---- shared field schemas --------------------------------------------------------------------------

const text = () => z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string());

export const payPasswordSchema = text().refine(isValidPayPassword, {
  message: ErrorCode.PAY_PASSWORD_FORMAT,
});

/**
 * An amount on the wire: positive, at most 10 decimals, a decimal string (SPEC.md §5), and at
 * most 15 integer digits (MAX_INTEGER_DIGITS in money.ts: the money columns hold less than 10^18,
 * and the server stores products and sums of amounts in them), so "1000000000000000" (10^15) is
 * AMOUNT_TOO_LARGE, e.g. on /wallet/change, /user/Transfer and /wallet/charge_req.
 */
export const amountSchema = positiveAmount(10);

/**
 * A signed amount for operator adjustments, e.g. "-12.5"; never zero; at most 15 integer digits
 * like every amount (AMOUNT_TOO_LARGE beyond).
 */
export const signedAmountSchema = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  z
    .string()
    .refine((v) => isDecimalString(v.replace(/^-/, ''), 10), {
      message: ErrorCode.PARAMETER_ERROR,
      abort: true,
    })
    .refine((v) => integerDigits(v) <= MAX_INTEGER_DIGITS, {
      message: ErrorCode.AMOUNT_TOO_LARGE,
      abort: true,
    })
    .refine((v) => !new Money(v).isZero(), { message: ErrorCode.PARAMETER_ERROR, abort: true }),
);

/** A file address answered by POST /upload, e.g. `/uploads/3f2a….webp`. */
const isUploadPath = (v: string) => /^\/uploads\/[A-Za-z0-9._-]{1,128}$/.test(v);
export const uploadedImageSchema = text().refine(isUploadPath, {
  message: ErrorCode.VOUCHER_INVALID,
});

/** A blockchain address: letters and digits only (SPEC.md §5 alphanumeric), 16 to 128 long. */
export const chainAddressSchema = text().refine(
  (v) => isAlphanumeric(v) && v.length >= 16 && v.length <= 128,
  {
    message: ErrorCode.ADDRESS_INVALID,
  },
);

const networkSchema = text().refine((v) => /^[A-Za-z0-9]{2,16}$/.test(v), {
  message: ErrorCode.NETWORK_UNKNOWN,
});

// ---- inputs --------------------------------------------------------------------------------------

/** POST /wallet/detail: one currency in one account, e.g. `{ currency: 3, type: 'change' }`. */
export const walletDetailInputSchema = z.object({ currency: idSchema, type: accountTypeSchema });
export type WalletDetailInput = z.infer<typeof walletDetailInputSchema>;

/** POST /wallet/get_info: what a withdrawal of `currency` may be (minimum, fee, limit). */
export const withdrawInfoInputSchema = z.object({ currency: idSchema });

/** POST /wallet/get_in_address: the caller's deposit address for a coin and network. */
export const depositAddressInputSchema = z.object({
  currency: idSchema,
  network: networkSchema.optional(),
  /** Sent by old clients; the server always answers for the caller. */
  user_id: z.unknown().optional(),
});
export type DepositAddressInput = z.infer<typeof depositAddressInputSchema>;

/**
 * POST /wallet/charge_req: a deposit request with the payment voucher the user uploaded,
 * e.g. `{ currency: 3, network: 'TRC20', amount: '100', voucher: '/uploads/ab.webp' }`.
 * `account` is the address the user paid to (optional, the server knows it); `type` 0 = crypto.
 */
export const chargeRequestInputSchema = z.object({
  currency: idSchema,
  amount: amountSchema,
  voucher: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string()
      .trim()
      .min(1, { message: ErrorCode.VOUCHER_REQUIRED })
      .refine(isUploadPath, { message: ErrorCode.VOUCHER_INVALID }),
  ),
  network: networkSchema.optional(),
  account: text().optional(),
  type: digitsInt({ min: 0, max: 0 }).default(0),
});
export type ChargeRequestInput = z.infer<typeof chargeRequestInputSchema>;

export const pagedInputSchema = z.object({ ...pagingShape });
export type PagedInput = z.infer<typeof pagedInputSchema>;

/** Where a withdrawal goes: a saved address (`address_id`) or the bound bank card of a kind. */
export const BANK_KINDS = ['domestic', 'international'] as const;
export type BankKind = (typeof BANK_KINDS)[number];

/** What a withdrawal sends where: the coin, the amount and its destination, as /wallet/out takes them. */
export const withdrawTargetShape = {
  currency: idSchema,
  number: amountSchema,
  address_id: idSchema.optional(),
  bank: z.enum(BANK_KINDS).optional(),
  /** A pasted or scanned address instead of a saved one; checked per `network` (chain-address.ts). */
  address: chainAddressSchema.optional(),
  network: networkSchema.optional(),
};
type WithdrawTarget = z.infer<z.ZodObject<typeof withdrawTargetShape>>;

/**
 * The withdrawal a passkey confirms, as one line the server compares on both calls (the confirm
 * options, then /wallet/out): the coin, the amount and the destination, e.g. `3|100|a:7`.
 */
export function withdrawalSubject(w: WithdrawTarget): string {
  const destination =
    w.address_id !== undefined
      ? `a:${w.address_id}`
      : w.bank !== undefined
        ? `b:${w.bank}`
        : `t:${(w.network ?? '').toUpperCase()}:${w.address ?? ''}`;
  return `${w.currency}|${new Money(w.number).toFixed()}|${destination}`;
}

/**
 * POST /wallet/out: `{ currency, number, pay_password }` and exactly one of `address_id` (a saved
 * withdrawal address of the same currency) or `bank` (`domestic` | `international`).
 * The fee and minimum are the server's; `number` is what leaves the balance.
 */
export const withdrawInputSchema = z
  .object({
    ...withdrawTargetShape,
    /** Or `passkey`: one of the two confirms the withdrawal. */
    pay_password: payPasswordSchema.optional(),
    /** A passkey's answer to POST /user/passkey/confirm_options, instead of the pay password. */
    passkey: passkeyCredentialSchema.optional(),
    ...secondFactorFields,
  })
  // Exactly one destination: a saved address, a bank card or a typed address.
  .refine((v) => [v.address_id, v.bank, v.address].filter((d) => d !== undefined).length === 1, {
    path: ['address_id'],
    message: ErrorCode.ADDRESS_REQUIRED,
  })
  // The pay password unless a passkey confirms it: absent both, the pay password's own error.
  .refine((v) => v.pay_password !== undefined || v.passkey !== undefined, {
    path: ['pay_password'],
    message: ErrorCode.PAY_PASSWORD_FORMAT,
  });
export type WithdrawInput = z.infer<typeof withdrawInputSchema>;

/** POST /wallet/change: move `number` of a currency between two of the caller's accounts. */
export const accountTransferInputSchema = z
  .object({
    currency_id: idSchema,
    number: amountSchema,
    from_field: accountTypeSchema,
    to_field: accountTypeSchema,
  })
  .refine((v) => v.from_field !== v.to_field, {
    path: ['to_field'],
    message: ErrorCode.SAME_ACCOUNT,
  });
export type AccountTransferInput = z.infer<typeof accountTransferInputSchema>;

/** POST /wallet/legal_log: the bill, optionally of one currency and/or one account. */
export const billInputSchema = z.object({
  currency: idSchema.optional(),
  type: z.preprocess(
    (v) => (v === '' || v === '0' || v === 0 ? undefined : v),
    accountTypeSchema.optional(),
  ),
  ...pagingShape,
});
export type BillInput = z.infer<typeof billInputSchema>;

/**
 * How long a conversion quote is held (PRODUCT-RULES.md §0): /user/Transfer with its `quote_id`
 * executes at exactly that quote within this time, or is refused as QUOTE_EXPIRED.
 */
export const QUOTE_HOLD_SECONDS = 10;

/**
 * POST /user/Transfer: convert `number` of one coin into another in the exchange account; with
 * `quote_id` (from /user/getTransferFee) at that held quote, without it at the feed price now.
 */
export const conversionInputSchema = z
  .object({
    number: amountSchema,
    from_currency_id: idSchema,
    to_currency_id: idSchema,
    quote_id: idSchema.optional(),
  })
  .refine((v) => v.from_currency_id !== v.to_currency_id, {
    path: ['to_currency_id'],
    message: ErrorCode.SAME_CURRENCY,
  });
export type ConversionInput = z.infer<typeof conversionInputSchema>;

/** POST /user/getTransferFee: the fee rate, and a quote when the pair (and amount) are given. */
export const conversionQuoteInputSchema = z.object({
  from_currency_id: idSchema.optional(),
  to_currency_id: idSchema.optional(),
  number: amountSchema.optional(),
});
export type ConversionQuoteInput = z.infer<typeof conversionQuoteInputSchema>;

/** GET /wallet/getRateCurrency: a currency's price in USDT. */
export const rateCurrencyInputSchema = idInputSchema;

/** POST /user/wallet/save: a withdrawal address; `qrcode` is an optional uploaded image. */
export const walletAddressSaveInputSchema = z.object({
  currency: idSchema,
  network: networkSchema.optional(),
  name: text().refine((v) => isLengthBetween(v, 1, 30) && !hasSpecialCharacters(v), {
    message: ErrorCode.NAME_INVALID,
  }),
  address: chainAddressSchema,
  qrcode: z.preprocess((v) => (v === '' ? undefined : v), uploadedImageSchema.optional()),
  ...secondFactorFields,
});
export type WalletAddressSaveInput = z.infer<typeof walletAddressSaveInputSchema>;

// ---- bank cards ----------------------------------------------------------------------------------

/** How a bank-card field is checked. */
export type BankFieldFormat = 'name' | 'text' | 'card' | 'swift' | 'aba' | 'phone';

export interface BankFieldSpec {
  key: string;
  format: BankFieldFormat;
}

/**
 * The fields of each bank-card kind (SPEC.md §3); every one is required (SPEC.md §5). The web
 * labels them in eight languages under `bank.field.<key>`.
 */
export const BANK_CARD_FIELDS: Record<BankKind, readonly BankFieldSpec[]> = {
  domestic: [
    { key: 'real_name', format: 'name' },
    { key: 'bank_name', format: 'text' },
    { key: 'bank_network', format: 'text' },
    { key: 'province_city', format: 'text' },
    { key: 'card_number', format: 'card' },
    { key: 'phone', format: 'phone' },
  ],
  international: [
    { key: 'real_name', format: 'name' },
    { key: 'bank_name', format: 'text' },
    { key: 'swift_code', format: 'swift' },
    { key: 'aba_number', format: 'aba' },
    { key: 'card_number', format: 'card' },
    { key: 'address', format: 'text' },
    { key: 'phone', format: 'phone' },
  ],
};

const BANK_FIELD_CHECKS: Record<BankFieldFormat, (v: string) => boolean> = {
  name: (v) => isLengthBetween(v, 2, 60) && !/[\d<>{}[\]\\/@#$%^&*=+|~`"]/.test(v),
  text: (v) => isLengthBetween(v, 2, 120) && !/[<>{}\\`]/.test(v),
  card: (v) => /^[A-Za-z0-9]{6,34}$/.test(v.replace(/\s/g, '')),
  swift: (v) => /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/.test(v),
  aba: (v) => /^\d{9}$/.test(v),
  phone: (v) => /^\+?[\d\s-]{5,20}$/.test(v),
};

/** True when `value` is acceptable for a field of `format`. */
export const isValidBankField = (format: BankFieldFormat, value: string): boolean =>
  BANK_FIELD_CHECKS[format](value.trim());

const bankCardSchema = (kind: BankKind) =>
  z.object({
    ...Object.fromEntries(
      BANK_CARD_FIELDS[kind].map((f) => [
        f.key,
        z.preprocess(
          (v) => (typeof v === 'string' ? v.trim() : v),
          z
            .string({ message: ErrorCode.BANK_FIELD_REQUIRED })
            .min(1, { message: ErrorCode.BANK_FIELD_REQUIRED })
            .refine((v) => isValidBankField(f.format, v), {
              message: ErrorCode.BANK_FIELD_INVALID,
            }),
        ),
      ]),
    ),
    ...secondFactorFields,
  });

/** POST /user/cash_save: the domestic bank card (replaces the saved one). */
export const domesticBankCardInputSchema = bankCardSchema('domestic');
/** POST /user/cash_save_international: the international bank card. */
export const internationalBankCardInputSchema = bankCardSchema('international');
/** The card's fields, and the second factor when two-factor is on. */
export type BankCardInput = Record<string, string | undefined> & SecondFactorInput;

// ---- identity (KYC) ------------------------------------------------------------------------------

export const KYC_STATUS = { none: 0, pending: 1, certified: 2, failed: 3 } as const;
export type KycStatus = (typeof KYC_STATUS)[keyof typeof KYC_STATUS];
/** 1 ID card, 2 passport, 3 driver licence. */
export const KYC_ID_TYPES = [1, 2, 3] as const;
export type KycIdType = (typeof KYC_ID_TYPES)[number];

/**
 * POST /user/real, level 1 `{ real_type: 1, id_type, name, card_id }` or level 2
 * `{ real_type: 2, front_pic, reverse_pic }` (images uploaded by the caller).
 */
export const kycInputSchema = z.discriminatedUnion('real_type', [
  z.object({
    real_type: z.literal(1),
    id_type: digitsInt().pipe(
      z.union([z.literal(1), z.literal(2), z.literal(3)], { message: ErrorCode.PARAMETER_ERROR }),
    ),
    name: text().refine(
      (v) => isLengthBetween(v, 2, 60) && !/[\d<>{}[\]\\/@#$%^&*=+|~`"]/.test(v),
      {
        message: ErrorCode.NAME_INVALID,
      },
    ),
    card_id: text().refine((v) => /^[A-Za-z0-9-]{5,30}$/.test(v), {
      message: ErrorCode.ID_NUMBER_INVALID,
    }),
  }),
  z.object({
    real_type: z.literal(2),
    front_pic: uploadedImageSchema,
    reverse_pic: uploadedImageSchema,
  }),
]);
/** Form bodies carry `real_type` as a string of digits ("1"; not "0x1" or "1e0"). */
export const kycFormInputSchema = z.preprocess(
  (v) =>
    v && typeof v === 'object' && 'real_type' in v
      ? { ...v, real_type: readDigits(v.real_type) }
      : v,
  kycInputSchema,
);
export type KycInput = z.infer<typeof kycInputSchema>;

// ---- views ---------------------------------------------------------------------------------------

/** One currency in one account. `usdt_value` is what `balance` is worth now (null without a price). */
export interface AccountBalanceView {
  currency_id: number;
  currency_name: string;
  full_name: string;
  color: string | null;
  image: string | null;
  /** available + frozen */
  balance: string;
  available: string;
  frozen: string;
  /** Always "0" until a product locks funds (lock-up mining). */
  locked: string;
  /** USDT per unit from the feed; null while no fresh price exists. */
  price: string | null;
  usdt_value: string | null;
}

export interface WalletAccountView {
  type: AccountType;
  name: AccountName;
  /** Sum of `usdt_value`; currencies without a price are left out (see `unpriced`). */
  total_usdt: string;
  unpriced: number;
  currencies: AccountBalanceView[];
}

/** POST /wallet/list: the four accounts. USD equals USDT for display; the app converts to its fiat. */
export interface WalletListView {
  total_usdt: string;
  accounts: WalletAccountView[];
}

export interface WalletDetailView extends AccountBalanceView {
  type: AccountType;
}

/** POST /wallet/get_info: everything the withdraw screen shows before confirming. */
export interface WithdrawInfoView {
  currency_id: number;
  currency_name: string;
  networks: string[];
  account_type: AccountType;
  available: string;
  min: string;
  fee: string;
  withdraw_enabled: boolean;
  /** Bank withdrawals exist for the legal currency (USDT) only. */
  bank_enabled: boolean;
  kyc_level: number;
  /** BTC-equivalent allowed per rolling 24 h at this level, used so far, and what remains. */
  limit_btc_24h: string;
  used_btc_24h: string;
  remaining_btc_24h: string;
  /** The remaining limit in this currency at the current price (null without a price). */
  remaining_amount: string | null;
  pay_password_set: boolean;
  /** Withdrawals are held until this time (ms) after a login-password change; null when not held. */
  hold_until: number | null;
  /** Every hold on this user's withdrawals now, each with its reason and how to lift it. */
  holds: WithdrawHoldView[];
  /** Whether the whitelist applies (on, or its turning off still waiting). */
  whitelist: boolean;
}

export interface DepositAddressView {
  currency_id: number;
  currency_name: string;
  network: string;
  networks: string[];
  address: string;
  /** A demo address: the product is not connected to a chain; never send real coins to it. */
  is_demo: boolean;
}

export interface DepositRequestView {
  id: number;
  currency_id: number;
  currency_name: string;
  network: string;
  address: string;
  amount: string;
  voucher: string;
  status: DepositStatus;
  /** The operator's reason when rejected. */
  reason: string | null;
  created_at: number;
  handled_at: number | null;
}

export interface WithdrawalView {
  id: number;
  currency_id: number;
  currency_name: string;
  /** What left the balance (fee included). */
  number: string;
  fee: string;
  /** What the destination receives. */
  real_number: string;
  destination: { kind: 'address' | BankKind; label: string };
  status: WithdrawStatus;
  reason: string | null;
  created_at: number;
  handled_at: number | null;
}

/** One row of /wallet/hzhistory. */
export interface AccountTransferView {
  id: number;
  currency_id: number;
  currency_name: string;
  number: string;
  from_field: AccountType;
  to_field: AccountType;
  created_at: number;
}

/** One row of the bill (/wallet/legal_log): a change of one balance by one posting. */
export interface BillEntryView {
  id: number;
  currency_id: number;
  currency_name: string;
  account_type: AccountType;
  reason: LedgerReason;
  /** The reason in the request's language. */
  reason_text: string;
  /** An operator's written reason (adjustments, rejections). */
  memo: string | null;
  /** Signed change of the available and of the frozen amount. */
  change: string;
  frozen_change: string;
  available_after: string;
  frozen_after: string;
  created_at: number;
}

/** One row of /user/getTransferList: a coin that can be converted, with its price. */
export interface ConvertibleCurrencyView {
  currency_id: number;
  currency_name: string;
  color: string | null;
  image: string | null;
  available: string;
  price: string | null;
}

/** /user/getTransferFee: the published fee rate and, when asked, a quote at the feed price. */
export interface ConversionQuoteView {
  fee_rate: string;
  from_price: string | null;
  to_price: string | null;
  /** Units of `to` per unit of `from`. */
  rate: string | null;
  /** For `number`: the gross amount, the fee (in `to`) and what is credited. */
  gross: string | null;
  fee: string | null;
  receive: string | null;
  price_time: number | null;
  /**
   * With `number`: the held quote to send to /user/Transfer, until `expires_at` (ms), i.e. for
   * `hold_seconds` from when it was issued; null without an amount or a live price.
   */
  quote_id: number | null;
  expires_at: number | null;
  hold_seconds: number | null;
}

/** /user/Transfer's answer: the conversion with the prices that decided it. */
export interface ConversionView {
  id: number;
  from_currency_id: number;
  to_currency_id: number;
  number: string;
  receive: string;
  fee: string;
  fee_rate: string;
  from_price: string;
  to_price: string;
  price_time: number;
  created_at: number;
}

export interface RateCurrencyView {
  currency_id: number;
  currency_name: string;
  /** USDT per unit; null while the feed has no fresh price. */
  price: string | null;
  price_time: number | null;
}

export interface WalletAddressView {
  id: number;
  currency_id: number;
  currency_name: string;
  network: string | null;
  name: string;
  address: string;
  qrcode: string | null;
  created_at: number;
  /** When it can take a withdrawal (ms): 24 h after saving while the whitelist is on. */
  usable_at: number;
}

export interface BankCardView {
  kind: BankKind;
  fields: Record<string, string>;
  updated_at: number;
  /** When it can take a withdrawal (ms): 24 h after binding while the whitelist is on. */
  usable_at: number;
}

/** /currency/user_currency_list: coins a user can deposit or withdraw, with their rules. */
export interface UserCurrencyView {
  id: number;
  name: string;
  full_name: string;
  color: string | null;
  image: string | null;
  networks: string[];
  deposit_enabled: boolean;
  withdraw_enabled: boolean;
  withdraw_min: string;
  withdraw_fee: string;
  account_type: AccountType;
}

export interface KycLevelView {
  status: KycStatus;
  /** The operator's reason when the audit failed. */
  reason: string | null;
  submitted_at: number | null;
}

/** GET /real/state. */
export interface RealStateView {
  /** The highest certified level: 0, 1 or 2. */
  level: number;
  level1: KycLevelView & { name: string | null; id_type: KycIdType | null; card_id: string | null };
  level2: KycLevelView;
  email_bound: boolean;
  mobile_bound: boolean;
}

// ---- operator ------------------------------------------------------------------------------------

export const adminUserListInputSchema = z.object({ keyword: text().optional(), ...pagingShape });
export const adminUserInputSchema = z.object({ user_id: idSchema });
export const adminJournalInputSchema = z.object({ user_id: idSchema, ...pagingShape });
export const adminReviewListInputSchema = z.object({
  status: digitsInt({ min: 0, max: 3 }).optional(),
  ...pagingShape,
});

/** A written reason; a missing one is REASON_REQUIRED like an empty one. */
const reasonSchema = z.preprocess(
  (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
  z.string().refine((v) => isLengthBetween(v, 2, 500), { message: ErrorCode.REASON_REQUIRED }),
);

/** Approve (no reason needed) a deposit, withdrawal or identity record. */
export const adminApproveInputSchema = idInputSchema;
/** Reject with a reason the user sees. */
export const adminRejectInputSchema = z.object({ id: idSchema, reason: reasonSchema });
/** Put an account on hold, or release it, with a written reason (the user is told the hold's). */
export const adminUserHoldInputSchema = z.object({ user_id: idSchema, reason: reasonSchema });
export type AdminUserHoldInput = z.infer<typeof adminUserHoldInputSchema>;

/** A manual adjustment: a ledger posting against the adjustments account, reason mandatory. */
export const adminAdjustInputSchema = z.object({
  user_id: idSchema,
  currency_id: idSchema,
  type: accountTypeSchema,
  amount: signedAmountSchema,
  reason: reasonSchema,
});
export type AdminAdjustInput = z.infer<typeof adminAdjustInputSchema>;

/** Loads deposit addresses the operator controls; one per line. */
export const adminDepositAddressImportInputSchema = z.object({
  currency_id: idSchema,
  network: networkSchema,
  addresses: text().refine((v) => v.length > 0 && v.length <= 200_000, {
    message: ErrorCode.PARAMETER_ERROR,
  }),
});
export type AdminDepositAddressImportInput = z.infer<typeof adminDepositAddressImportInputSchema>;

// ---- withdrawal whitelist and holds (issue #21 items 3 and 6) -------------------------------------

/** The whitelist's cool-off: a new address or card, and turning it off, wait this long. */
export const WHITELIST_COOL_OFF_MS = 24 * 3_600_000;

/**
 * `off`; `on`; `off_pending`: turning off was asked and takes effect at `off_at`, until then the
 * whitelist still applies.
 */
export const WHITELIST_STATES = ['off', 'on', 'off_pending'] as const;
export type WhitelistState = (typeof WHITELIST_STATES)[number];

/** POST /user/whitelist/info and the answer of each switch. */
export interface WhitelistView {
  state: WhitelistState;
  /** ms; null while off. */
  on_since: number | null;
  /** When a requested turning off takes effect (ms); null otherwise. */
  off_at: number | null;
}

/** POST /user/whitelist/on and /user/whitelist/off: a security change takes the pay password. */
export const whitelistSwitchInputSchema = z.object({
  pay_password: payPasswordSchema,
  /** Asked when the user's two-factor is on: a code from the authenticator or a recovery code. */
  ...secondFactorFields,
});
export type WhitelistSwitchInput = z.infer<typeof whitelistSwitchInputSchema>;

/** What holds a withdrawal, each shown with its reason; never a silent freeze. */
export const WITHDRAW_HOLD_KINDS = [
  'identity',
  'password_change',
  'pay_password_not_set',
  'pay_password_locked',
  'daily_limit',
  'coin_disabled',
  'whitelist_off_pending',
] as const;
export type WithdrawHoldKind = (typeof WITHDRAW_HOLD_KINDS)[number];

/** The screen that lifts a hold: verify identity, security settings, the whitelist, or wait. */
export const HOLD_RESOLUTIONS = ['kyc', 'security', 'pay_password', 'whitelist', 'wait'] as const;
export type HoldResolution = (typeof HOLD_RESOLUTIONS)[number];

export interface WithdrawHoldView {
  kind: WithdrawHoldKind;
  /** The reason, in the caller's language. */
  reason: string;
  /** When it lifts by itself (ms); null when only the resolving step lifts it. */
  until: number | null;
  resolve: HoldResolution;
  /** Whether it stops every withdrawal now (the whitelist's off-pending only restricts them). */
  blocking: boolean;
}
