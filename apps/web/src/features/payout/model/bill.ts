import {
  accountNameOf,
  ACCOUNT_TYPE_IDS,
  type AccountName,
  type AccountType,
  type BillEntryView,
  type BillInput,
  type Page,
} from '@meridian/contract';

/**
 * What an event is about (the server's bill kinds): every ledger reason belongs to one; `fee`
 * lists the events that paid a fee.
 */
export const BILL_KINDS = [
  'deposit',
  'withdrawal',
  'transfer',
  'convert',
  'spot',
  'futures',
  'options',
  'fee',
  'other',
] as const;
export type BillKind = (typeof BILL_KINDS)[number];

export const isBillKind = (value: unknown): value is BillKind =>
  (BILL_KINDS as readonly unknown[]).includes(value);

/** Where an event's row leads: the order, position or record it belongs to. */
export type BillOrderKind =
  'futures' | 'spot' | 'options' | 'convert' | 'transfer' | 'withdraw' | 'deposit';

/** One change of the user's balances by an event. */
export type BillPart = Omit<BillEntryView, 'reason' | 'reason_text' | 'memo' | 'created_at'>;

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
 * One row of POST /wallet/legal_log: a business event (one posting). The journal-line fields are
 * of its first entry matching the filter. (The server's BillEventView, bill.service.ts.)
 */
export interface BillEventView extends BillEntryView {
  posting_id: number;
  kind: Exclude<BillKind, 'fee'>;
  order: { kind: BillOrderKind; id: number } | null;
  entries: BillPart[];
  fees: { currency_id: number; currency_name: string; amount: string }[];
  detail: BillEventDetail;
}

export type BillEventPage = Page<BillEventView> & { next_before: number | null };

/** The bill's filters: a coin, an account and a kind; null means all. */
export interface BillFilter {
  currency: number | null;
  type: AccountType | null;
  kind: BillKind | null;
}

export const ALL_BILLS: BillFilter = { currency: null, type: null, kind: null };

/** Page size of the bill (SPEC.md §9 default 10 would mean many round trips while scrolling). */
export const BILL_PAGE_SIZE = 20;

/** The accounts a bill can be filtered by, in the order of PRODUCT-RULES.md §1. */
export const BILL_ACCOUNTS: readonly AccountType[] = ACCOUNT_TYPE_IDS;

/** The name used in translation keys (`bill.account.<name>`), e.g. 2 → `change`. */
export const accountKeyOf = (type: AccountType): AccountName => accountNameOf(type);

/** The body of POST /wallet/legal_log for one page: from the newest, or `before` a cursor. */
export function billRequest(
  filter: BillFilter,
  before: number | null,
): BillInput & { kind?: BillKind; before?: number } {
  return {
    page: 1,
    limit: BILL_PAGE_SIZE,
    ...(filter.currency !== null ? { currency: filter.currency } : {}),
    ...(filter.type !== null ? { type: filter.type } : {}),
    ...(filter.kind !== null ? { kind: filter.kind } : {}),
    ...(before !== null ? { before } : {}),
  };
}
