import type {
  AccountType,
  BillEntryView,
  BillEventDetail,
  BillEventPage,
  BillEventView,
  BillInput,
  BillKind,
  BillOrderKind,
  BillPartView,
  Language,
  LedgerReason,
} from '@meridian/contract';

import type { AppDeps } from '../../deps.js';
import type { Caller } from '../../lib/caller.js';
import { translate } from '../../lib/messages.js';
import { pageView } from '../../lib/pagination.js';
import { kindOfReason } from './bill.kinds.js';
import * as billRepo from './bill.repository.js';
import type { BillEntryJson, BillEventRow, BillFeeJson } from './bill.repository.js';
import type * as repo from './wallet.repository.js';
import * as rules from './wallet.rules.js';

type BillRow = Awaited<ReturnType<typeof repo.pageBill>>['rows'][number];

/** POST /wallet/legal_log's body: the contract's filters, a kind and a cursor. */
export type BillEventsInput = BillInput & { kind?: BillKind; before?: number };

/**
 * POST /wallet/legal_log: the caller's bill as business events, newest first, of one account,
 * coin and/or kind; `before` pages by cursor (stable while new events arrive).
 */
export async function pageBill(
  deps: AppDeps,
  caller: Caller,
  input: BillEventsInput,
  lang: Language,
): Promise<BillEventPage> {
  const filter = {
    userId: caller.user.id,
    currencyId: input.currency,
    accountType: input.type,
    kind: input.kind,
    before: input.before,
  };
  const found = await billRepo.pageBillEvents(deps.db, filter, input);
  const page = pageView(found, (r) => billEventView(r, filter, lang), input);
  const last = found.rows.at(-1);
  const more = found.rows.length === input.limit && last !== undefined;
  return { ...page, next_before: more ? last.posting_id : null };
}

const parsed = <T>(value: T[] | string | null): T[] =>
  value === null ? [] : typeof value === 'string' ? (JSON.parse(value) as T[]) : value;

function partView(e: BillEntryJson): BillPartView {
  return {
    id: Number(e.id),
    currency_id: e.currency_id,
    currency_name: e.currency_name,
    account_type: e.account_type as AccountType,
    change: rules.plain(e.change),
    frozen_change: rules.plain(e.frozen_change),
    available_after: rules.plain(e.available_after ?? '0'),
    frozen_after: rules.plain(e.frozen_after ?? '0'),
  };
}

const plainOrNull = (v: string | null) => (v === null ? null : rules.plain(v));

/** The order, position or record a posting's reference names, when it is the caller's. */
function orderOf(r: BillEventRow): BillEventView['order'] {
  const ids: [BillOrderKind, number | null][] = [
    ['futures', r.lever_id],
    ['spot', r.spot_id],
    ['options', r.option_id],
    ['convert', r.convert_id],
    ['transfer', r.transfer_id],
    ['withdraw', r.withdraw_id],
    ['deposit', r.deposit_id],
  ];
  const found = ids.find(([, id]) => id !== null);
  return found ? { kind: found[0], id: Number(found[1]) } : null;
}

const NO_DETAIL: BillEventDetail = {
  symbol: null,
  side: null,
  leverage: null,
  price: null,
  amount: null,
  total: null,
  margin: null,
  profit: null,
  seconds: null,
  from_currency: null,
  to_currency: null,
  from_field: null,
  to_field: null,
};

function leverDetail(r: BillEventRow): Partial<BillEventDetail> {
  const closing = r.reason === 'lever_close' || r.reason === 'lever_liquidation';
  const price = closing
    ? r.lever_close_price
    : r.reason === 'lever_order' || r.reason === 'lever_cancel'
      ? r.lever_target_price
      : r.lever_price;
  return {
    symbol: r.lever_symbol,
    side: r.lever_type,
    leverage: r.lever_multiple,
    price: plainOrNull(price),
    amount: r.lever_share === null ? null : String(r.lever_share),
    margin: plainOrNull(r.lever_margin),
    profit: closing ? plainOrNull(r.lever_profits) : null,
  };
}

