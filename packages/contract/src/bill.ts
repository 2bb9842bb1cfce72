import type { Page } from './envelope.js';
import type { AccountType, BillEntryView } from './wallet.js';

/*
 * The bill as business events (POST /wallet/legal_log): one row per posting, worded by the web
 * from these structured fields (never server-side English).
 */

/**
 * What an event is about, for the bill's kind filter: every ledger reason belongs to one kind.
 * `fee` is a view across kinds: the events that paid a fee (a fill, an open, a conversion, an
 * overnight fee).
 */
export const BILL_KINDS = [
  'deposit',
  'withdrawal',
  'transfer',
  'convert',
  'spot',
  'futures',
  'options',
  'earn',
  'loan',
  'otc',
  'nft',
  'fee',
  'other',
] as const;
export type BillKind = (typeof BILL_KINDS)[number];

export const isBillKind = (value: unknown): value is BillKind =>
  (BILL_KINDS as readonly unknown[]).includes(value);

/** Where an event's row leads: the order, position or record it belongs to. */
export type BillOrderKind =
  'futures' | 'spot' | 'options' | 'convert' | 'transfer' | 'withdraw' | 'deposit';

/** One change of the caller's balances by an event. */
export type BillPartView = Omit<BillEntryView, 'reason' | 'reason_text' | 'memo' | 'created_at'>;

/** The facts the row's sentence is worded from; null where the event has none. */
export interface BillEventDetail {
  symbol: string | null;
  /** Futures 1 long 2 short; spot 1 buy 2 sell; options 1 up 2 down. */
  side: number | null;
  leverage: number | null;
  price: string | null;
  amount: string | null;
  total: string | null;
  margin: string | null;
  profit: string | null;
  seconds: number | null;
  from_currency: string | null;
  to_currency: string | null;
  from_field: AccountType | null;
  to_field: AccountType | null;
}

/**
 * One business event of the bill (one posting): the journal line fields the bill always had (of
 * its first entry matching the filter), plus all its parts, its fee and its order.
 */
export interface BillEventView extends BillEntryView {
  posting_id: number;
  kind: Exclude<BillKind, 'fee'>;
  order: { kind: BillOrderKind; id: number } | null;
  entries: BillPartView[];
  fees: { currency_id: number; currency_name: string; amount: string }[];
  detail: BillEventDetail;
}

export type BillEventPage = Page<BillEventView> & { next_before: number | null };
