import {
  ACCOUNT_TYPES,
  ieoRules as rules,
  type AdminIeoProjectView,
  type AdminIeoSaveInput,
  type EarnAmount,
  type EarnProductSummary,
  type IeoOrderInput,
  type IeoOrderView,
  type IeoPageInput,
  type IeoProjectView,
  type Language,
  type Page,
  textIn,
} from '@meridian/contract';
import { Decimal } from 'decimal.js';

import { findActiveCurrency } from '../../db/currencies.js';
import type { Executor, Trx } from '../../db/database.js';
import { dropReferenceData } from '../../db/reference-cache.js';
import type { AppDeps } from '../../deps.js';
import * as ledger from '../../ledger/ledger.js';
import { finishSetPostings, withSetPostings } from '../../ledger/set-postings.js';
import { moneyTransaction, publishBalanceChanges } from '../../ledger/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { partitionCount } from '../../lib/partitions.js';
import type { Caller } from '../../lib/caller.js';
import { pageView } from '../../lib/pagination.js';
import { assertCanWrite, insertAudit, type AdminCaller } from '../admin/index.js';
import * as repo from './ieo.repository.js';

/** Subscriptions are paid from, and tokens credited to, the exchange account (PRODUCT-RULES.md §8). */
const EXCHANGE = ACCOUNT_TYPES.change;
/** Precision of payments and refunds in the subscription currency. */
export const PAY_DECIMALS = 8;

const plain = (v: string | number) => new Decimal(v).toFixed();
const ms = (v: string | null) => (v === null ? null : Number(v));

// ---- views ---------------------------------------------------------------------------------------

export function projectView(row: repo.ProjectRow, now: number, lang: Language): IeoProjectView {
  return {
    id: row.id,
    name: row.name,
    symbol: row.symbol,
    token_decimals: row.token_decimals,
    pay_currency_id: row.pay_currency_id,
    pay_currency: row.pay_currency,
    price: plain(row.price),
    total_supply: plain(row.total_supply),
    user_cap: plain(row.user_cap),
    min_amount: plain(row.min_amount),
    lock_days: row.lock_days,
    start_time: Number(row.start_at),
    end_time: Number(row.end_at),
    listing_time: Number(row.listing_at),
    white_paper: row.white_paper,
    website: row.website,
    description: textIn(row.description, lang),
    phase: rules.phaseAt(now, Number(row.start_at), Number(row.end_at)),
    applied_total: plain(row.applied_total),
    participants: row.participants,
    allocated_at: ms(row.allocated_at),
    listed_at: ms(row.listed_at),
    ...lockOf(row),
  };
}

type LockColumns = 'lock_days' | 'listing_at' | 'listed_at' | 'unlock_at' | 'unlocked_at';

/** The token lock of a project, or of one of its orders (which carries the project's columns). */
function lockOf(row: Pick<repo.ProjectRow, LockColumns> | Pick<repo.OrderRow, LockColumns>) {
  return rules.lockState({
    lockDays: row.lock_days,
    listingTime: Number(row.listing_at),
    listedAt: ms(row.listed_at),
    unlockAt: ms(row.unlock_at),
    unlockedAt: ms(row.unlocked_at),
  });
}

function adminProjectView(row: repo.ProjectRow, now: number): AdminIeoProjectView {
  return {
    ...projectView(row, now, 'en'),
    description: row.description,
    published: row.published,
    passed_total: row.passed_total === null ? null : plain(row.passed_total),
    dust: row.dust === null ? null : plain(row.dust),
    unsold: row.unsold === null ? null : plain(row.unsold),
    token_currency_id: row.token_currency_id,
  };
}

export function orderView(row: repo.OrderRow): IeoOrderView {
  const opt = (v: string | null) => (v === null ? null : plain(v));
  return {
    id: row.id,
    project_id: row.project_id,
    project_name: row.project_name,
    symbol: row.symbol,
    pay_currency: row.pay_currency,
    price: plain(row.price),
    applied: plain(row.applied),
    paid: plain(row.paid),
    passed: opt(row.passed),
    cost: opt(row.cost),
    refunded: opt(row.refunded),
    status: row.status,
    listing_time: Number(row.listing_at),
    created_at: new Date(row.created_at).getTime(),
    allocated_at: ms(row.allocated_at),
    listed_at: ms(row.listed_at),
    ...lockOf(row),
  };
}

