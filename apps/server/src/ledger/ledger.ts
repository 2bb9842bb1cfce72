import { Decimal } from 'decimal.js';
import { sql, type Selectable } from 'kysely';

import type { AccountType, HouseAccount, LedgerReason } from '@meridian/contract';

import type { Executor, LedgerEntriesTable, Trx } from '../db/database.js';
import { AppError } from '../lib/app-error.js';

/** Exact sums for checking legs: numeric(36,18) needs more than the display precision of 20. */
const Exact = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });

/** Whose money a leg moves: a user's account, or a house account (fees, external, …). */
export type Holder = { userId: number; accountType: AccountType } | { house: HouseAccount };

/** One side of a posting: signed changes of the available and the frozen amount. */
export interface Leg {
  holder: Holder;
  currencyId: number;
  available?: Decimal.Value;
  frozen?: Decimal.Value;
}

export interface PostingInput {
  reason: LedgerReason;
  /** Unique per business event, e.g. `withdraw:42:request`: the same reference never posts twice. */
  reference: string;
  /** The user the posting is about (shown in operator views). */
  userId?: number;
  adminId?: number;
  /** An operator's written reason, shown in the user's bill. */
  memo?: string;
  legs: Leg[];
}

export interface PostingResult {
  postingId: number;
  /** True when a posting with this reference already existed; nothing was applied. */
  duplicate: boolean;
  /** Users whose balances changed. */
  userIds: number[];
}

interface MergedLeg {
  key: string;
  userId?: number;
  accountType: number;
  house?: HouseAccount;
  currencyId: number;
  available: Decimal;
  frozen: Decimal;
}

const toExact = (v: Decimal.Value | undefined) => new Exact(v ?? 0);

/** Legs on the same balance (or the same house account and currency) become one entry. */
function mergeLegs(legs: Leg[]): MergedLeg[] {
  const merged = new Map<string, MergedLeg>();
  for (const leg of legs) {
    const isHouse = 'house' in leg.holder;
    const key = isHouse
      ? `h:${(leg.holder as { house: string }).house}:${leg.currencyId}`
      : `u:${(leg.holder as { userId: number }).userId}:${leg.currencyId}:${(leg.holder as { accountType: number }).accountType}`;
    const entry = merged.get(key) ?? {
      key,
      currencyId: leg.currencyId,
      accountType: isHouse ? 0 : (leg.holder as { accountType: number }).accountType,
      available: new Exact(0),
      frozen: new Exact(0),
      ...(isHouse
        ? { house: (leg.holder as { house: HouseAccount }).house }
        : { userId: (leg.holder as { userId: number }).userId }),
    };
    entry.available = entry.available.plus(toExact(leg.available));
    entry.frozen = entry.frozen.plus(toExact(leg.frozen));
    merged.set(key, entry);
  }
  return [...merged.values()].filter((l) => !l.available.isZero() || !l.frozen.isZero());
}

/** A posting must balance per currency and fit numeric(36,18); anything else is a programming error. */
function assertBalanced(legs: MergedLeg[]): void {
  const sums = new Map<number, Decimal>();
  for (const leg of legs) {
    for (const v of [leg.available, leg.frozen]) {
      if (v.decimalPlaces() > 18)
        throw new Error(`ledger: ${v.toString()} has more than 18 decimals`);
    }
    sums.set(
      leg.currencyId,
      (sums.get(leg.currencyId) ?? new Exact(0)).plus(leg.available).plus(leg.frozen),
    );
  }
  for (const [currencyId, sum] of sums) {
    if (!sum.isZero())
      throw new Error(
        `ledger: posting does not balance for currency ${currencyId} (${sum.toString()})`,
      );
  }
}

interface UpdatedBalance {
  id: number;
  user_id: number;
  currency_id: number;
  account_type: number;
  available: string;
  frozen: string;
}

const balanceKey = (b: { user_id: number; currency_id: number; account_type: number }) =>
  `u:${b.user_id}:${b.currency_id}:${b.account_type}`;

/**
 * Applies the legs to their balance rows in one statement. The rows are locked first in
 * ascending id order, so two postings touching the same rows always queue in the same order
 * instead of deadlocking. Answers the rows it changed (missing rows are not changed).
 */
async function applyToBalances(trx: Trx, legs: MergedLeg[]): Promise<UpdatedBalance[]> {
  const keys = sql.join(
    legs.map((l) => sql`(${l.userId}::int, ${l.currencyId}::int, ${l.accountType}::smallint)`),
  );
  const values = sql.join(
    legs.map(
      (l) =>
        sql`(${l.userId}::int, ${l.currencyId}::int, ${l.accountType}::smallint, ${l.available.toFixed()}::numeric, ${l.frozen.toFixed()}::numeric)`,
    ),
  );
  const result = await sql<UpdatedBalance>`
    with locked as (
      select id from balances where (user_id, currency_id, account_type) in (${keys}) order by id for update
    )
    update balances b
    set available = b.available + v.available, frozen = b.frozen + v.frozen, updated_at = now()
    from (values ${values}) as v(user_id, currency_id, account_type, available, frozen)
    where b.id in (select id from locked)
      and b.user_id = v.user_id and b.currency_id = v.currency_id and b.account_type = v.account_type
    returning b.id, b.user_id, b.currency_id, b.account_type, b.available, b.frozen`.execute(trx);
  return result.rows;
}

