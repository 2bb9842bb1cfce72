import type {
  AccountType,
  CloseReason,
  AdminRole,
  BankKind,
  DepositStatus,
  KycStatus,
  Language,
  MarketCategory,
  MoneyApprovalKind,
  MoneyApprovalStatus,
  NewsCategory,
  PriceColours,
  PageKey,
  WithdrawStatus,
} from '@meridian/contract';
import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';

import type {
  InboxCategorySettingsTable,
  NotificationsTable,
  PriceAlertsTable,
} from './database-alerts.js';
import type {
  CouponDiscountsTable,
  CouponUsersTable,
  CouponsTable,
  UserCouponsTable,
} from './database-coupons.js';
import type { ChatMessagesTable, ChatMutesTable, ChatReportsTable } from './database-chat.js';
import type { IeoOrdersTable, IeoProjectsTable } from './database-ieo.js';
import type { GameRoundsTable } from './database-game.js';
import type { InviteRebatesTable } from './database-invite.js';
import type { InvestOrdersTable, InvestProductsTable } from './database-invest.js';
import type {
  LoanCollateralsTable,
  LoanEventsTable,
  LoanPoolsTable,
  LoansTable,
} from './database-loans.js';
import type { OtcAdsTable, OtcMerchantsTable, OtcOrdersTable } from './database-otc.js';
import type { LockupOrdersTable, LockupProductsTable } from './database-lockup.js';
import type {
  NftArtistsTable,
  NftBidsTable,
  NftDepositsTable,
  NftCollectionsTable,
  NftFavouritesTable,
  NftOrdersTable,
  NftProvenanceTable,
  NftWorksTable,
} from './database-nft.js';
import type { PasskeyChallengesTable, UserPasskeysTable } from './database-passkeys.js';
import type {
  PushCategorySettingsTable,
  PushSubscriptionsTable,
  PushVapidKeysTable,
} from './database-push.js';
import type {
  SupportCannedRepliesTable,
  SupportConversationsTable,
  SupportMessagesTable,
} from './database-support.js';

/** Timestamps are written as Date (or SQL now()) and read as Date. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** Money columns are numeric, read as decimal strings. */
type Numeric = ColumnType<string, string, string>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  mobile: string | null;
  area_code: string | null;
  password_hash: string;
  pay_password_hash: string | null;
  invite_code: string;
  inviter_id: number | null;
  nickname: string;
  signature: ColumnType<string, string | undefined, string>;
  head_portrait: string | null;
  credit_score: ColumnType<number, number | undefined, number>;
  real_level: ColumnType<number, number | undefined, number>;
  default_fiat: ColumnType<string, string | undefined, string>;
  language: ColumnType<string, string | undefined, string>;
  /** 'green-up' or 'red-up'; null follows the language. */
  price_colours: ColumnType<
    PriceColours | null,
    PriceColours | null | undefined,
    PriceColours | null
  >;
  failed_logins: ColumnType<number, number | undefined, number>;
  locked_until: Date | null;
  password_changed_at: Date | null;
  pay_password_failures: ColumnType<number, number | undefined, number>;
  pay_password_locked_until: Date | null;
  /** An operator's hold (migration 0015): the reason the user is told; null when not held. */
  held_reason: ColumnType<string | null, string | null | undefined, string | null>;
  held_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  held_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Date;
  revoked_at: Date | null;
  /** Where it was signed in from (migration 0031; '' before it). */
  user_agent: ColumnType<string, string | undefined, string>;
  ip: ColumnType<string, string | undefined, string>;
  /** Written at most once a minute by the session lookup; null until the first. */
  last_seen_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  channel: 'mail' | 'sms';
  target: string;
  scene: string;
  code_hash: string;
  tries: ColumnType<number, number | undefined, number>;
  expires_at: Date;
  consumed_at: Date | null;
  created_at: Timestamp;
}