// ---- reading -------------------------------------------------------------------------------------

/** GET /project: published projects, in progress first, described in the request's language. */
export async function pageProjects(
  deps: AppDeps,
  lang: Language,
  input: IeoPageInput,
): Promise<Page<IeoProjectView>> {
  const now = Date.now();
  const found = await repo.pagePublished(deps.db, now, input);
  return pageView(found, (row) => projectView(row, now, lang), input);
}

/** GET /project/detail, described in the request's language (else English). */
export async function projectDetail(
  deps: AppDeps,
  lang: Language,
  id: number,
): Promise<IeoProjectView> {
  const row = await repo.findProject(deps.db, id);
  if (!row) throw new AppError('IEO_PROJECT_NOT_FOUND');
  return projectView(row, Date.now(), lang);
}

/** GET /user/project/order: the caller's subscriptions, newest first. */
export async function pageOrders(
  deps: AppDeps,
  caller: Caller,
  input: IeoPageInput,
): Promise<Page<IeoOrderView>> {
  return pageView(await repo.pageOrders(deps.db, caller.user.id, input), orderView, input);
}

// ---- subscribing ---------------------------------------------------------------------------------

/**
 * POST /project/order, inside the request's money transaction: the project must be in progress,
 * the price the user confirmed must be the issue price, the payment currency the project's,
 * the amount at least the minimum and at most the token's precision. Freezes price × amount
 * (rounded up to the payment precision) in the exchange account (reason ieo_commit); one
 * subscription per user and project, so a double submit answers IEO_ALREADY_SUBSCRIBED.
 */
export async function subscribe(
  trx: Trx,
  caller: Caller,
  input: IeoOrderInput,
  now = Date.now(),
): Promise<IeoOrderView> {
  const project = await repo.shareLockProject(trx, input.project_id);
  if (!project) throw new AppError('IEO_PROJECT_NOT_FOUND');
  // Read after the lock: an allocation that ran while this request waited has closed the list.
  if (
    project.allocated_at !== null ||
    rules.phaseAt(now, Number(project.start_at), Number(project.end_at)) !== 'progress'
  )
    throw new AppError('IEO_NOT_IN_PROGRESS');
  const currency = await findActiveCurrency(trx, project.pay_currency_id);
  const payName = currency?.name ?? '';
  if (
    input.pay_currency.toUpperCase() !== payName.toUpperCase() &&
    input.pay_currency !== String(project.pay_currency_id)
  )
    throw new AppError('IEO_PAY_CURRENCY', { currency: payName });
  if (!new Decimal(input.price).equals(project.price))
    throw new AppError('IEO_PRICE_CHANGED', { price: plain(project.price) });
  if (rules.decimalsOf(input.amount) > project.token_decimals)
    throw new AppError('AMOUNT_PRECISION', { decimals: project.token_decimals });
  if (new Decimal(input.amount).lessThan(project.min_amount))
    throw new AppError('IEO_BELOW_MINIMUM', { min: plain(project.min_amount) });

  const applied = plain(input.amount);
  const paid = rules.costOf(applied, plain(project.price), PAY_DECIMALS);
  if (new Decimal(paid).isZero())
    throw new AppError('IEO_BELOW_MINIMUM', { min: plain(project.min_amount) });
  const inserted = await repo.insertOrder(trx, {
    project_id: project.id,
    user_id: caller.user.id,
    pay_currency_id: project.pay_currency_id,
    price: project.price,
    applied,
    paid,
  });
  if (!inserted) throw new AppError('IEO_ALREADY_SUBSCRIBED');
  await ledger.post(trx, {
    reason: 'ieo_commit',
    reference: `ieo:${inserted.id}:commit`,
    userId: caller.user.id,
    legs: [
      {
        holder: { userId: caller.user.id, accountType: EXCHANGE },
        currencyId: project.pay_currency_id,
        available: `-${paid}`,
        frozen: paid,
      },
    ],
  });
  return orderView((await repo.findOrder(trx, inserted.id))!);
}

