import { loanRules as rules } from '@meridian/contract';
import { Decimal } from 'decimal.js';

import type { AppDeps } from '../../deps.js';
import type { Crossed, EngineModule, EngineTick, Trigger, Work } from '../../engine/types.js';
import * as ledger from '../../ledger/ledger.js';
import { afterCommit, moneyTransaction, publishBalanceChanges } from '../../ledger/transaction.js';
import { recordDecisiveTicks } from '../../market-data/evidence.js';
import * as repo from './loans.repository.js';
import type { LoanRow } from './loans.repository.js';
import { EXCHANGE, LOAN_CURRENCY, LOANS_MODULE } from './loans.service.js';
import { collateralDecimals, LTV_DECIMALS } from './loans.views.js';

/*
 * Crypto loans as an engine module (ARCHITECTURE.md "Prices and the engine"), like futures'
 * liquidation: each open loan holds, on its collateral's pair, its liquidation price (LTV 83 %)
 * and, until told, its margin-call price (75 %); once told, a re-arm price (back to 65 %). A tick
 * that crosses one executes it in its own transaction under the loan's row lock, re-checked at
 * that tick's price with the debt as it is then, so a loan the user just topped up is left
 * alone; the tick is stored as the evidence of what it decided.
 */

const LIQ = 'liq';
const CALL = 'call';
const REARM = 'rearm';
/** Executed per loan in this order: a tick past both prices liquidates and tells no margin call. */
const ORDER = [LIQ, CALL, REARM];

const d = (v: Decimal.Value) => new Decimal(v);

function triggersOf(row: LoanRow): Trigger[] {
  const debt = rules.debtOf(row.principal, row.interest);
  const base = { module: LOANS_MODULE, id: row.id, symbol: row.symbol };
  const triggers: Trigger[] = [];
  const liq = rules.liquidationPrice(debt, row.collateral);
  if (liq) triggers.push({ ...base, tag: LIQ, price: liq, fires: 'at_or_below' });
  if (row.margin_call_at === null) {
    const call = rules.marginCallPrice(debt, row.collateral);
    if (call) triggers.push({ ...base, tag: CALL, price: call, fires: 'at_or_below' });
  } else {
    const healthy = rules.priceAtLtv(debt, row.collateral, rules.LOAN_LEVELS.initial);
    if (healthy) triggers.push({ ...base, tag: REARM, price: healthy, fires: 'at_or_above' });
  }
  return triggers;
}

const workOf = (rows: readonly LoanRow[]): Work => ({
  triggers: rows.flatMap(triggersOf),
  dues: [],
});

/** The loans module the engine drives. */
export function createLoansModule(deps: AppDeps): EngineModule {
  return {
    name: LOANS_MODULE,
    loadAll: async () => workOf(await repo.openLoans(deps.db)),
    load: async (ids) => workOf(ids.length === 0 ? [] : await repo.openLoans(deps.db, ids)),
    async onCrossed(crossed) {
      for (const item of firstPerLoan(crossed)) {
        const { trigger, tick } = item;
        if (trigger.tag === LIQ) await liquidateLoan(deps, trigger.id, tick);
        else if (trigger.tag === CALL) await tellMarginCall(deps, trigger.id, tick);
        else if (trigger.tag === REARM) await rearmMarginCall(deps, trigger.id, tick);
      }
    },
  };
}

/** Per loan, the crossing that matters most (liquidation before margin call before re-arm). */
function firstPerLoan(crossed: readonly Crossed[]): Crossed[] {
  const best = new Map<number, Crossed>();
  for (const item of crossed) {
    if (item.trigger.module !== LOANS_MODULE) continue;
    const known = best.get(item.trigger.id);
    if (!known || ORDER.indexOf(item.trigger.tag) < ORDER.indexOf(known.trigger.tag))
      best.set(item.trigger.id, item);
  }
  return [...best.values()];
}

/**
 * Liquidates one loan at `tick`, once: under its row lock, still open, its interest charged to
 * the tick's hour, and its LTV at the tick's price at or above 83 %. It sells just enough
 * collateral to the exchange at that price to repay the debt (`loanRules.liquidate`), repays the
 * pool, gives the rest of the collateral and any surplus back, and books a shortfall (a gap past
 * the price) against the insurance account, never the user. The tick and the outcome stay on the
 * loan's row. Answers whether it liquidated.
 */