/** Changes the users' balance rows of a posting, creating the rows it credits for the first time. */
async function updateBalances(trx: Trx, legs: MergedLeg[]): Promise<Map<string, UpdatedBalance>> {
  if (legs.length === 0) return new Map();
  try {
    const rows = await applyToBalances(trx, legs);
    if (rows.length < legs.length) {
      const have = new Set(rows.map(balanceKey));
      const missing = legs
        .filter((l) => !have.has(l.key))
        .sort((a, b) => a.key.localeCompare(b.key));
      await trx
        .insertInto('balances')
        .values(
          missing.map((l) => ({
            user_id: l.userId!,
            currency_id: l.currencyId,
            account_type: l.accountType as AccountType,
          })),
        )
        .onConflict((oc) => oc.columns(['user_id', 'currency_id', 'account_type']).doNothing())
        .execute();
      rows.push(...(await applyToBalances(trx, missing)));
    }
    return new Map(rows.map((r) => [balanceKey(r), r]));
  } catch (error) {
    if (isNegativeBalance(error)) throw new AppError('INSUFFICIENT_BALANCE');
    throw error;
  }
}

export function isNegativeBalance(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return (
    e?.code === '23514' &&
    /balances_(available|frozen)_not_negative/.test(`${e.constraint ?? ''} ${e.message ?? ''}`)
  );
}

type EntryRow = Omit<Selectable<LedgerEntriesTable>, 'id' | 'created_at'>;

/** A leg's journal line; `after` is what the leg's balance row holds once it applied (user legs). */
function entryRow(
  postingId: number,
  leg: MergedLeg,
  balanceId: number | undefined,
  after: { available: string; frozen: string } | undefined,
): EntryRow {
  return {
    posting_id: postingId,
    balance_id: balanceId ?? null,
    user_id: leg.userId ?? null,
    house: leg.house ?? null,
    currency_id: leg.currencyId,
    account_type: leg.accountType,
    delta_available: leg.available.toFixed(),
    delta_frozen: leg.frozen.toFixed(),
    available_after: after?.available ?? null,
    frozen_after: after?.frozen ?? null,
  };
}

/**
 * Applies one posting inside the caller's transaction: the journal entries and the balance rows
 * change together or not at all. A user balance that would go below zero answers
 * INSUFFICIENT_BALANCE (the caller's transaction must then roll back, which throwing does).
 */
