import { sql, type RawBuilder } from 'kysely';

import type { AccountType, BillKind, LedgerReason } from '@meridian/contract';

import type { Executor } from '../../db/database.js';
import { offsetOf, type PageRequest } from '../../lib/pagination.js';
import { reasonsOf } from './bill.kinds.js';

/** Which events of one user the bill lists. */
export interface BillEventFilter {
  userId: number;
  currencyId?: number;
  accountType?: AccountType;
  kind?: BillKind;
  /** Cursor: only events of postings older than this one (stable while new ones arrive). */
  before?: number;
}

/** One of the user's own journal lines of an event, as the page statement answers it. */
export interface BillEntryJson {
  id: number;
  currency_id: number;
  currency_name: string;
  account_type: number;
  change: string;
  frozen_change: string;
  available_after: string | null;
  frozen_after: string | null;
}

/** What the event's posting paid to the fees house account, per coin. */
export interface BillFeeJson {
  currency_id: number;
  currency_name: string;
  amount: string;
}

/** One event (one posting) with the facts of the business row its reference names. */
export interface BillEventRow {
  posting_id: number;
  reason: LedgerReason;
  reference: string;
  memo: string | null;
  created_at: Date;
  entries: BillEntryJson[] | string;
  fees: BillFeeJson[] | string | null;
  lever_id: number | null;
  lever_symbol: string | null;
  lever_type: number | null;
  lever_multiple: number | null;
  lever_price: string | null;
  lever_target_price: string | null;
  lever_close_price: string | null;
  lever_share: number | null;
  lever_margin: string | null;
  lever_fee: string | null;
  lever_profits: string | null;
  spot_id: number | null;
  spot_symbol: string | null;
  spot_type: number | null;
  spot_order_type: string | null;
  spot_amount: string | null;
  spot_price: string | null;
  spot_target_price: string | null;
  spot_total: string | null;
  option_id: number | null;
  option_symbol: string | null;
  option_type: number | null;
  option_seconds: number | null;
  option_number: string | null;
  option_open_price: string | null;
  option_end_price: string | null;
  option_profits: string | null;
  convert_id: number | null;
  convert_amount: string | null;
  convert_receive: string | null;
  convert_from: string | null;
  convert_to: string | null;
  transfer_id: number | null;
  transfer_amount: string | null;
  transfer_from: number | null;
  transfer_to: number | null;
  withdraw_id: number | null;
  withdraw_amount: string | null;
  withdraw_fee: string | null;
  deposit_id: number | null;
  deposit_amount: string | null;
}

/** The id a reference such as `lever:42:open` names when it starts with `prefix:`, else null. */
const idOf = (prefix: string): RawBuilder<number | null> =>
  sql`(case when p.reference like ${`${prefix}:%`} then split_part(p.reference, ':', 2)::int end)`;

/** The user's entries matching the filter: the rows whose postings are the bill's events. */
function matching(filter: BillEventFilter, withCursor: boolean) {
  const where = [sql`e.user_id = ${filter.userId}`];
  if (filter.currencyId !== undefined) where.push(sql`e.currency_id = ${filter.currencyId}`);
  if (filter.accountType !== undefined) where.push(sql`e.account_type = ${filter.accountType}`);
  if (withCursor && filter.before !== undefined) where.push(sql`e.posting_id < ${filter.before}`);
  if (filter.kind === 'fee') {
    where.push(sql`(exists (select 1 from ledger_entries f
      where f.posting_id = e.posting_id and f.house = 'fees')
      or exists (select 1 from ledger_postings r
      where r.id = e.posting_id and r.reason = 'lever_overnight_fee'))`);
  } else if (filter.kind !== undefined) {
    where.push(sql`exists (select 1 from ledger_postings r
      where r.id = e.posting_id and r.reason = any(${reasonsOf(filter.kind)}::text[]))`);
  }
  return sql`from ledger_entries e where ${sql.join(where, sql` and `)}`;
}

/**
 * One page of the user's bill as events, newest first: the postings that touched a matching
 * balance of theirs, each with all their own entries of it, the fee it paid and the facts of the
 * order, position, conversion, transfer or withdrawal its reference names. Two statements
 * whatever the page size: the page and the count.
 */