export async function liquidateLoan(deps: AppDeps, id: number, tick: EngineTick): Promise<boolean> {
  return moneyTransaction(
    deps.db,
    async (trx) => {
      const locked = await repo.lockLoan(trx, id);
      if (!locked || locked.status !== 'open') return false;
      const charged = await repo.chargeInterest(trx, rules.hourOf(tick.time) + 1, [id]);
      const loan = charged.length > 0 ? (await repo.findLoan(trx, id))! : locked;
      const debt = rules.debtOf(loan.principal, loan.interest);
      if (!rules.reaches(debt, loan.collateral, tick.price, rules.LOAN_LEVELS.liquidation))
        return false;

      await recordDecisiveTicks(trx, [tick]);
      const out = rules.liquidate(
        debt,
        loan.collateral,
        tick.price,
        collateralDecimals(deps.market, loan.symbol),
      );
      const userId = loan.user_id;
      await repo.updateLoan(trx, id, {
        status: 'liquidated',
        principal: '0',
        interest: '0',
        interest_paid: rules.plain(d(loan.interest_paid).plus(loan.interest)),
        closed_at: new Date(),
        liq_price: tick.price,
        liq_tick_time: tick.time,
        liq_debt: debt,
        liq_sold: out.sold,
        liq_proceeds: out.proceeds,
        liq_returned: out.returned,
        liq_surplus: out.surplus,
        liq_shortfall: out.shortfall,
      });
      await repo.addLent(trx, LOAN_CURRENCY, `-${rules.plain(loan.principal)}`);
      await repo.insertEvent(trx, {
        loan_id: id,
        user_id: userId,
        kind: 'liquidation',
        amount: out.sold,
        currency_id: loan.currency_id,
        price: tick.price,
        tick_time: tick.time,
        ltv: rules.ltvOf(debt, loan.collateral, tick.price, LTV_DECIMALS),
        principal_after: '0',
        interest_after: '0',
        collateral_after: out.returned,
      });
      const collateral = rules.plain(loan.collateral);
      await ledger.post(trx, {
        reason: 'loan_liquidation',
        reference: `loan:${id}:liquidation`,
        userId,
        legs: [
          // The collateral leaves frozen: what was sold to the exchange, the rest back to available.
          {
            holder: { userId, accountType: EXCHANGE },
            currencyId: loan.currency_id,
            frozen: `-${collateral}`,
            available: out.returned,
          },
          { holder: { house: 'exchange' }, currencyId: loan.currency_id, available: out.sold },
          // The exchange pays the proceeds; the pool is repaid the whole debt.
          {
            holder: { house: 'exchange' },
            currencyId: LOAN_CURRENCY,
            available: `-${out.proceeds}`,
          },
          { holder: { house: 'lending' }, currencyId: LOAN_CURRENCY, available: debt },
          {
            holder: { userId, accountType: EXCHANGE },
            currencyId: LOAN_CURRENCY,
            available: out.surplus,
          },
          {
            holder: { house: 'insurance' },
            currencyId: LOAN_CURRENCY,
            available: `-${out.shortfall}`,
          },
        ],
      });
      afterCommit(trx, () => {
        deps.events.emit('loan.liquidated', {
          userId,
          loanId: id,
          currencyId: loan.currency_id,
          symbol: loan.symbol,
          price: tick.price,
          tickTime: tick.time,
          debt,
          sold: out.sold,
          returned: out.returned,
        });
        deps.notifyUser(userId, 'loan', { id, kind: 'liquidation' });
      });
      return true;
    },
    publishBalanceChanges(deps.events),
  );
}

/**
 * Tells the margin call once, at the tick whose price put the loan's LTV at or above 75 %: the
 * history keeps the tick, the inbox and the socket tell the user (after the commit). No money
 * moves. Answers whether it told.
 */
export async function tellMarginCall(
  deps: AppDeps,
  id: number,
  tick: EngineTick,
): Promise<boolean> {
  return moneyTransaction(deps.db, async (trx) => {
    const loan = await repo.lockLoan(trx, id);
    if (!loan || loan.status !== 'open' || loan.margin_call_at !== null) return false;
    const debt = rules.debtOf(loan.principal, loan.interest);
    if (!rules.reaches(debt, loan.collateral, tick.price, rules.LOAN_LEVELS.marginCall))
      return false;
    if (!(await repo.markMarginCall(trx, id, new Date()))) return false;
    await recordDecisiveTicks(trx, [tick]);
    const ltv = rules.ltvOf(debt, loan.collateral, tick.price, LTV_DECIMALS)!;
    await repo.insertEvent(trx, {
      loan_id: id,
      user_id: loan.user_id,
      kind: 'margin_call',
      price: tick.price,
      tick_time: tick.time,
      ltv,
      principal_after: rules.plain(loan.principal),
      interest_after: rules.plain(loan.interest),
      collateral_after: rules.plain(loan.collateral),
    });
    afterCommit(trx, () => {
      deps.events.emit('loan.margin_call', {
        userId: loan.user_id,
        loanId: id,
        currencyId: loan.currency_id,
        symbol: loan.symbol,
        ltv,
        price: tick.price,
        tickTime: tick.time,
        liquidationPrice: shownPrice(
          deps,
          loan.symbol,
          rules.liquidationPrice(debt, loan.collateral),
        ),
      });
      deps.notifyUser(loan.user_id, 'loan', { id, kind: 'margin_call' });
    });
    return true;
  });
}

/**
 * A trigger price as the screens show it: cut (never rounded up) to the pair's price precision,
 * so the notice names a price that does reach it, e.g. 46988.421686… → 46988.42.
 */
function shownPrice(deps: AppDeps, symbol: string, price: string | null): string | null {
  if (price === null) return null;
  const decimals = deps.market.pair(symbol)?.price_precision ?? 2;
  return rules.plain(d(price).toDecimalPlaces(decimals, Decimal.ROUND_DOWN));
}

/** The price took the LTV back to 65 % or below: the next fall to 75 % is told again. */
async function rearmMarginCall(deps: AppDeps, id: number, tick: EngineTick): Promise<void> {
  await moneyTransaction(deps.db, async (trx) => {
    const loan = await repo.lockLoan(trx, id);
    if (!loan || loan.status !== 'open' || loan.margin_call_at === null) return;
    const debt = rules.debtOf(loan.principal, loan.interest);
    if (!rules.withinInitial(debt, loan.collateral, tick.price)) return;
    await repo.updateLoan(trx, id, { margin_call_at: null });
  });
}
