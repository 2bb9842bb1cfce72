import {
  ACCOUNT_TYPES,
  USDT_CURRENCY_ID,
  futuresRules as rules,
  toMoney,
  type CloseReason,
  type LedgerReason,
} from '@meridian/contract';

import type { Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import type { EngineTick } from '../../engine/types.js';
import * as ledger from '../../ledger/ledger.js';
import { emitAfterCommit } from '../../ledger/transaction.js';
import { recordDecisiveTicks } from '../../market-data/evidence.js';
import { closeQuoteOf, readFuturesSettings } from './futures.market.js';
import * as repo from './futures.repository.js';
import type { PositionRow } from './futures.repository.js';
import { positionView, riskPosition } from './futures.views.js';

/**
 * Executions shared by the API and the engine (PRODUCT-RULES.md §5): closes, limit entry fills
 * and liquidations, set-based, each guarded in SQL so a repeat executes nothing twice. They run
 * inside the caller's money transaction and publish their events once it commits.
 */

/** The name the engine knows positions' work by: `deps.engine.changed(FUTURES_MODULE, ids)`. */
export const FUTURES_MODULE = 'futures';
/**
 * The name the engine knows futures accounts' work by (liquidation, one trigger per user and
 * pair): `deps.engine.changed(FUTURES_ACCOUNT_MODULE, userIds)`.
 */
export const FUTURES_ACCOUNT_MODULE = 'futures-account';
const USDT = USDT_CURRENCY_ID;

/** The user's futures account (wire name `lever`) as a ledger holder. */
export const futuresHolder = (userId: number) => ({ userId, accountType: ACCOUNT_TYPES.lever });

/**
 * After a commit: tells the engine the rows and their owners' accounts changed, and the owners
 * that positions closed.
 */
export function announceChanges(
  deps: AppDeps,
  rows: readonly PositionRow[],
  closed: readonly PositionRow[] = [],
) {
  if (rows.length > 0) {
    deps.engine.changed(
      FUTURES_MODULE,
      rows.map((r) => r.id),
    );
    deps.engine.changed(FUTURES_ACCOUNT_MODULE, [...new Set(rows.map((r) => r.user_id))]);
  }
  for (const row of closed)
    deps.notifyUser(row.user_id, 'lever_closed', { position: positionView(row, null) });
}

/** A fee that went to `fees`, heard of once the transaction commits (rebates hang on it). */
export function emitFee(
  deps: AppDeps,
  trx: Trx,
  row: PositionRow,
  fee: string,
  reason: LedgerReason,
) {
  if (toMoney(fee).isZero()) return;
  emitAfterCommit(trx, deps.events, 'fee.charged', {
    userId: row.user_id,
    currencyId: USDT,
    amount: rules.plain(fee),
    reason,
  });
}

/** A position that opened (market entry, or limit entry filled), heard of after the commit. */
export function emitOpened(deps: AppDeps, trx: Trx, row: PositionRow) {
  emitAfterCommit(trx, deps.events, 'position.opened', {
    userId: row.user_id,
    positionId: row.id,
    symbol: row.symbol,
  });
  emitFee(deps, trx, row, row.trade_fee, 'lever_open');
}

export interface CloseOrder {
  row: PositionRow;
  tick: EngineTick;
  reason: CloseReason;
  /** The take-profit or stop-loss price that fired, re-checked in the guarded update. */
  stopPrice?: string;
}

/**
 * Closes open positions at the platform's quote of each one's tick (a long sells at the bid, a
 * short buys at the ask), set-based: one guarded update (rows no longer open are skipped) and
 * one posting per closed position. The loss is capped at the futures account; what it cannot
 * cover is booked against `insurance` (PRODUCT-RULES.md §5). Answers the rows it closed.
 */
export async function executeCloses(
  deps: AppDeps,
  trx: Trx,
  orders: readonly CloseOrder[],
): Promise<PositionRow[]> {
  const closes = orders.map(({ row, tick, reason, stopPrice }) => {
    const { spread, precision } = closeQuoteOf(deps, row.symbol);
    const direction = row.type as rules.Direction;
    const close = rules.closePrice(direction, tick.price, spread, precision);
    return {
      id: row.id,
      closePrice: close,
      tickPrice: tick.price,
      tickTime: tick.time,
      reason,
      stopPrice: stopPrice ?? null,
      profits: rules.profitLoss(
        direction,
        row.price!,
        close,
        rules.quantity(row.share, row.lot_size),
      ),
    };
  });
  const closed = (await repo.closePositions(trx, closes)).sort((a, b) => a.id - b.id);
  if (closed.length === 0) return [];
  const tickOf = new Map(orders.map((o) => [o.row.id, o.tick]));
  await recordDecisiveTicks(
    trx,
    closed.map((row) => tickOf.get(row.id)!),
  );
  const available = await repo.lockFuturesBalances(trx, [...new Set(closed.map((r) => r.user_id))]);
  // A user's gains settle before their losses, so the cap applies to the batch as a whole:
  // a liquidation that closes a winner and a loser books only the net shortfall.
  const settle = (r: PositionRow) => toMoney(r.caution_money).plus(r.profits!);
  const ordered = [...closed].sort(
    (a, b) => a.user_id - b.user_id || settle(b).comparedTo(settle(a)) || a.id - b.id,
  );
  const postings = ordered.map((row): ledger.PostingInput => {
    const settlement = rules.settleClose(
      available.get(row.user_id) ?? '0',
      row.caution_money,
      row.profits!,
    );
    available.set(
      row.user_id,
      toMoney(available.get(row.user_id) ?? '0')
        .plus(settlement.available)
        .toFixed(),
    );
    const reason: LedgerReason =
      row.close_reason === 'liquidation' ? 'lever_liquidation' : 'lever_close';
    return {
      reason,
      reference: `lever:${row.id}:close`,
      userId: row.user_id,
      legs: [
        {
          holder: futuresHolder(row.user_id),
          currencyId: USDT,
          available: settlement.available,
          frozen: settlement.frozen,
        },
        { holder: { house: 'exchange' }, currencyId: USDT, available: settlement.exchange },
        {
          holder: { house: 'insurance' },
          currencyId: USDT,
          available: toMoney(settlement.shortfall).negated().toFixed(),
        },
      ],
    };
  });
  if (postings.length === 1) await ledger.post(trx, postings[0]!);
  else await ledger.postMany(trx, postings);
  for (const row of closed) {
    emitAfterCommit(trx, deps.events, 'position.closed', {
      userId: row.user_id,
      positionId: row.id,
      symbol: row.symbol,
      reason: row.close_reason!,
    });
  }
  return closed;
}

export interface EntryFillOrder {
  id: number;
  tick: EngineTick;
}

/**
 * Opens pending limit entries at their limit price with the tick that reached it, set-based;
 * the frozen fee goes to `fees`, the frozen margin stays as the position's margin.
 */
export async function executeEntryFills(
  deps: AppDeps,
  trx: Trx,
  fills: readonly EntryFillOrder[],
): Promise<PositionRow[]> {
  const opened = await repo.fillEntries(
    trx,
    fills.map((f) => ({ id: f.id, tickPrice: f.tick.price, tickTime: f.tick.time })),
  );
  const tickOf = new Map(fills.map((f) => [f.id, f.tick]));
  await recordDecisiveTicks(
    trx,
    opened.map((row) => tickOf.get(row.id)!),
  );
  const postings = opened
    .filter((row) => !toMoney(row.trade_fee).isZero())
    .map((row): ledger.PostingInput => ({
      reason: 'lever_open',
      reference: `lever:${row.id}:open`,
      userId: row.user_id,
      legs: [
        {
          holder: futuresHolder(row.user_id),
          currencyId: USDT,
          frozen: toMoney(row.trade_fee).negated().toFixed(),
        },
        { holder: { house: 'fees' }, currencyId: USDT, available: row.trade_fee },
      ],
    }));
  if (postings.length > 0) await ledger.postMany(trx, postings);
  for (const row of opened) emitOpened(deps, trx, row);
  return opened;
}

/**
 * Recomputes the real risk rate of each user with the newest tick of every symbol they hold and
 * closes all their open positions at those ticks when it is at or below the threshold.
 * Answers the rows it closed. A user with a symbol that has no tick is left for later.
 */
export async function executeLiquidations(
  deps: AppDeps,
  trx: Trx,
  userIds: readonly number[],
  tickOf: (symbol: string) => EngineTick | null,
): Promise<PositionRow[]> {
  const rows = await repo.lockOpenOfUsers(trx, userIds);
  if (rows.length === 0) return [];
  const available = await repo.lockFuturesBalances(trx, [...new Set(rows.map((r) => r.user_id))]);
  const settings = await readFuturesSettings(trx);
  const byUser = new Map<number, PositionRow[]>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  const orders: CloseOrder[] = [];
  for (const [userId, positions] of byUser) {
    const ticks = positions.map((p) => tickOf(p.symbol));
    if (ticks.some((t) => t === null)) continue;
    const risk = rules.riskOf(
      available.get(userId) ?? '0',
      positions.map((p, i) => riskPosition(p, ticks[i]!.price, 0)),
    );
    if (!rules.isLiquidatable(risk, settings.liquidationRiskRate)) continue;
    positions.forEach((row, i) => orders.push({ row, tick: ticks[i]!, reason: 'liquidation' }));
  }
  return executeCloses(deps, trx, orders);
}