export interface CurrenciesTable {
  id: number;
  name: string;
  full_name: string;
  /** Networks for deposits and withdrawals, e.g. ["TRC20","ERC20"] for USDT. */
  networks: ColumnType<string[], string, string>;
  type: string;
  status: ColumnType<number, number | undefined, number>;
  image: string | null;
  color: string | null;
  sort: ColumnType<number, number | undefined, number>;
  is_spot: ColumnType<boolean, boolean | undefined, boolean>;
  is_lever: ColumnType<boolean, boolean | undefined, boolean>;
  is_micro: ColumnType<boolean, boolean | undefined, boolean>;
  is_legal: ColumnType<boolean, boolean | undefined, boolean>;
  is_transfer: ColumnType<boolean, boolean | undefined, boolean>;
  reference_price: Numeric;
  withdraw_min: ColumnType<string, string | undefined, string>;
  withdraw_fee: ColumnType<string, string | undefined, string>;
  deposit_enabled: Flag;
  withdraw_enabled: Flag;
  /** The account deposits land in and withdrawals leave from (PRODUCT-RULES.md §1). */
  funds_account: ColumnType<AccountType, AccountType | undefined, AccountType>;
}

export interface SettingsTable {
  key: string;
  value: string;
  /** Public settings are readable by /getSetting; private ones only by the server. */
  is_public: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: Timestamp;
}