export async function post(trx: Trx, input: PostingInput): Promise<PostingResult> {
  const legs = mergeLegs(input.legs);
  assertBalanced(legs);

  const inserted = await trx
    .insertInto('ledger_postings')
    .values({
      reason: input.reason,
      reference: input.reference,
      user_id: input.userId ?? null,
      admin_id: input.adminId ?? null,
      memo: input.memo ?? null,
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const existing = await trx
      .selectFrom('ledger_postings')
      .select('id')
      .where('reference', '=', input.reference)
      .executeTakeFirstOrThrow();
    return { postingId: existing.id, duplicate: true, userIds: [] };
  }

  const userLegs = legs.filter((l) => l.userId !== undefined);
  const updated = await updateBalances(trx, userLegs);

  await trx
    .insertInto('ledger_entries')
    .values(
      legs.map((l) => {
        const balance = l.userId !== undefined ? updated.get(l.key)! : undefined;
        const after = balance && {
          available: String(balance.available),
          frozen: String(balance.frozen),
        };
        return entryRow(inserted.id, l, balance?.id, after);
      }),
    )
    .execute();

  const userIds = [...new Set(userLegs.map((l) => l.userId!))];
  noteTouchedUsers(trx, userIds);
  return { postingId: inserted.id, duplicate: false, userIds };
}

/**
 * Applies many postings in one go (set-based: one insert of postings, one update of the balance
 * rows, one insert of entries per chunk), for work that is due together, such as the options
 * expiring in one second. Postings whose reference already exists are skipped. Entries carry the
 * balance after each posting in input order, as if the postings were applied one by one.
 */
export async function postMany(
  trx: Trx,
  inputs: PostingInput[],
): Promise<{ applied: number; userIds: number[] }> {
  if (inputs.length === 0) return { applied: 0, userIds: [] };
  const merged = inputs.map((input) => {
    const legs = mergeLegs(input.legs);
    assertBalanced(legs);
    return { input, legs };
  });
  // Arrays in one statement (unnest): a batch of any size is one short query to build and send.
  const ids = new Map<string, number>();
  const inserted = await sql<{ id: number; reference: string }>`
    insert into ledger_postings (reason, reference, user_id, admin_id, memo)
    select * from unnest(${merged.map((m) => m.input.reason)}::text[], ${merged.map((m) => m.input.reference)}::text[],
                         ${merged.map((m) => m.input.userId ?? null)}::int[], ${merged.map((m) => m.input.adminId ?? null)}::int[],
                         ${merged.map((m) => m.input.memo ?? null)}::text[])
    on conflict (reference) do nothing
    returning id, reference`.execute(trx);
  for (const row of inserted.rows) ids.set(row.reference, Number(row.id));
  const fresh = merged.filter(({ input }) => ids.has(input.reference));

  // One leg per balance row with the sum of every posting's change to it.
  const totals = new Map<string, MergedLeg>();
  for (const { legs } of fresh) {
    for (const leg of legs) {
      if (leg.userId === undefined) continue;
      const total = totals.get(leg.key) ?? {
        ...leg,
        available: new Exact(0),
        frozen: new Exact(0),
      };
      total.available = total.available.plus(leg.available);
      total.frozen = total.frozen.plus(leg.frozen);
      totals.set(leg.key, total);
    }
  }
  // Rows whose changes cancel out (a transfer and its way back in one batch) are updated by 0 all
  // the same: their entries need the row and its balance after each posting.
  const finals = await updateBalances(trx, [...totals.values()]);

  // Balance after each entry: walk the postings backwards from the final values.
  const after = new Map<string, { available: Decimal; frozen: Decimal }>();
  for (const [key, row] of finals)
    after.set(key, { available: new Exact(row.available), frozen: new Exact(row.frozen) });
  const entries: EntryRow[] = [];
  for (let i = fresh.length - 1; i >= 0; i--) {
    const { input, legs } = fresh[i]!;
    const postingId = ids.get(input.reference)!;
    for (const l of legs) {
      const balance = l.userId !== undefined ? finals.get(l.key) : undefined;
      const now = l.userId !== undefined ? after.get(l.key) : undefined;
      const nowText = now && { available: now.available.toFixed(), frozen: now.frozen.toFixed() };
      entries.push(entryRow(postingId, l, balance?.id, nowText));
      if (now)
        after.set(l.key, {
          available: now.available.minus(l.available),
          frozen: now.frozen.minus(l.frozen),
        });
    }
  }
  entries.reverse();
  const column = <K extends keyof EntryRow>(key: K) => entries.map((e) => e[key]);
  await sql`
    insert into ledger_entries (posting_id, balance_id, user_id, house, currency_id, account_type,
                                delta_available, delta_frozen, available_after, frozen_after)
    select * from unnest(${column('posting_id')}::bigint[], ${column('balance_id')}::int[], ${column('user_id')}::int[],
                         ${column('house')}::text[], ${column('currency_id')}::int[], ${column('account_type')}::smallint[],
                         ${column('delta_available')}::numeric[], ${column('delta_frozen')}::numeric[],
                         ${column('available_after')}::numeric[], ${column('frozen_after')}::numeric[])`.execute(
    trx,
  );
  const userIds = [...new Set([...totals.values()].map((l) => l.userId!))];
  noteTouchedUsers(trx, userIds);
  return { applied: fresh.length, userIds };
}

// ---- who changed: read after commit to tell the users' screens ------------------------------------

const touched = new WeakMap<object, Set<number>>();

export function noteTouchedUsers(trx: Trx, userIds: number[]) {
  const set = touched.get(trx) ?? new Set<number>();
  for (const id of userIds) set.add(id);
  touched.set(trx, set);
}

/** Users whose balances a transaction changed (empty when none did). */
export function touchedUsers(trx: Trx): number[] {
  return [...(touched.get(trx) ?? [])];
}

/**
 * Locks some balance rows in id order (the ledger's order) and answers their available amounts
 * by `user:currency:account` (a missing row is absent).
 */
export async function lockAvailable(
  trx: Trx,
  keys: readonly { user_id: number; currency_id: number; account_type: AccountType }[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const { rows } = await sql<{
    user_id: number;
    currency_id: number;
    account_type: number;
    available: string;
  }>`
    select b.user_id, b.currency_id, b.account_type, b.available
    from balances b
    join unnest(${keys.map((k) => k.user_id)}::int[], ${keys.map((k) => k.currency_id)}::int[],
                ${keys.map((k) => k.account_type)}::smallint[]) as k(user_id, currency_id, account_type)
      on b.user_id = k.user_id and b.currency_id = k.currency_id and b.account_type = k.account_type
    order by b.id
    for update of b`.execute(trx);
  return new Map(rows.map((r) => [`${r.user_id}:${r.currency_id}:${r.account_type}`, r.available]));
}

// ---- reading -------------------------------------------------------------------------------------

/** The caller's balance rows, optionally of one account. */
export function listBalances(db: Executor, userId: number, accountType?: AccountType) {
  let query = db
    .selectFrom('balances')
    .select(['currency_id', 'account_type', 'available', 'frozen'])
    .where('user_id', '=', userId);
  if (accountType) query = query.where('account_type', '=', accountType);
  return query.execute();
}