// ---- the allocation and the listing (the leader's job, or an operator's trigger) ----------------

type LockedProject = NonNullable<Awaited<ReturnType<typeof repo.lockProject>>>;

/**
 * Runs one of the project's money steps (allocation, listing, unlock) on the project row locked,
 * in a money transaction whose balance changes are told after the commit.
 */
function onLockedProject<T>(
  deps: AppDeps,
  projectId: number,
  step: (trx: Trx, project: LockedProject) => Promise<T>,
): Promise<T> {
  return moneyTransaction(
    deps.db,
    async (trx) => {
      const project = await repo.lockProject(trx, projectId);
      if (!project) throw new AppError('IEO_PROJECT_NOT_FOUND');
      return step(trx, project);
    },
    publishBalanceChanges(deps.events),
  );
}

export interface AllocationOutcome {
  projectId: number;
  /** False when it had run already (nothing changed). */
  ran: boolean;
  orders: number;
}

/**
 * Runs the project's allocation once: from its frozen commit list, through `ieoRules.allocate`,
 * each subscription's passed tokens, cost and refund are written and the refund unfrozen. The
 * claim (`allocated_at` in SQL, with the totals and the audit) commits first; the subscriptions
 * are then written in parts of disjoint users side by side, each part one statement in its own
 * transaction that writes only orders still committed. A run that finds the allocation claimed
 * and orders still committed (a node stopped between the parts) writes them: the rule is a
 * function of the commit list, which is closed at the end, so it computes the same shares. A
 * second run otherwise claims nothing and changes nothing.
 */
export async function allocateProject(
  deps: AppDeps,
  projectId: number,
  now = Date.now(),
  by?: AdminCaller,
): Promise<AllocationOutcome> {
  const plan = await onLockedProject(deps, projectId, (trx, project) =>
    planAllocation(trx, project, now, by),
  );
  if (!plan) return { projectId, ran: false, orders: 0 };
  const written = await Promise.all(
    partsOf(plan.allocations).map((part) =>
      moneyTransaction(
        deps.db,
        async (trx) => {
          const summary = await withSetPostings(
            repo.applyAllocation(trx, projectId, plan.allocatedAt, EXCHANGE, part),
          );
          finishSetPostings(trx, summary);
          return summary.orders;
        },
        publishBalanceChanges(deps.events),
      ),
    ),
  );
  // Every share was written by these parts or by a run beside them; one left is a share that
  // does not match its order (cost + refund ≠ paid): a bug, so it stays frozen and is told.
  if (await repo.hasUnallocated(deps.db, projectId))
    throw new Error(`ieo: allocation of project ${projectId} left subscriptions unwritten`);
  return { projectId, ran: plan.claimed, orders: written.reduce((a, b) => a + b, 0) };
}

/**
 * On the project's row locked: claims the allocation (once) and answers every subscription's
 * share, or, when it was claimed before and orders are still committed, the same shares again.
 * Null when there is nothing to write.
 */
async function planAllocation(
  trx: Trx,
  project: LockedProject,
  now: number,
  by: AdminCaller | undefined,
) {
  const claimedBefore = project.allocated_at !== null;
  if (claimedBefore && !(await repo.hasUnallocated(trx, project.id))) return null;
  if (!claimedBefore && Number(project.end_at) > now) throw new AppError('IEO_NOT_ENDED');
  const commits = await repo.listCommits(trx, project.id);
  const result = rules.allocate(
    commits.map((c) => ({ id: c.id, paid: plain(c.paid), applied: plain(c.applied) })),
    {
      supply: plain(project.total_supply),
      cap: plain(project.user_cap),
      price: plain(project.price),
      tokenDecimals: project.token_decimals,
      payDecimals: PAY_DECIMALS,
    },
  );
  if (!claimedBefore) {
    if (!(await repo.claimAllocation(trx, project.id, now, result))) return null;
    if (by)
      await audit(trx, by, 'allocate', project.id, {
        orders: commits.length,
        ...result,
        allocations: undefined,
      });
  }
  return {
    claimed: !claimedBefore,
    allocatedAt: claimedBefore ? Number(project.allocated_at) : now,
    allocations: result.allocations,
  };
}