export interface FiatRatesTable {
  currency_code: string;
  rate: Numeric;
  sort: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

export interface UploadsTable {
  id: Generated<number>;
  user_id: number | null;
  file_name: string;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  created_at: Timestamp;
}

/** Set on insert, never changed (audit rows and creation times). */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Flag = ColumnType<boolean, boolean | undefined, boolean>;
type Sort = ColumnType<number, number | undefined, number>;

export interface MenuItemsTable {
  id: Generated<number>;
  key: string;
  /** An icon key the web draws, or an image URL. */
  icon: string;
  /** A SPEC.md §2 route, or null while the feature is not built. */
  route: string | null;
  sort: Sort;
  is_published: Flag;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface MenuItemTranslationsTable {
  menu_item_id: number;
  lang: Language;
  label: string;
}

export interface NewsTable {
  id: Generated<number>;
  /** 4 notice, 5 banner. */
  c_id: NewsCategory;
  /** A notice shown as the home pop-up while published. */
  is_popup: Flag;
  image: ColumnType<string, string | undefined, string>;
  link: ColumnType<string, string | undefined, string>;
  sort: Sort;
  is_published: Flag;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface NewsTranslationsTable {
  news_id: number;
  lang: Language;
  title: string;
  summary: ColumnType<string, string | undefined, string>;
  /** Sanitised HTML. */
  content: ColumnType<string, string | undefined, string>;
}

export interface FaqItemsTable {
  id: Generated<number>;
  sort: Sort;
  is_published: Flag;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface FaqItemTranslationsTable {
  faq_item_id: number;
  lang: Language;
  question: string;
  /** Sanitised HTML. */
  answer: ColumnType<string, string | undefined, string>;
}

export interface PagesTable {
  key: PageKey;
  is_published: Flag;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PageTranslationsTable {
  page_key: PageKey;
  lang: Language;
  title: string;
  /** Sanitised HTML. */
  content: ColumnType<string, string | undefined, string>;
}

export interface AdminsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  role: AdminRole;
  failed_logins: ColumnType<number, number | undefined, number>;
  locked_until: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** Base32 TOTP secret (migration 0014); set at enrolment, confirmed by the first code. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_confirmed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The RFC 6238 time step of the last code accepted: a code is never accepted twice. */
  totp_last_step: ColumnType<string | null, number | null | undefined, number | null>;
  totp_failures: ColumnType<number, number | undefined, number>;
  totp_locked_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Set by a super-operator (migration 0016): no sign-in, no session. */
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** `password`: only the second-factor routes answer; `full` after the TOTP code (migration 0014). */
export type AdminSessionStage = 'password' | 'full';

export interface AdminSessionsTable {
  id: Generated<number>;
  admin_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
  stage: ColumnType<AdminSessionStage, AdminSessionStage | undefined, AdminSessionStage>;
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
  user_agent: string | null;
  ip: string | null;
}

export interface AdminRecoveryCodesTable {
  id: Generated<number>;
  admin_id: number;
  code_hash: string;
  created_at: CreatedAt;
  used_at: Date | null;
}

/**
 * A user's TOTP two-factor (migration 0025), apart from `users` so no user row read elsewhere
 * carries the sealed key. Two-factor is on once `confirmed_at` is set.
 */
export interface UserTotpTable {
  /** The user's id (the shared attempt limit counts rows by `id`). */
  id: number;
  secret: string;
  confirmed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The RFC 6238 time step of the last code accepted: a code is never accepted twice. */
  last_step: ColumnType<string | null, number | null | undefined, number | null>;
  failures: ColumnType<number, number | undefined, number>;
  locked_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A user's one-time recovery codes (migration 0025), kept as hashes. */
export interface UserRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: CreatedAt;
  used_at: Date | null;
}

/** A login past the password that still owes a TOTP code (migration 0025): never a session. */
export interface UserLoginChallengesTable {
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Date;
  /** "Stay signed in" as asked at the password step (migration 0029). */
  stay: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE. */
export interface AuditLogTable {
  id: Generated<number>;
  admin_id: number;
  action: string;
  entity: string;
  entity_id: string;
  /** JSON text on insert; read back as the parsed value. */
  detail: ColumnType<unknown, string, never>;
  created_at: CreatedAt;
}

/** A trading pair ("match"): its id is the wire's `match_id` (PRODUCT-RULES.md §1). */
export interface CurrencyMatchesTable {
  id: number;
  currency_id: number;
  legal_id: number;
  symbol: string;
  category: MarketCategory;
  sort: Sort;
  open_coin_trade: Flag;
  open_lever: Flag;
  open_microtrade: Flag;
  lot_size: Numeric;
  /** JSON array text on insert, e.g. "[5,10,20]"; read back as numbers. */
  leverages: ColumnType<number[], string, string>;
  fee_rate: Numeric;
  spread: Numeric;
  price_precision: number;
  amount_precision: number;
  status: ColumnType<number, number | undefined, number>;
  lever_min_share: ColumnType<number, number | undefined, number>;
  lever_max_share: ColumnType<number, number | undefined, number>;
}

export interface MarketTicksTable {
  symbol: string;
  /** Unix ms. */
  time: number;
  price: Numeric;
  volume: Numeric;
  /** Decided a placement, a fill or an outcome: kept whatever the retention. */
  decisive: ColumnType<boolean, boolean | undefined, boolean>;
}

/** The simulated market's seed epochs (issue #11): the seed is secret until the epoch ends. */
export interface MarketSeedEpochsTable {
  id: Generated<number>;
  /** Unix ms of a whole minute; 0 for the first epoch. */
  starts_at: BigMs;
  seed: string;
  /** sha256 of the seed, hex: published from the moment the epoch is created. */
  seed_hash: string;
  created_at: CreatedAt;
}

export interface MarketCandles1mTable {
  symbol: string;
  /** Unix ms of the minute's start. */
  open_time: number;
  open: Numeric;
  high: Numeric;
  low: Numeric;
  close: Numeric;
  volume: Numeric;
}

export interface MarketFavouritesTable {
  id: Generated<number>;
  user_id: number;
  match_id: number;
  created_at: CreatedAt;
}

/** The last time each user opened each pair (hot search counts distinct recent viewers). */
export interface MarketViewsTable {
  match_id: number;
  user_id: number;
  viewed_at: Timestamp;
}

/** A user's holding of one currency in one account; changed only by the ledger. */
export interface BalancesTable {
  id: Generated<number>;
  user_id: number;
  currency_id: number;
  account_type: AccountType;
  available: ColumnType<string, string | undefined, string>;
  frozen: ColumnType<string, string | undefined, string>;
  updated_at: Timestamp;
}

export interface LedgerPostingsTable {
  id: Generated<number>;
  reason: string;
  /** Unique: a posting with the same reference is never applied twice. */
  reference: string;
  user_id: number | null;
  admin_id: number | null;
  memo: string | null;
  created_at: CreatedAt;
}

/** One leg of a posting: a user balance row, or a house account (no row). */
export interface LedgerEntriesTable {
  id: Generated<number>;
  posting_id: number;
  balance_id: number | null;
  user_id: number | null;
  house: string | null;
  currency_id: number;
  /** 0 for house accounts. */
  account_type: number;
  delta_available: Numeric;
  delta_frozen: Numeric;
  available_after: string | null;
  frozen_after: string | null;
  created_at: CreatedAt;
}

export interface DepositAddressesTable {
  id: Generated<number>;
  currency_id: number;
  network: string;
  address: string;
  user_id: number | null;
  is_demo: Flag;
  assigned_at: Date | null;
  created_at: CreatedAt;
}

export interface DepositRequestsTable {
  id: Generated<number>;
  user_id: number;
  currency_id: number;
  network: string;
  address: ColumnType<string, string | undefined, string>;
  amount: Numeric;
  voucher: string;
  status: ColumnType<DepositStatus, DepositStatus | undefined, DepositStatus>;
  reason: string | null;
  admin_id: number | null;
  created_at: CreatedAt;
  handled_at: Date | null;
}

export interface WithdrawAddressesTable {
  id: Generated<number>;
  user_id: number;
  currency_id: number;
  network: string | null;
  name: string;
  address: string;
  qrcode: string | null;
  created_at: CreatedAt;
  /** When it can take a withdrawal (migration 0030): 24 h after saving while the whitelist is on. */
  usable_at: Timestamp;
}

export interface BankCardsTable {
  user_id: number;
  kind: BankKind;
  /** JSON text on write; read back parsed. */
  fields: ColumnType<Record<string, string>, string, string>;
  updated_at: Timestamp;
  /** When it can take a withdrawal (migration 0030): 24 h after binding while the whitelist is on. */
  usable_at: Timestamp;
}

/** A user's withdrawal whitelist (migration 0030): on since, and when a requested off lands. */
export interface WithdrawWhitelistsTable {
  user_id: number;
  on_since: Date;
  off_at: Date | null;
  updated_at: Timestamp;
}

/** Where a withdrawal went, copied at request time (a saved address may be deleted later). */
export interface WithdrawDestination {
  label: string;
  [key: string]: string;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  currency_id: number;
  account_type: AccountType;
  amount: Numeric;
  fee: Numeric;
  real_amount: Numeric;
  /** BTC-equivalent at request time, counted against the 24 h limit. */
  btc_value: Numeric;
  price_usdt: string | null;
  btc_price: string | null;
  destination_kind: 'address' | BankKind;
  destination: ColumnType<WithdrawDestination, string, never>;
  status: ColumnType<WithdrawStatus, WithdrawStatus | undefined, WithdrawStatus>;
  reason: string | null;
  admin_id: number | null;
  created_at: CreatedAt;
  handled_at: Date | null;
}

export interface AccountTransfersTable {
  id: Generated<number>;
  user_id: number;
  currency_id: number;
  amount: Numeric;
  from_type: AccountType;
  to_type: AccountType;
  created_at: CreatedAt;
}

/** A coin conversion with the prices that decided it. */
export interface ConversionsTable {
  id: Generated<number>;
  user_id: number;
  from_currency_id: number;
  to_currency_id: number;
  amount: Numeric;
  gross: Numeric;
  fee: Numeric;
  receive: Numeric;
  fee_rate: Numeric;
  from_price: Numeric;
  to_price: Numeric;
  price_time: number;
  created_at: CreatedAt;
}

export interface KycRecordsTable {
  id: Generated<number>;
  user_id: number;
  level: 1 | 2;
  id_type: number | null;
  name: string | null;
  card_id: string | null;
  front_pic: string | null;
  reverse_pic: string | null;
  status: ColumnType<KycStatus, KycStatus | undefined, KycStatus>;
  reason: string | null;
  admin_id: number | null;
  created_at: CreatedAt;
  handled_at: Date | null;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  route: string;
  request_hash: string;
  /** JSON text on insert; read back parsed. */
  response: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

/** Nullable numeric column, written as a decimal string. */
type NullableNumeric = ColumnType<string | null, string | null | undefined, string | null>;
/** Unix ms stored as bigint (both drivers parse int8 to number). */
type BigMs = ColumnType<number, number, number>;
type NullableBigMs = ColumnType<number | null, number | null | undefined, number | null>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface SpotOrdersTable {
  id: Generated<number>;
  user_id: number;
  match_id: number;
  symbol: string;
  type: number;
  order_type: 'market' | 'limit';
  target_price: Numeric;
  amount: Numeric;
  frozen_currency_id: number;
  frozen_amount: Numeric;
  fee_rate: Numeric;
  fill_price: NullableNumeric;
  total: NullableNumeric;
  fee: NullableNumeric;
  tick_price: NullableNumeric;
  tick_time: NullableBigMs;
  status: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  filled_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
}

export interface LeverPositionsTable {
  id: Generated<number>;
  user_id: number;
  match_id: number;
  symbol: string;
  type: number;
  share: number;
  lot_size: Numeric;
  multiple: number;
  entry: number;
  target_price: NullableNumeric;
  price: NullableNumeric;
  caution_money: Numeric;
  trade_fee: Numeric;
  overnight_money: ColumnType<string, string | undefined, string>;
  fee_rate: Numeric;
  target_profit_price: NullableNumeric;
  stop_loss_price: NullableNumeric;
  status: number;
  open_tick_price: NullableNumeric;
  open_tick_time: NullableBigMs;
  close_price: NullableNumeric;
  close_tick_price: NullableNumeric;
  close_tick_time: NullableBigMs;
  close_reason: ColumnType<CloseReason | null, CloseReason | null | undefined, CloseReason | null>;
  profits: NullableNumeric;
  created_at: CreatedAt;
  opened_at: NullableTimestamp;
  closed_at: NullableTimestamp;
  /** The last UTC day (YYYY-MM-DD) whose overnight fee was charged. */
  last_overnight_day: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OptionDurationsTable {
  id: Generated<number>;
  seconds: number;
  profit_ratio: Numeric;
  min_amount: Numeric;
  max_amount: Numeric;
  fee_rate: ColumnType<string, string | undefined, string>;
  sort: Sort;
  enabled: Flag;
}

export interface OptionOrdersTable {
  id: Generated<number>;
  user_id: number;
  match_id: number;
  symbol: string;
  currency_id: number;
  type: number;
  seconds: number;
  number: Numeric;
  fee: ColumnType<string, string | undefined, string>;
  profit_ratio: Numeric;
  open_price: Numeric;
  open_time: BigMs;
  expires_at: BigMs;
  end_price: NullableNumeric;
  end_time: NullableBigMs;
  fact_profits: NullableNumeric;
  profit_result: ColumnType<number | null, number | null | undefined, number | null>;
  status: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  settled_at: NullableTimestamp;
  /** Why the order was voided and refunded (no tick within the tolerance of its expiry). */
  void_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  currencies: CurrenciesTable;
  settings: SettingsTable;
  fiat_rates: FiatRatesTable;
  uploads: UploadsTable;
  menu_items: MenuItemsTable;
  menu_item_translations: MenuItemTranslationsTable;
  news: NewsTable;
  news_translations: NewsTranslationsTable;
  faq_items: FaqItemsTable;
  faq_item_translations: FaqItemTranslationsTable;
  pages: PagesTable;
  page_translations: PageTranslationsTable;
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  user_totp: UserTotpTable;
  user_recovery_codes: UserRecoveryCodesTable;
  user_login_challenges: UserLoginChallengesTable;
  audit_log: AuditLogTable;
  currency_matches: CurrencyMatchesTable;
  market_ticks: MarketTicksTable;
  market_seed_epochs: MarketSeedEpochsTable;
  market_candles_1m: MarketCandles1mTable;
  market_favourites: MarketFavouritesTable;
  market_views: MarketViewsTable;
  balances: BalancesTable;
  ledger_postings: LedgerPostingsTable;
  ledger_entries: LedgerEntriesTable;
  deposit_addresses: DepositAddressesTable;
  deposit_requests: DepositRequestsTable;
  withdraw_addresses: WithdrawAddressesTable;
  bank_cards: BankCardsTable;
  withdraw_whitelists: WithdrawWhitelistsTable;
  withdrawals: WithdrawalsTable;
  account_transfers: AccountTransfersTable;
  conversions: ConversionsTable;
  kyc_records: KycRecordsTable;
  idempotency_keys: IdempotencyKeysTable;
  spot_orders: SpotOrdersTable;
  lever_positions: LeverPositionsTable;
  option_durations: OptionDurationsTable;
  option_orders: OptionOrdersTable;
  conversion_quotes: ConversionQuotesTable;
  money_approvals: MoneyApprovalsTable;
  four_eyes_thresholds: FourEyesThresholdsTable;
  // Earn (#17): each product's tables below this line (interfaces in db/database-<product>.ts).
  ieo_projects: IeoProjectsTable;
  ieo_orders: IeoOrdersTable;
  invest_products: InvestProductsTable;
  invest_orders: InvestOrdersTable;
  lockup_products: LockupProductsTable;
  lockup_orders: LockupOrdersTable;
  // Price alerts and the notifications inbox (#21 item 8).
  price_alerts: PriceAlertsTable;
  notifications: NotificationsTable;
  inbox_category_settings: InboxCategorySettingsTable;
  // Web Push (#21 item 9).
  invite_rebates: InviteRebatesTable;
  game_rounds: GameRoundsTable;
  user_passkeys: UserPasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  push_vapid_keys: PushVapidKeysTable;
  push_subscriptions: PushSubscriptionsTable;
  push_category_settings: PushCategorySettingsTable;
  // Customer service (#20 item 1).
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
  support_canned_replies: SupportCannedRepliesTable;
  // Coupons (#20 item 3).
  coupons: CouponsTable;
  coupon_users: CouponUsersTable;
  user_coupons: UserCouponsTable;
  coupon_discounts: CouponDiscountsTable;
  // The chat room (#20 item 2).
  chat_messages: ChatMessagesTable;
  chat_reports: ChatReportsTable;
  chat_mutes: ChatMutesTable;
  // Crypto loans (#19 item 3).
  loan_collaterals: LoanCollateralsTable;
  loan_pools: LoanPoolsTable;
  loans: LoansTable;
  loan_events: LoanEventsTable;
  // OTC / P2P (#19 items 1 and 2).
  otc_merchants: OtcMerchantsTable;
  otc_ads: OtcAdsTable;
  otc_orders: OtcOrdersTable;
  // The NFT marketplace (#18).
  nft_artists: NftArtistsTable;
  nft_collections: NftCollectionsTable;
  nft_works: NftWorksTable;
  nft_orders: NftOrdersTable;
  nft_provenance: NftProvenanceTable;
  nft_favourites: NftFavouritesTable;
  nft_deposits: NftDepositsTable;
  nft_bids: NftBidsTable;
}

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Repository functions take either the database or a transaction. */
export type Executor = Db | Trx;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type CurrencyRow = Selectable<CurrenciesTable>;
export type CurrencyMatchRow = Selectable<CurrencyMatchesTable>;
export type NewUpload = Insertable<UploadsTable>;
export type MenuItemRow = Selectable<MenuItemsTable>;
export type NewsRow = Selectable<NewsTable>;
export type FaqItemRow = Selectable<FaqItemsTable>;
export type PageRow = Selectable<PagesTable>;
export type AdminRow = Selectable<AdminsTable>;

/** A held conversion quote (migration 0008): executes once, at exactly these figures, until expires_at. */
export interface ConversionQuotesTable {
  id: Generated<number>;
  user_id: number;
  from_currency_id: number;
  to_currency_id: number;
  amount: Numeric;
  rate: Numeric;
  gross: Numeric;
  fee: Numeric;
  receive: Numeric;
  fee_rate: Numeric;
  from_price: Numeric;
  to_price: Numeric;
  /** The feed tick that priced each side; null for USDT, which is 1 by definition. */
  from_symbol: string | null;
  from_tick_time: number | null;
  to_symbol: string | null;
  to_tick_time: number | null;
  price_time: number;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
  conversion_id: number | null;
}

/** A money move waiting for a second operator (migration 0013, four-eyes). */
export interface MoneyApprovalsTable {
  id: Generated<number>;
  kind: MoneyApprovalKind;
  /** The deposit request or withdrawal; null for an adjustment. */
  subject_id: number | null;
  user_id: number;
  currency_id: number;
  account_type: number | null;
  amount: Numeric;
  usdt_value: NullableNumeric;
  price: NullableNumeric;
  reason: string | null;
  requested_by: number;
  requested_at: CreatedAt;
  status: ColumnType<MoneyApprovalStatus, MoneyApprovalStatus | undefined, MoneyApprovalStatus>;
  decided_by: number | null;
  decided_at: Date | null;
  decision_reason: string | null;
  posting_id: number | null;
}

/** A currency's four-eyes threshold in USDT value (migration 0013). */
export interface FourEyesThresholdsTable {
  currency_id: number;
  usdt_value: Numeric;
  updated_by: number;
  updated_at: Timestamp;
}