export async function pageBillEvents(
  db: Executor,
  filter: BillEventFilter,
  request: PageRequest,
): Promise<{ rows: BillEventRow[]; total: number }> {
  const me = filter.userId;
  // A cursor pages by itself: the offset would skip events twice.
  const offset = filter.before !== undefined ? 0 : offsetOf(request.page, request.limit);
  const page = sql<BillEventRow>`
    with ev as (
      select e.posting_id ${matching(filter, true)}
      group by e.posting_id order by e.posting_id desc limit ${request.limit} offset ${offset}
    )
    select p.id as posting_id, p.reason, p.reference, p.memo, p.created_at,
      (select json_agg(json_build_object('id', x.id, 'currency_id', x.currency_id,
          'currency_name', c.name, 'account_type', x.account_type,
          'change', x.delta_available::text, 'frozen_change', x.delta_frozen::text,
          'available_after', x.available_after::text, 'frozen_after', x.frozen_after::text)
          order by x.id)
        from ledger_entries x join currencies c on c.id = x.currency_id
        where x.posting_id = p.id and x.user_id = ${me}) as entries,
      (select json_agg(json_build_object('currency_id', f.currency_id, 'currency_name', c.name,
          'amount', (f.delta_available + f.delta_frozen)::text) order by f.id)
        from ledger_entries f join currencies c on c.id = f.currency_id
        where f.posting_id = p.id and f.house = 'fees') as fees,
      lp.id as lever_id, lp.symbol as lever_symbol, lp.type as lever_type,
      lp.multiple as lever_multiple, lp.price::text as lever_price,
      lp.target_price::text as lever_target_price, lp.close_price::text as lever_close_price,
      lp.share as lever_share, lp.caution_money::text as lever_margin,
      lp.trade_fee::text as lever_fee, lp.profits::text as lever_profits,
      so.id as spot_id, so.symbol as spot_symbol, so.type as spot_type,
      so.order_type as spot_order_type, so.amount::text as spot_amount,
      so.fill_price::text as spot_price, so.target_price::text as spot_target_price,
      so.total::text as spot_total,
      oo.id as option_id, oo.symbol as option_symbol, oo.type as option_type,
      oo.seconds as option_seconds, oo.number::text as option_number,
      oo.open_price::text as option_open_price, oo.end_price::text as option_end_price,
      oo.fact_profits::text as option_profits,
      cv.id as convert_id, cv.amount::text as convert_amount, cv.receive::text as convert_receive,
      cf.name as convert_from, ct.name as convert_to,
      tr.id as transfer_id, tr.amount::text as transfer_amount, tr.from_type as transfer_from,
      tr.to_type as transfer_to,
      w.id as withdraw_id, w.amount::text as withdraw_amount, w.fee::text as withdraw_fee,
      d.id as deposit_id, d.amount::text as deposit_amount
    from ev
    join ledger_postings p on p.id = ev.posting_id
    left join lever_positions lp on lp.id = ${idOf('lever')} and lp.user_id = ${me}
    left join spot_orders so on so.id = ${idOf('spot')} and so.user_id = ${me}
    left join option_orders oo on oo.id = ${idOf('option')} and oo.user_id = ${me}
    left join conversions cv on cv.id = ${idOf('convert')} and cv.user_id = ${me}
    left join currencies cf on cf.id = cv.from_currency_id
    left join currencies ct on ct.id = cv.to_currency_id
    left join account_transfers tr on tr.id = ${idOf('account_transfer')} and tr.user_id = ${me}
    left join withdrawals w on w.id = ${idOf('withdraw')} and w.user_id = ${me}
    left join deposit_requests d on d.id = ${idOf('deposit')} and d.user_id = ${me}
    order by p.id desc`;
  const count = sql<{ n: number | string }>`
    select count(distinct e.posting_id) as n ${matching(filter, false)}`;
  const [rows, total] = await Promise.all([page.execute(db), count.execute(db)]);
  return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
}
