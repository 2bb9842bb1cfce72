import {
  ACCOUNT_TYPES,
  loanRules as rules,
  USDT_CURRENCY_ID,
  type LoanBorrowInput,
  type LoanCollateralInput,
  type LoanConfigView,
  type LoanEventsInput,
  type LoanEventView,
  type LoanListInput,
  type LoanPoolView,
  type LoanRepayInput,
  type LoanView,
  type Page,
} from '@meridian/contract';
import { Decimal } from 'decimal.js';

import type { Executor, Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { currentTick } from '../../engine/prices.js';
import * as ledger from '../../ledger/ledger.js';
import { afterCommit } from '../../ledger/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { pageView } from '../../lib/pagination.js';
import { recordDecisiveTicks } from '../../market-data/evidence.js';
import * as repo from './loans.repository.js';
import type { LoanRow } from './loans.repository.js';
import {
  collateralDecimals,
  collateralView,
  currencyNames,
  loanEventView,
  loanView,
  LTV_DECIMALS,
} from './loans.views.js';

/** The engine module's name: each open loan's margin-call and liquidation prices. */
export const LOANS_MODULE = 'loans';
/** Collateral and the money lent live in the exchange account. */
export const EXCHANGE = ACCOUNT_TYPES.change;
/** The coin lent (USDT). */
export const LOAN_CURRENCY = USDT_CURRENCY_ID;

const d = (v: Decimal.Value) => new Decimal(v);
const plain = rules.plain;

// ---- reading -------------------------------------------------------------------------------------

export async function poolView(db: Executor): Promise<LoanPoolView> {
  const pool = await repo.findPool(db, LOAN_CURRENCY);
  const limit = pool?.pool_limit ?? '0';
  const lent = pool?.lent ?? '0';
  return {
    limit: plain(limit),
    lent: plain(lent),
    available: plain(Decimal.max(d(limit).minus(lent), 0)),
  };
}

/** GET /loan/config (public): the lent coin, the levels, the pool and the collateral coins. */
export async function loanConfig(deps: AppDeps): Promise<LoanConfigView> {
  const [collaterals, pool, names] = await Promise.all([
    repo.listCollaterals(deps.db, true),
    poolView(deps.db),
    currencyNames(deps.db),
  ]);
  return {
    loan_currency_id: LOAN_CURRENCY,
    loan_currency: names.get(LOAN_CURRENCY) ?? 'USDT',
    levels: {
      initial: rules.LOAN_LEVELS.initial,
      margin_call: rules.LOAN_LEVELS.marginCall,
      liquidation: rules.LOAN_LEVELS.liquidation,
    },
    pool,
    collaterals: collaterals.map((c) => collateralView(c, deps.market)),
  };
}

/** GET /loan/list: the caller's loans with their live figures, newest first. */
export async function pageLoans(
  deps: AppDeps,
  caller: Caller,
  input: LoanListInput,
): Promise<Page<LoanView>> {
  const [found, names] = await Promise.all([
    repo.pageLoans(deps.db, { userId: caller.user.id, status: input.status }, input),
    currencyNames(deps.db),
  ]);
  return pageView(found, (row) => loanView(row, names, deps.market), input);
}

/** GET /loan/events: one of the caller's loans' history (another user's: LOAN_NOT_FOUND). */
export async function pageEvents(
  deps: AppDeps,
  caller: Caller,
  input: LoanEventsInput,
): Promise<Page<LoanEventView>> {
  if (!(await repo.findLoan(deps.db, input.id, caller.user.id)))
    throw new AppError('LOAN_NOT_FOUND');
  return pageView(await repo.pageEvents(deps.db, input.id, input), loanEventView, input);
}

// ---- helpers of the money calls ------------------------------------------------------------------

/** The live tick of a loan's pair, or PRICE_UNAVAILABLE: nothing is decided on a stale price. */
function liveTickOf(deps: AppDeps, symbol: string) {
  const tick = currentTick(deps.market, symbol);
  if (!tick) throw new AppError('PRICE_UNAVAILABLE');
  return tick;
}

/**
 * The caller's open loan, locked, with its interest charged up to the hour `now` falls in (as
 * the hourly run would), so every change starts from the debt the screen showed.
 */
async function lockOpenLoan(trx: Trx, id: number, userId: number, now: number): Promise<LoanRow> {
  const locked = await repo.lockLoan(trx, id, userId);
  if (!locked) throw new AppError('LOAN_NOT_FOUND');
  if (locked.status !== 'open') throw new AppError('LOAN_NOT_OPEN');
  const charged = await repo.chargeInterest(trx, rules.hourOf(now) + 1, [id]);
  return charged.length > 0 ? (await repo.findLoan(trx, id))! : locked;
}

/** The figures a history entry keeps after a change. */
function after(loan: { principal: string; interest: string; collateral: string }) {
  return {
    principal_after: plain(loan.principal),
    interest_after: plain(loan.interest),
    collateral_after: plain(loan.collateral),
  };
}

/**
 * After the user changed a loan: a told margin call is re-armed once the LTV at the current
 * price is back under the margin-call level; the engine reloads the loan's triggers.
 */
async function afterUserChange(
  deps: AppDeps,
  trx: Trx,
  loan: LoanRow,
  price: string | null,
): Promise<void> {
  const debt = rules.debtOf(loan.principal, loan.interest);
  if (
    loan.status === 'open' &&
    loan.margin_call_at !== null &&
    price !== null &&
    !rules.reaches(debt, loan.collateral, price, rules.LOAN_LEVELS.marginCall)
  ) {
    await repo.updateLoan(trx, loan.id, { margin_call_at: null });
  }
  afterCommit(trx, () => deps.engine.changed(LOANS_MODULE, [loan.id]));
}

async function viewOf(deps: AppDeps, trx: Trx, id: number): Promise<LoanView> {
  const [row, names] = await Promise.all([repo.findLoan(trx, id), currencyNames(trx)]);
  return loanView(row!, names, deps.market);
}

// ---- borrowing -------------------------------------------------------------------------------------

/**
 * POST /loan/borrow, inside the request's money transaction. The coin must be an enabled
 * collateral with a live price; the amount at most 65 % of the collateral's value at that tick
 * (kept as evidence); the pool's locked row must have that much left under its limit. One
 * posting freezes the collateral in the exchange account and pays the amount out of the lending
 * pool into it; the first hour's interest is charged at once. Not enough of the coin: nothing
 * changes (INSUFFICIENT_BALANCE).
 */
export async function borrow(
  deps: AppDeps,
  trx: Trx,
  caller: Caller,
  input: LoanBorrowInput,
  now = Date.now(),
): Promise<LoanView> {
  const userId = caller.user.id;
  const collateral = await repo.findCollateral(trx, input.currency_id);
  if (!collateral?.enabled) throw new AppError('LOAN_COLLATERAL_UNAVAILABLE');
  const tick = liveTickOf(deps, collateral.symbol);
  if (!rules.withinInitial(input.amount, input.collateral, tick.price))
    throw new AppError('LOAN_LTV_TOO_HIGH', {
      max: rules.maxBorrow(input.collateral, tick.price),
    });

  const pool = await repo.lockPool(trx, LOAN_CURRENCY);
  const available = pool ? Decimal.max(d(pool.pool_limit).minus(pool.lent), 0) : d(0);
  if (d(input.amount).greaterThan(available))
    throw new AppError('LOAN_POOL_EXHAUSTED', { available: plain(available) });
  await repo.addLent(trx, LOAN_CURRENCY, input.amount);

  await recordDecisiveTicks(trx, [tick]);
  const amount = plain(input.amount);
  const firstHour = rules.hourlyInterest(amount, collateral.hourly_rate);
  const loan = {
    user_id: userId,
    currency_id: collateral.currency_id,
    symbol: collateral.symbol,
    loan_currency_id: LOAN_CURRENCY,
    collateral: plain(input.collateral),
    borrowed: amount,
    principal: amount,
    interest: firstHour,
    hourly_rate: collateral.hourly_rate,
    interest_hour: rules.hourOf(now) + 1,
    open_price: tick.price,
    open_tick_time: tick.time,
  };
  const id = await repo.insertLoan(trx, loan);
  await repo.insertEvent(trx, {
    loan_id: id,
    user_id: userId,
    kind: 'borrow',
    amount,
    currency_id: LOAN_CURRENCY,
    price: tick.price,
    tick_time: tick.time,
    ltv: rules.ltvOf(rules.debtOf(amount, firstHour), loan.collateral, tick.price, LTV_DECIMALS),
    ...after(loan),
  });
  await ledger.post(trx, {
    reason: 'loan_borrow',
    reference: `loan:${id}:borrow`,
    userId,
    legs: [
      {
        holder: { userId, accountType: EXCHANGE },
        currencyId: collateral.currency_id,
        available: `-${loan.collateral}`,
        frozen: loan.collateral,
      },
      { holder: { house: 'lending' }, currencyId: LOAN_CURRENCY, available: `-${amount}` },
      { holder: { userId, accountType: EXCHANGE }, currencyId: LOAN_CURRENCY, available: amount },
    ],
  });
  await deps.accountHooks.assertMayLeave(trx, EXCHANGE, userId, collateral.currency_id);
  afterCommit(trx, () => deps.engine.changed(LOANS_MODULE, [id]));
  return viewOf(deps, trx, id);
}

// ---- repaying --------------------------------------------------------------------------------------

/**
 * POST /loan/repay: USDT from the exchange account to the lending pool, interest first, then
 * principal, without penalty. `all`, or an amount of at least the debt, repays exactly the debt:
 * the loan closes and the same posting unfreezes the collateral. Under the loan's row lock, so
 * racing repayments apply one after the other and a second "all" finds the loan closed.
 */
export async function repay(
  deps: AppDeps,
  trx: Trx,
  caller: Caller,
  input: LoanRepayInput,
  now = Date.now(),
): Promise<LoanView> {
  const userId = caller.user.id;
  const loan = await lockOpenLoan(trx, input.id, userId, now);
  const split = rules.splitRepayment(
    input.all ? rules.debtOf(loan.principal, loan.interest) : input.amount!,
    loan.interest,
    loan.principal,
  );
  const principal = plain(d(loan.principal).minus(split.principal));
  const interest = plain(d(loan.interest).minus(split.interest));
  const closes = principal === '0' && interest === '0';
  const collateral = plain(loan.collateral);

  await repo.updateLoan(trx, loan.id, {
    principal,
    interest,
    interest_paid: plain(d(loan.interest_paid).plus(split.interest)),
    ...(closes
      ? { status: 'repaid' as const, closed_at: new Date(now), margin_call_at: null }
      : {}),
  });
  await repo.addLent(trx, LOAN_CURRENCY, `-${split.principal}`);
  const eventId = await repo.insertEvent(trx, {
    loan_id: loan.id,
    user_id: userId,
    kind: 'repay',
    amount: split.total,
    currency_id: LOAN_CURRENCY,
    ...after({ principal, interest, collateral }),
  });
  const legs: ledger.Leg[] = [
    {
      holder: { userId, accountType: EXCHANGE },
      currencyId: LOAN_CURRENCY,
      available: `-${split.total}`,
    },
    { holder: { house: 'lending' }, currencyId: LOAN_CURRENCY, available: split.total },
  ];
  if (closes)
    legs.push({
      holder: { userId, accountType: EXCHANGE },
      currencyId: loan.currency_id,
      available: collateral,
      frozen: `-${collateral}`,
    });
  await ledger.post(trx, {
    reason: 'loan_repay',
    reference: `loan:${loan.id}:repay:${eventId}`,
    userId,
    legs,
  });
  await deps.accountHooks.assertMayLeave(trx, EXCHANGE, userId, LOAN_CURRENCY);
  const updated = (await repo.findLoan(trx, loan.id))!;
  await afterUserChange(deps, trx, updated, deps.market.liveTick(loan.symbol)?.price ?? null);
  return viewOf(deps, trx, loan.id);
}

// ---- collateral --------------------------------------------------------------------------------------

/** POST /loan/collateral/add: more of the loan's coin frozen as its collateral (any time). */
export async function addCollateral(
  deps: AppDeps,
  trx: Trx,
  caller: Caller,
  input: LoanCollateralInput,
  now = Date.now(),
): Promise<LoanView> {
  const userId = caller.user.id;
  const loan = await lockOpenLoan(trx, input.id, userId, now);
  const amount = plain(input.amount);
  const collateral = plain(d(loan.collateral).plus(amount));
  await repo.updateLoan(trx, loan.id, { collateral });
  const tick = currentTick(deps.market, loan.symbol);
  const eventId = await repo.insertEvent(trx, {
    loan_id: loan.id,
    user_id: userId,
    kind: 'collateral_add',
    amount,
    currency_id: loan.currency_id,
    price: tick?.price ?? null,
    tick_time: tick?.time ?? null,
    ltv: tick
      ? rules.ltvOf(
          rules.debtOf(loan.principal, loan.interest),
          collateral,
          tick.price,
          LTV_DECIMALS,
        )
      : null,
    ...after({ ...loan, collateral }),
  });
  await ledger.post(trx, {
    reason: 'loan_collateral_add',
    reference: `loan:${loan.id}:add:${eventId}`,
    userId,
    legs: [
      {
        holder: { userId, accountType: EXCHANGE },
        currencyId: loan.currency_id,
        available: `-${amount}`,
        frozen: amount,
      },
    ],
  });
  await deps.accountHooks.assertMayLeave(trx, EXCHANGE, userId, loan.currency_id);
  await afterUserChange(deps, trx, { ...loan, collateral }, tick?.price ?? null);
  return viewOf(deps, trx, loan.id);
}

/**
 * POST /loan/collateral/withdraw: collateral back to available, only while the LTV at the live
 * price (kept as evidence) stays at or below the initial 65 %; otherwise nothing changes and the
 * answer says how much could go.
 */
export async function withdrawCollateral(
  deps: AppDeps,
  trx: Trx,
  caller: Caller,
  input: LoanCollateralInput,
  now = Date.now(),
): Promise<LoanView> {
  const userId = caller.user.id;
  const loan = await lockOpenLoan(trx, input.id, userId, now);
  const tick = liveTickOf(deps, loan.symbol);
  const debt = rules.debtOf(loan.principal, loan.interest);
  const amount = plain(input.amount);
  const collateral = plain(d(loan.collateral).minus(amount));
  if (d(collateral).lessThanOrEqualTo(0) || !rules.withinInitial(debt, collateral, tick.price)) {
    throw new AppError('LOAN_WITHDRAW_TOO_MUCH', {
      max: rules.maxWithdrawable(
        loan.collateral,
        debt,
        tick.price,
        collateralDecimals(deps.market, loan.symbol),
      ),
      coin: (await currencyNames(trx)).get(loan.currency_id) ?? '',
    });
  }
  await recordDecisiveTicks(trx, [tick]);
  await repo.updateLoan(trx, loan.id, { collateral });
  const eventId = await repo.insertEvent(trx, {
    loan_id: loan.id,
    user_id: userId,
    kind: 'collateral_withdraw',
    amount,
    currency_id: loan.currency_id,
    price: tick.price,
    tick_time: tick.time,
    ltv: rules.ltvOf(debt, collateral, tick.price, LTV_DECIMALS),
    ...after({ ...loan, collateral }),
  });
  await ledger.post(trx, {
    reason: 'loan_collateral_withdraw',
    reference: `loan:${loan.id}:withdraw:${eventId}`,
    userId,
    legs: [
      {
        holder: { userId, accountType: EXCHANGE },
        currencyId: loan.currency_id,
        available: amount,
        frozen: `-${amount}`,
      },
    ],
  });
  await afterUserChange(deps, trx, { ...loan, collateral }, tick.price);
  return viewOf(deps, trx, loan.id);
}

// ---- the hourly interest ---------------------------------------------------------------------------

/**
 * Charges every open loan the clock hours up to and including the one `now` falls in that it
 * was not charged yet (each hour at its start), in one guarded statement: a second run, a
 * restart or another leader charges nothing twice, and a run after downtime catches up each
 * missed hour once. The engine then moves the loans' trigger prices. Answers the loans charged.
 */
export async function accrueLoanInterest(deps: AppDeps, now: number): Promise<number> {
  const ids = await repo.chargeInterest(deps.db, rules.hourOf(now) + 1);
  deps.engine.changed(LOANS_MODULE, ids);
  return ids.length;
}