function spotDetail(r: BillEventRow): Partial<BillEventDetail> {
  const filled = r.reason === 'spot_fill';
  return {
    symbol: r.spot_symbol,
    side: r.spot_type,
    price: plainOrNull(filled ? r.spot_price : r.spot_target_price),
    amount: plainOrNull(r.spot_amount),
    total: filled ? plainOrNull(r.spot_total) : null,
  };
}

function optionDetail(r: BillEventRow): Partial<BillEventDetail> {
  const settled = r.reason === 'option_settle';
  return {
    symbol: r.option_symbol,
    side: r.option_type,
    seconds: r.option_seconds,
    amount: plainOrNull(r.option_number),
    price: plainOrNull(settled ? r.option_end_price : r.option_open_price),
    profit: settled ? plainOrNull(r.option_profits) : null,
  };
}

/** The facts of the business row behind the event, from the columns its reference joined. */
function detailOf(r: BillEventRow): BillEventDetail {
  if (r.lever_id !== null) return { ...NO_DETAIL, ...leverDetail(r) };
  if (r.spot_id !== null) return { ...NO_DETAIL, ...spotDetail(r) };
  if (r.option_id !== null) return { ...NO_DETAIL, ...optionDetail(r) };
  if (r.convert_id !== null)
    return {
      ...NO_DETAIL,
      amount: plainOrNull(r.convert_amount),
      total: plainOrNull(r.convert_receive),
      from_currency: r.convert_from,
      to_currency: r.convert_to,
    };
  if (r.transfer_id !== null)
    return {
      ...NO_DETAIL,
      amount: plainOrNull(r.transfer_amount),
      from_field: r.transfer_from as AccountType,
      to_field: r.transfer_to as AccountType,
    };
  if (r.withdraw_id !== null) return { ...NO_DETAIL, amount: plainOrNull(r.withdraw_amount) };
  if (r.deposit_id !== null) return { ...NO_DETAIL, amount: plainOrNull(r.deposit_amount) };
  return NO_DETAIL;
}

/** The entry the top-level fields describe: the first that matches the filter (else the first). */
function mainEntry(
  parts: BillPartView[],
  filter: { currencyId?: number; accountType?: AccountType },
): BillPartView | undefined {
  const matches = (p: BillPartView) =>
    (filter.currencyId === undefined || p.currency_id === filter.currencyId) &&
    (filter.accountType === undefined || p.account_type === filter.accountType);
  return parts.find(matches) ?? parts[0];
}

/** One event as the bill shows it; the sentence is worded on the web from `kind` and `detail`. */
export function billEventView(
  r: BillEventRow,
  filter: { currencyId?: number; accountType?: AccountType },
  lang: Language,
): BillEventView {
  const reason = r.reason;
  const entries = parsed<BillEntryJson>(r.entries).map(partView);
  const main = mainEntry(entries, filter)!;
  return {
    ...main,
    reason,
    reason_text: translate(`BILL_${reason}` as Parameters<typeof translate>[0], lang),
    memo: r.memo,
    created_at: r.created_at.getTime(),
    posting_id: Number(r.posting_id),
    kind: kindOfReason(reason),
    order: orderOf(r),
    entries,
    fees: parsed<BillFeeJson>(r.fees).map((f) => ({ ...f, amount: rules.plain(f.amount) })),
    detail: detailOf(r),
  };
}

/** One journal line as the bill shows it, its reason in the reader's language (operators' view). */
export function billEntryView(r: BillRow, lang: Language): BillEntryView {
  const reason = r.reason as LedgerReason;
  return {
    id: r.id,
    currency_id: r.currency_id,
    currency_name: r.currency_name,
    account_type: r.account_type as AccountType,
    reason,
    reason_text: translate(`BILL_${reason}` as Parameters<typeof translate>[0], lang),
    memo: r.memo,
    change: rules.plain(r.delta_available),
    frozen_change: rules.plain(r.delta_frozen),
    available_after: rules.plain(r.available_after ?? '0'),
    frozen_after: rules.plain(r.frozen_after ?? '0'),
    created_at: r.created_at.getTime(),
  };
}