/**
 * The shares in contiguous parts (`partitionCount`): one subscription per user, so parts never
 * share a balance.
 */
function partsOf<T>(shares: readonly T[]): T[][] {
  const count = partitionCount(shares.length);
  const size = Math.ceil(shares.length / count);
  return Array.from({ length: count }, (_, i) => shares.slice(i * size, (i + 1) * size));
}

/**
 * Credits the project's passed tokens once (claims `listed_at` in SQL): creates the token's
 * currency if it is new, moves each frozen cost to the house account `ieo` and the tokens from it
 * to the exchange account, frozen until `unlock_at` (now + lock_days days) when the project has a
 * lock period, available otherwise. Trading the token needs an operator to open a pair fed by the
 * market feed; nothing here sets a price.
 */
export async function listProject(
  deps: AppDeps,
  projectId: number,
  now = Date.now(),
  by?: AdminCaller,
): Promise<AllocationOutcome> {
  const outcome = await onLockedProject(deps, projectId, async (trx, project) => {
    if (project.listed_at !== null) return { projectId, ran: false, orders: 0 };
    if (project.allocated_at === null || (await repo.hasUnallocated(trx, projectId)))
      throw new AppError('IEO_NOT_ALLOCATED');
    const tokenId = await repo.ensureTokenCurrency(trx, project.symbol, project.name);
    const unlockAt = rules.unlockTime(now, project.lock_days);
    const claimed = await repo.claimListing(trx, projectId, now, tokenId, unlockAt);
    if (!claimed) return { projectId, ran: false, orders: 0 };
    const summary = await withSetPostings(
      repo.applyListing(trx, projectId, now, EXCHANGE, tokenId, unlockAt !== null),
    );
    finishSetPostings(trx, summary);
    if (by)
      await audit(trx, by, 'list', projectId, {
        orders: summary.orders,
        token_currency_id: tokenId,
        unlock_at: unlockAt,
      });
    return { projectId, ran: true, orders: summary.orders };
  });
  if (outcome.ran) {
    dropReferenceData(deps.db);
    deps.forgetReferenceData?.();
  }
  return outcome;
}

/**
 * Releases the lock of a listed project once its unlock time has come (claims `unlocked_at` in
 * SQL): each subscription's passed tokens move from frozen to available in one set-based
 * statement. A second run (another node, a later job) claims nothing and changes nothing.
 */
export async function unlockProject(
  deps: AppDeps,
  projectId: number,
  now = Date.now(),
): Promise<AllocationOutcome> {
  return onLockedProject(deps, projectId, async (trx, project) => {
    if (project.token_currency_id === null || !(await repo.claimUnlock(trx, projectId, now)))
      return { projectId, ran: false, orders: 0 };
    const summary = await withSetPostings(
      repo.applyUnlock(trx, projectId, now, EXCHANGE, project.token_currency_id),
    );
    finishSetPostings(trx, summary);
    return { projectId, ran: true, orders: summary.orders };
  });
}

/**
 * The leader's job: every published project whose end has passed is allocated, every allocated
 * one whose listing time has passed is listed, and every listed one whose unlock time has passed
 * is unlocked; each once. Catches up after downtime (everything due is found by time, not by the
 * run that was missed). Answers the runs made.
 */
export async function runDue(deps: AppDeps, now = Date.now()): Promise<number> {
  let runs = 0;
  for (const due of await repo.listDue(deps.db, now)) {
    if (due.listed_at === null) {
      if (due.allocated_at === null || due.unfinished) {
        const allocation = await allocateProject(deps, due.id, now);
        if (allocation.ran || allocation.orders > 0) runs++;
      }
      if (Number(due.listing_at) <= now && (await listProject(deps, due.id, now)).ran) runs++;
    }
    if (due.unlock_at !== null && Number(due.unlock_at) <= now) {
      if ((await unlockProject(deps, due.id, now)).ran) runs++;
    }
  }
  return runs;
}

// ---- the finance tab -----------------------------------------------------------------------------

