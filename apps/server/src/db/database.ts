import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';

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
  failed_logins: ColumnType<number, number | undefined, number>;
  locked_until: Date | null;
  password_changed_at: Date | null;
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

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  currencies: CurrenciesTable;
  settings: SettingsTable;
  fiat_rates: FiatRatesTable;
  uploads: UploadsTable;
}

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Repository functions take either the database or a transaction. */
export type Executor = Db | Trx;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type CurrencyRow = Selectable<CurrenciesTable>;
