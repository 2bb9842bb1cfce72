/** A user as GET /admin/users lists them. */
export interface UserRow {
  id: number;
  email: string | null;
  mobile: string | null;
  nickname: string;
  real_level: number;
  created_at: number;
}

/** GET /admin/users/detail: the user, every balance, and the hold if there is one. */
export interface UserDetail {
  user: UserRow;
  hold: { reason: string; held_at: number; held_by_email: string | null } | null;
  balances: {
    currency_id: number;
    currency_name: string;
    account_type: number;
    available: string;
    frozen: string;
  }[];
}

/** One identity record (level 1: name and document; level 2: the two photos). */
export interface KycRecord {
  id: number;
  level: number;
  id_type: number | null;
  name: string | null;
  card_id: string | null;
  front_pic: string | null;
  reverse_pic: string | null;
  status: number;
  reason: string | null;
  created_at: number;
  handled_at: number | null;
}

/** GET /admin/users/profile. */
export interface UserProfile {
  id: number;
  email: string | null;
  mobile: string | null;
  area_code: string | null;
  nickname: string;
  invite_code: string;
  inviter_code: string | null;
  real_level: number;
  language: string;
  locked_until: number | null;
  created_at: number;
  kyc: (KycRecord & { admin_email: string | null })[];
}

/** A record in the identity review queue (GET /admin/kyc). */
export interface KycQueueRow extends KycRecord {
  user_id: number;
  user_email: string | null;
  user_mobile: string | null;
}

export interface JournalRow {
  id: number;
  currency_name: string;
  account_type: number;
  reason: string;
  reason_text: string;
  memo: string | null;
  change: string;
  frozen_change: string;
  available_after: string;
  frozen_after: string;
  created_at: number;
}

export interface SessionRow {
  id: number;
  created_at: number;
  expires_at: number;
}

export interface LoginRow {
  id: number;
  at: number;
  ip: string;
  user_agent: string;
  success: boolean;
}

export interface SpotOrderRow {
  id: number;
  symbol: string;
  type: number;
  order_type: 'market' | 'limit';
  target_price: string;
  amount: string;
  fill_price: string | null;
  total: string | null;
  fee: string | null;
  status: number;
  created_at: number;
}

export interface FuturesPositionRow {
  id: number;
  symbol: string;
  type: number;
  share: number;
  multiple: number;
  entry: number;
  target_price: string | null;
  price: string | null;
  caution_money: string;
  close_price: string | null;
  close_reason: string | null;
  profits: string | null;
  status: number;
  created_at: number;
}

export interface OptionOrderRow {
  id: number;
  symbol: string;
  type: number;
  seconds: number;
  number: string;
  open_price: string;
  end_price: string | null;
  fact_profits: string | null;
  profit_result: number | null;
  status: number;
  void_reason: string | null;
  created_at: number;
}