function addTo(map: Map<string, Decimal>, currency: string, amount: string | null) {
  if (amount === null) return;
  map.set(currency, (map.get(currency) ?? new Decimal(0)).plus(amount));
}
const amounts = (map: Map<string, Decimal>): EarnAmount[] =>
  [...map.entries()]
    .filter(([, v]) => !v.isZero())
    .map(([currency, v]) => ({ currency, amount: v.toFixed() }));

/**
 * The caller's IEO summary: subscriptions not yet listed are active; `held` is the payment still
 * frozen (the whole payment before the allocation, the cost after it); `earned` the tokens
 * credited at listings (IEO pays in tokens, not a yield).
 */
export async function earnSummary(db: Executor, userId: number): Promise<EarnProductSummary> {
  const rows = await repo.summaryRows(db, userId);
  const held = new Map<string, Decimal>();
  const earned = new Map<string, Decimal>();
  let active = 0;
  for (const r of rows) {
    if (r.status === 'committed') addTo(held, r.pay_currency, r.paid);
    if (r.status === 'allocated') addTo(held, r.pay_currency, r.cost);
    if (r.status !== 'listed') active++;
    else addTo(earned, r.symbol, r.passed);
  }
  return { product: 'ieo', active, held: amounts(held), earned: amounts(earned) };
}

// ---- the operator --------------------------------------------------------------------------------

export async function listForOperator(deps: AppDeps): Promise<AdminIeoProjectView[]> {
  const now = Date.now();
  return (await repo.listAll(deps.db)).map((r) => adminProjectView(r, now));
}

const REQUIRED_ON_CREATE = [
  'name',
  'symbol',
  'token_decimals',
  'pay_currency_id',
  'price',
  'total_supply',
  'user_cap',
  'min_amount',
  'start_time',
  'end_time',
  'listing_time',
] as const;

async function audit(
  trx: Trx,
  admin: AdminCaller,
  action: string,
  id: number,
  detail: Record<string, unknown>,
) {
  await insertAudit(trx, {
    admin_id: admin.id,
    action: `ieo_project.${action}`,
    entity: 'ieo_project',
    entity_id: String(id),
    detail,
  });
}

async function adminView(deps: AppDeps, id: number) {
  return adminProjectView((await repo.findProject(deps.db, id, false))!, Date.now());
}

/**
 * POST /admin/ieo/save: creates a project (unpublished) or edits one that has not started (future
 * terms only: IEO_TERMS_LOCKED once it started or was allocated). Audited with before and after.
 */
export async function saveProject(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminIeoSaveInput,
  now = Date.now(),
): Promise<AdminIeoProjectView> {
  assertCanWrite(admin);
  const { id, ...given } = input;
  const id2 = await deps.db.transaction().execute(async (trx) => {
    const before = id === undefined ? undefined : await repo.lockProject(trx, id);
    if (id !== undefined && !before) throw new AppError('IEO_PROJECT_NOT_FOUND');
    if (before && (Number(before.start_at) <= now || before.allocated_at !== null))
      throw new AppError('IEO_TERMS_LOCKED');
    if (!before) {
      const missing = REQUIRED_ON_CREATE.find((k) => given[k] === undefined);
      if (missing) throw new AppError('PARAMETER_ERROR', { field: missing });
    }
    const terms = {
      name: given.name ?? before!.name,
      symbol: given.symbol ?? before!.symbol,
      token_decimals: given.token_decimals ?? before!.token_decimals,
      pay_currency_id: given.pay_currency_id ?? before!.pay_currency_id,
      price: given.price ?? before!.price,
      total_supply: given.total_supply ?? before!.total_supply,
      user_cap: given.user_cap ?? before!.user_cap,
      min_amount: given.min_amount ?? before!.min_amount,
      lock_days: given.lock_days ?? before?.lock_days ?? 0,
      start_at: given.start_time ?? Number(before!.start_at),
      end_at: given.end_time ?? Number(before!.end_at),
      listing_at: given.listing_time ?? Number(before!.listing_at),
      white_paper: given.white_paper ?? before?.white_paper ?? '',
      website: given.website ?? before?.website ?? '',
      description: given.description ?? before?.description ?? { en: '' },
    };
    const field = checkTerms(terms, now);
    if (field) throw new AppError('PARAMETER_ERROR', { field });
    if (!(await findActiveCurrency(trx, terms.pay_currency_id)))
      throw new AppError('PARAMETER_ERROR', { field: 'pay_currency_id' });
    if (await repo.symbolInUse(trx, terms.symbol, before?.id))
      throw new AppError('IEO_SYMBOL_TAKEN');
    const values = { ...terms, start_at: terms.start_at, end_at: terms.end_at };
    let projectId: number;
    if (before) {
      await repo.updateProject(trx, before.id, values);
      projectId = before.id;
    } else {
      projectId = (await repo.insertProject(trx, values)).id;
    }
    await audit(trx, admin, before ? 'update' : 'create', projectId, {
      before: before ?? null,
      after: terms,
    });
    return projectId;
  });
  return adminView(deps, id2);
}

/** The field of the first term that does not hold, or undefined. */
function checkTerms(
  t: {
    token_decimals: number;
    price: string;
    total_supply: string;
    user_cap: string;
    min_amount: string;
    start_at: number;
    end_at: number;
    listing_at: number;
  },
  now: number,
): string | undefined {
  const fits = (v: string) => rules.decimalsOf(plain(v)) <= t.token_decimals;
  if (!fits(t.total_supply)) return 'total_supply';
  if (!fits(t.user_cap) || new Decimal(t.user_cap).greaterThan(t.total_supply)) return 'user_cap';
  if (!fits(t.min_amount) || new Decimal(t.min_amount).greaterThan(t.user_cap)) return 'min_amount';
  if (t.start_at <= now) return 'start_time';
  if (t.end_at <= t.start_at) return 'end_time';
  if (t.listing_at < t.end_at) return 'listing_time';
  return undefined;
}

/** POST /admin/ieo/open: publishes a project (users see it; its phase follows its times). */
export async function openProject(deps: AppDeps, admin: AdminCaller, id: number) {
  assertCanWrite(admin);
  await deps.db.transaction().execute(async (trx) => {
    const before = await repo.lockProject(trx, id);
    if (!before) throw new AppError('IEO_PROJECT_NOT_FOUND');
    if (before.published) return;
    await repo.updateProject(trx, id, { published: true });
    await audit(trx, admin, 'open', id, {});
  });
  return adminView(deps, id);
}

/**
 * POST /admin/ieo/close: ends the subscription now (a project in progress: its end becomes now;
 * a warm-up project: its start and end become now, so it ends without subscriptions). Nothing
 * else changes; the allocation then runs on what was committed. Audited.
 */
export async function closeProject(
  deps: AppDeps,
  admin: AdminCaller,
  id: number,
  now = Date.now(),
) {
  assertCanWrite(admin);
  await deps.db.transaction().execute(async (trx) => {
    const before = await repo.lockProject(trx, id);
    if (!before) throw new AppError('IEO_PROJECT_NOT_FOUND');
    if (Number(before.end_at) <= now) return;
    const start = Math.min(Number(before.start_at), now - 1);
    await repo.updateProject(trx, id, {
      start_at: start,
      end_at: now,
      listing_at: Math.max(Number(before.listing_at), now),
    });
    await audit(trx, admin, 'close', id, {
      before: { start_at: Number(before.start_at), end_at: Number(before.end_at) },
      after: { start_at: start, end_at: now },
    });
  });
  return adminView(deps, id);
}

/** POST /admin/ieo/allocate: runs the allocation now (idempotent), audited when it ran. */
export async function triggerAllocation(deps: AppDeps, admin: AdminCaller, id: number) {
  assertCanWrite(admin);
  await allocateProject(deps, id, Date.now(), admin);
  return adminView(deps, id);
}

/** POST /admin/ieo/list: credits the tokens now (idempotent; needs the allocation), audited. */
export async function triggerListing(deps: AppDeps, admin: AdminCaller, id: number) {
  assertCanWrite(admin);
  await listProject(deps, id, Date.now(), admin);
  return adminView(deps, id);
}
