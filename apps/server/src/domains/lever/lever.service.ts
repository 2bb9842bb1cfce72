import {
  ACCOUNT_TYPES,
  BATCH_CLOSE,
  LEVER_ENTRY,
  LEVER_STATUS,
  TRADING_SETTINGS,
  USDT_CURRENCY_ID,
  futuresRules as rules,
  toMoney,
  type CloseReason,
  type LedgerReason,
  type LeverAccountView,
  type LeverBatchCloseInput,
  type LeverBatchCloseView,
  type LeverDealInput,
  type LeverDealView,
  type LeverPositionView,
  type LeverSetStopInput,
  type LeverStatus,
  type LeverSubmitInput,
  type LeverTradeEvent,
  type Page,
} from '@meridian/contract';

import type { Executor, Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { currentTick } from '../../engine/prices.js';
import type { EngineTick } from '../../engine/types.js';
import type { Caller } from '../../http/auth.js';
import * as ledger from '../../ledger/ledger.js';
import { moneyTransaction, publishBalanceChanges } from '../../ledger/transaction.js';
import { recordDecisiveTicks } from '../../market-data/evidence.js';
import { AppError } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import type { PairRow } from '../market/market.repository.js';
import * as repo from './lever.repository.js';
import type { PositionRow } from './lever.repository.js';

/**
 * Futures (PRODUCT-RULES.md §5): positions on the lever account (USDT), opened and closed at the
 * platform's quote around the feed price, with every execution storing the tick it used.
 */

const LEVER = ACCOUNT_TYPES.lever;
const USDT = USDT_CURRENCY_ID;
const ENGINE_MODULE = 'lever';
const SETTING_KEYS = ['lever_liquidation_risk_rate', 'lever_overnight_rate'] as const;

const userLever = (userId: number) => ({ userId, accountType: LEVER });
const ms = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());
const nullablePlain = (v: string | null) => (v === null ? null : rules.plain(v));

/** Runs a money transaction: the default, or the route's idempotent one. */
export type RunMoney = <T>(work: (trx: Trx) => Promise<T>) => Promise<T>;

const defaultRun =
  (deps: AppDeps): RunMoney =>
  (work) =>
    moneyTransaction(deps.db, work, publishBalanceChanges(deps.events));

// ---- settings and prices ---------------------------------------------------------------------------

export interface LeverSettings {
  /** Percent, e.g. "20". */
  liquidationRiskRate: string;
  /** Daily share of the notional, e.g. "0.0005". */
  overnightRate: string;
}

/** The futures settings in force now (operators may change them). */
export async function readLeverSettings(db: Executor): Promise<LeverSettings> {
  const values = await repo.readSettings(db, SETTING_KEYS);
  return {
    liquidationRiskRate:
      values.lever_liquidation_risk_rate || TRADING_SETTINGS.lever_liquidation_risk_rate,
    overnightRate: values.lever_overnight_rate || TRADING_SETTINGS.lever_overnight_rate,
  };
}

function pairOf(deps: AppDeps, currencyId: number, legalId: number): PairRow {
  const pair = deps.market
    .pairs()
    .find((p) => p.currency_id === currencyId && p.legal_id === legalId);
  if (!pair || pair.legal_id !== USDT) throw new AppError('PAIR_UNKNOWN');
  return pair;
}

/** The tick money may change hands at, or PRICE_UNAVAILABLE when the feed is quiet. */
function feedTick(deps: AppDeps, symbol: string): EngineTick {
  const tick = currentTick(deps.market, symbol);
  if (!tick) throw new AppError('PRICE_UNAVAILABLE');
  return tick;
}

/** The mark shown for a symbol: the feed's last price (display only), or null when none. */
export function markOf(deps: AppDeps, symbol: string): string | null {
  return deps.market.quotation(symbol)?.now_price ?? null;
}

/** Spread and price precision to close at; a pair no longer listed closes at the feed price. */
function quoteRules(deps: AppDeps, symbol: string) {
  const pair = deps.market.pair(symbol);
  return pair
    ? { spread: pair.spread, precision: pair.price_precision }
    : { spread: '0', precision: 18 };
}

function assertPriceDecimals(value: string | undefined, precision: number) {
  if (value !== undefined && rules.decimalsIn(value) > precision)
    throw new AppError('PRICE_PRECISION', { decimals: precision });
}

// ---- views -----------------------------------------------------------------------------------------

/** A position as the API shows it; `mark` is the feed price now, `liquidation` its estimate. */
export function positionView(
  row: PositionRow,
  mark: string | null,
  liquidation: string | null = null,
): LeverPositionView {
  const status = row.status as LeverStatus;
  const isOpen = status === LEVER_STATUS.open;
  const isClosed = status === LEVER_STATUS.closed;
  const direction = row.type as rules.Direction;
  const qty = rules.quantity(row.share, row.lot_size);
  return {
    id: row.id,
    type: direction,
    symbol: row.symbol,
    match_id: row.match_id,
    share: row.share,
    lot_size: rules.plain(row.lot_size),
    multiple: row.multiple,
    entry: row.entry as 0 | 1,
    target_price: nullablePlain(row.target_price),
    price: nullablePlain(row.price),
    update_price: isClosed
      ? nullablePlain(row.close_price)
      : status === LEVER_STATUS.cancelled
        ? null
        : mark,
    target_profit_price: nullablePlain(row.target_profit_price),
    stop_loss_price: nullablePlain(row.stop_loss_price),
    caution_money: rules.plain(row.caution_money),
    trade_fee: rules.plain(row.trade_fee),
    overnight_money: rules.plain(row.overnight_money),
    profits:
      isClosed && row.profits !== null
        ? rules.plain(row.profits)
        : isOpen && mark !== null && row.price !== null
          ? rules.profitLoss(direction, row.price, mark, qty)
          : '0',
    liquidation_price: isOpen ? liquidation : null,
    status,
    close_reason: row.close_reason,
    close_price: nullablePlain(row.close_price),
    open_tick:
      row.open_tick_price !== null
        ? { price: rules.plain(row.open_tick_price), time: Number(row.open_tick_time) }
        : null,
    close_tick:
      row.close_tick_price !== null
        ? { price: rules.plain(row.close_tick_price), time: Number(row.close_tick_time) }
        : null,
    created_at: ms(row.created_at)!,
    transaction_time: ms(row.opened_at),
    closed_at: ms(row.closed_at),
  };
}

/** What the risk maths needs of an open row, at `mark` (the open price when no mark is known). */
export function riskPosition(
  row: PositionRow,
  mark: string | null,
  precision: number,
): rules.RiskPosition & { precision: number } {
  return {
    direction: row.type as rules.Direction,
    open: row.price!,
    qty: rules.quantity(row.share, row.lot_size),
    margin: row.caution_money,
    mark: mark ?? row.price!,
    precision,
  };
}

export interface AccountPicture {
  account: LeverAccountView;
  /** Views of the live (pending and open) positions, in id order. */
  positions: LeverPositionView[];
  /** Estimated liquidation price of every open position. */
  liquidation: Map<number, string | null>;
}

/**
 * The lever account of one user from its live positions, its available and the marks: risk
 * rate, totals and each open position's estimated liquidation price.
 */
export function describeAccount(
  available: string,
  live: readonly PositionRow[],
  settings: LeverSettings,
  marks: (symbol: string) => string | null,
  precisionOf: (symbol: string) => number,
): AccountPicture {
  const open = live.filter((r) => r.status === LEVER_STATUS.open);
  const pending = live.filter((r) => r.status === LEVER_STATUS.pending);
  const risky = open.map((r) => riskPosition(r, marks(r.symbol), precisionOf(r.symbol)));
  const risk = rules.riskOf(available, risky);
  const prices = rules.liquidationPrices(available, risky, settings.liquidationRiskRate);
  const liquidation = new Map(open.map((r, i) => [r.id, prices[i] ?? null]));
  const pendingMargin = pending.reduce(
    (sum, r) => sum.plus(r.caution_money).plus(r.trade_fee),
    toMoney(0),
  );
  return {
    account: {
      available: rules.plain(available),
      total_margin: rules.plain(risk.totalMargin),
      pending_margin: pendingMargin.toFixed(),
      total_profits: rules.plain(risk.unrealised),
      risk_rate: open.length > 0 ? rules.riskRate(risk) : null,
      liquidation_risk_rate: rules.plain(settings.liquidationRiskRate),
      overnight_rate: rules.plain(settings.overnightRate),
    },
    positions: live.map((r) => positionView(r, marks(r.symbol), liquidation.get(r.id) ?? null)),
    liquidation,
  };
}

const precisionFor = (deps: AppDeps) => (symbol: string) =>
  deps.market.pair(symbol)?.price_precision ?? 8;

/** A user's lever account as it stands in the database now. */
async function pictureOf(deps: AppDeps, db: Executor, userId: number): Promise<AccountPicture> {
  const [live, available, settings] = await Promise.all([
    repo.listLiveOfUsers(db, [userId]),
    repo.leverAvailable(db, [userId]),
    readLeverSettings(db),
  ]);
  return describeAccount(
    available.get(userId) ?? '0',
    live,
    settings,
    (s) => markOf(deps, s),
    precisionFor(deps),
  );
}

// ---- after a commit ----------------------------------------------------------------------------------

/** Tells the engine the rows changed and the owners that positions closed. */
function afterChange(deps: AppDeps, ids: number[], closed: PositionRow[] = []) {
  if (ids.length > 0) deps.engine.changed(ENGINE_MODULE, ids);
  for (const row of closed)
    deps.notifyUser(row.user_id, 'lever_closed', { position: positionView(row, null) });
}

/**
 * While positions are open, money may leave the futures account only if what stays covers the
 * current unrealised loss (available >= -unrealised P/L), so a transfer can never put the
 * account at liquidation. Call inside the transfer's transaction, after its posting.
 */
export async function assertLeverCoverAfterTransfer(deps: AppDeps, trx: Executor, userId: number): Promise<void> {
  const picture = await pictureOf(deps, trx, userId);
  if (picture.account.risk_rate === null) return;
  const cover = toMoney(picture.account.available).plus(toMoney(picture.account.total_profits));
  if (cover.isNegative()) throw new AppError('INSUFFICIENT_BALANCE');
}

/**
 * Tells the engine that a user's lever account changed outside this domain (e.g. a transfer in
 * or out of the lever account), so the liquidation prices of the user's positions are redone.
 */
export async function signalLeverAccountChanged(deps: AppDeps, userId: number): Promise<void> {
  const ids = await repo.liveIdsOfUser(deps.db, userId);
  if (ids.length > 0) deps.engine.changed(ENGINE_MODULE, ids);
}

// ---- executions (shared by the API and the engine) --------------------------------------------------

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
 * one posting per closed position. The loss is capped at the lever account; what it cannot
 * cover is booked against `insurance` (PRODUCT-RULES.md §5). Answers the rows it closed.
 */
export async function executeCloses(
  deps: AppDeps,
  trx: Trx,
  orders: readonly CloseOrder[],
): Promise<PositionRow[]> {
  const closes = orders.map(({ row, tick, reason, stopPrice }) => {
    const { spread, precision } = quoteRules(deps, row.symbol);
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
  await recordDecisiveTicks(trx, closed.map((row) => tickOf.get(row.id)!));
  const available = await repo.lockLeverBalances(trx, [...new Set(closed.map((r) => r.user_id))]);
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
          holder: userLever(row.user_id),
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
  trx: Trx,
  fills: readonly EntryFillOrder[],
): Promise<PositionRow[]> {
  const opened = await repo.fillEntries(
    trx,
    fills.map((f) => ({ id: f.id, tickPrice: f.tick.price, tickTime: f.tick.time })),
  );
  const tickOf = new Map(fills.map((f) => [f.id, f.tick]));
  await recordDecisiveTicks(trx, opened.map((row) => tickOf.get(row.id)!));
  const postings = opened
    .filter((row) => !toMoney(row.trade_fee).isZero())
    .map((row): ledger.PostingInput => ({
      reason: 'lever_open',
      reference: `lever:${row.id}:open`,
      userId: row.user_id,
      legs: [
        {
          holder: userLever(row.user_id),
          currencyId: USDT,
          frozen: toMoney(row.trade_fee).negated().toFixed(),
        },
        { holder: { house: 'fees' }, currencyId: USDT, available: row.trade_fee },
      ],
    }));
  if (postings.length > 0) await ledger.postMany(trx, postings);
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
  const available = await repo.lockLeverBalances(trx, [...new Set(rows.map((r) => r.user_id))]);
  const settings = await readLeverSettings(trx);
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

// ---- POST /lever/submit --------------------------------------------------------------------------

/**
 * Opens a position: at the platform's quote now (market) or, for a limit entry, waits for the
 * feed to reach the limit price with margin and fee frozen. Margin and fee come from the lever
 * account; a balance that cannot pay answers INSUFFICIENT_BALANCE and nothing is written.
 */
export async function submitPosition(
  deps: AppDeps,
  caller: Caller,
  input: LeverSubmitInput,
  run: RunMoney = defaultRun(deps),
): Promise<LeverPositionView> {
  const userId = caller.user.id;
  const pair = pairOf(deps, input.currency_id, input.legal_id);
  if (!pair.open_lever) throw new AppError('TRADING_DISABLED');
  if (
    !Number.isInteger(input.share) ||
    input.share < pair.lever_min_share ||
    input.share > pair.lever_max_share
  ) {
    throw new AppError('LOTS_INVALID', { min: pair.lever_min_share, max: pair.lever_max_share });
  }
  if (!pair.leverages.includes(input.multiple)) throw new AppError('LEVERAGE_INVALID');
  const precision = pair.price_precision;
  assertPriceDecimals(input.target_price, precision);
  assertPriceDecimals(input.target_profit_price, precision);
  assertPriceDecimals(input.stop_loss_price, precision);
  const tick = feedTick(deps, pair.symbol);
  const direction = input.type as rules.Direction;

  const isLimit = input.status === LEVER_ENTRY.limit;
  let price: string;
  if (isLimit) {
    if (input.target_price === undefined)
      throw new AppError('PARAMETER_ERROR', { field: 'target_price' });
    price = rules.plain(input.target_price);
    if (!rules.isLimitPriceValid(direction, price, tick.price))
      throw new AppError('LIMIT_PRICE_INVALID');
  } else {
    price = rules.openPrice(direction, tick.price, pair.spread, precision);
  }
  const takeProfit =
    input.target_profit_price === undefined ? null : rules.plain(input.target_profit_price);
  const stopLoss = input.stop_loss_price === undefined ? null : rules.plain(input.stop_loss_price);
  if (takeProfit !== null && !rules.isTakeProfitValid(direction, takeProfit, price, tick.price)) {
    throw new AppError('TAKE_PROFIT_INVALID');
  }
  if (stopLoss !== null && !rules.isStopLossValid(direction, stopLoss, price, tick.price))
    throw new AppError('STOP_LOSS_INVALID');

  const cost = rules.openCost({
    price,
    share: input.share,
    lotSize: pair.lot_size,
    multiple: input.multiple,
    feeRate: pair.fee_rate,
  });
  const view = await run(async (trx) => {
    // The tick a market entry opens at (a limit entry opens later, at the tick that reaches it).
    if (!isLimit) await recordDecisiveTicks(trx, [tick]);
    const row = await repo.insertPosition(trx, {
      user_id: userId,
      match_id: pair.id,
      symbol: pair.symbol,
      type: direction,
      share: input.share,
      lot_size: pair.lot_size,
      multiple: input.multiple,
      entry: isLimit ? LEVER_ENTRY.limit : LEVER_ENTRY.market,
      target_price: isLimit ? price : null,
      price: isLimit ? null : price,
      caution_money: cost.margin,
      trade_fee: cost.fee,
      fee_rate: pair.fee_rate,
      target_profit_price: takeProfit,
      stop_loss_price: stopLoss,
      status: isLimit ? LEVER_STATUS.pending : LEVER_STATUS.open,
      open_tick_price: isLimit ? null : tick.price,
      open_tick_time: isLimit ? null : tick.time,
      opened_at: isLimit ? null : new Date(),
    });
    const holder = userLever(userId);
    await ledger.post(trx, {
      reason: isLimit ? 'lever_order' : 'lever_open',
      reference: `lever:${row.id}:${isLimit ? 'order' : 'open'}`,
      userId,
      legs: isLimit
        ? [
            {
              holder,
              currencyId: USDT,
              available: toMoney(cost.total).negated().toFixed(),
              frozen: cost.total,
            },
          ]
        : [
            {
              holder,
              currencyId: USDT,
              available: toMoney(cost.total).negated().toFixed(),
              frozen: cost.margin,
            },
            { holder: { house: 'fees' }, currencyId: USDT, available: cost.fee },
          ],
    });
    const picture = await pictureOf(deps, trx, userId);
    return picture.positions.find((p) => p.id === row.id)!;
  });
  afterChange(deps, [view.id]);
  return view;
}

// ---- lists ---------------------------------------------------------------------------------------

/** POST /lever/deal: a page of the user's positions (one pair or all) by status, plus the lever account. */
export async function dealPositions(
  deps: AppDeps,
  caller: Caller,
  input: LeverDealInput,
): Promise<LeverDealView> {
  const userId = caller.user.id;
  const matchId =
    input.currency_id !== undefined
      ? pairOf(deps, input.currency_id, input.legal_id ?? USDT).id
      : undefined;
  const [page, picture] = await Promise.all([
    repo.pagePositions(
      deps.db,
      { userId, statuses: [input.status], ...(matchId !== undefined ? { matchId } : {}) },
      input.page,
      input.limit,
    ),
    pictureOf(deps, deps.db, userId),
  ]);
  const data = page.rows.map((r) =>
    positionView(r, markOf(deps, r.symbol), picture.liquidation.get(r.id) ?? null),
  );
  return { ...toPage(data, page.total, input.page, input.limit), account: picture.account };
}

/** POST /lever/dealall: the lever account with every open and pending position (the `lever_trade` shape). */
export async function dealAll(deps: AppDeps, caller: Caller): Promise<LeverTradeEvent> {
  const picture = await pictureOf(deps, deps.db, caller.user.id);
  return { account: picture.account, positions: picture.positions };
}

/** POST /lever/my_trade: closed and cancelled positions, newest first. */
export async function pageHistory(
  deps: AppDeps,
  caller: Caller,
  input: { page: number; limit: number },
): Promise<Page<LeverPositionView>> {
  const page = await repo.pagePositions(
    deps.db,
    { userId: caller.user.id, statuses: [LEVER_STATUS.closed, LEVER_STATUS.cancelled] },
    input.page,
    input.limit,
  );
  return toPage(
    page.rows.map((r) => positionView(r, null)),
    page.total,
    input.page,
    input.limit,
  );
}

// ---- close, stops, cancel -------------------------------------------------------------------------

function ownedOrThrow(row: PositionRow | undefined, userId: number): PositionRow {
  if (!row || row.user_id !== userId) throw new AppError('ORDER_NOT_FOUND');
  return row;
}

/** POST /lever/close: closes one open position at the platform's quote now (reason `user`). */
export async function closePosition(
  deps: AppDeps,
  caller: Caller,
  id: number,
): Promise<LeverPositionView> {
  const closed = await moneyTransaction(
    deps.db,
    async (trx) => {
      const row = ownedOrThrow(await repo.lockPosition(trx, id), caller.user.id);
      if (row.status !== LEVER_STATUS.open) throw new AppError('ORDER_NOT_OPEN');
      const [done] = await executeCloses(deps, trx, [
        { row, tick: feedTick(deps, row.symbol), reason: 'user' },
      ]);
      if (!done) throw new AppError('ORDER_NOT_OPEN');
      return done;
    },
    publishBalanceChanges(deps.events),
  );
  afterChange(deps, [closed.id], [closed]);
  return positionView(closed, null);
}

/**
 * POST /lever/batch_close: closes every open position of the user (type 0), only longs (1) or
 * only shorts (2) at the platform's quote now; NO_POSITIONS when there is none.
 */
export async function batchClose(
  deps: AppDeps,
  caller: Caller,
  input: LeverBatchCloseInput,
): Promise<LeverBatchCloseView> {
  const direction = input.type === BATCH_CLOSE.all ? undefined : (input.type as 1 | 2);
  const closed = await moneyTransaction(
    deps.db,
    async (trx) => {
      const rows = await repo.lockOpenOfUsers(trx, [caller.user.id], direction);
      if (rows.length === 0) throw new AppError('NO_POSITIONS');
      const ticks = new Map<string, EngineTick>();
      for (const symbol of new Set(rows.map((r) => r.symbol)))
        ticks.set(symbol, feedTick(deps, symbol));
      return executeCloses(
        deps,
        trx,
        rows.map((row) => ({ row, tick: ticks.get(row.symbol)!, reason: 'user' as const })),
      );
    },
    publishBalanceChanges(deps.events),
  );
  afterChange(
    deps,
    closed.map((r) => r.id),
    closed,
  );
  return { closed: closed.length, positions: closed.map((r) => positionView(r, null)) };
}

/**
 * POST /lever/setstop: replaces the take-profit and stop-loss of a pending or open position
 * (absent or empty clears one). Each must lie on its side of both the open (or limit) price and
 * the feed price now.
 */
export async function setStops(
  deps: AppDeps,
  caller: Caller,
  input: LeverSetStopInput,
): Promise<LeverPositionView> {
  const takeProfit =
    input.target_profit_price === undefined ? null : rules.plain(input.target_profit_price);
  const stopLoss = input.stop_loss_price === undefined ? null : rules.plain(input.stop_loss_price);
  // The row is locked while the stops are checked and written, so a close in flight either
  // finishes first (then this answers ORDER_NOT_OPEN) or finds the new stops (and stays open).
  const updated = await deps.db.transaction().execute(async (trx) => {
    const row = ownedOrThrow(await repo.lockPosition(trx, input.id), caller.user.id);
    if (row.status !== LEVER_STATUS.open && row.status !== LEVER_STATUS.pending)
      throw new AppError('ORDER_NOT_OPEN');
    if (takeProfit !== null || stopLoss !== null) {
      const precision = deps.market.pair(row.symbol)?.price_precision ?? 18;
      assertPriceDecimals(input.target_profit_price, precision);
      assertPriceDecimals(input.stop_loss_price, precision);
      const tick = feedTick(deps, row.symbol);
      const direction = row.type as rules.Direction;
      const open = (row.price ?? row.target_price)!;
      if (takeProfit !== null && !rules.isTakeProfitValid(direction, takeProfit, open, tick.price)) {
        throw new AppError('TAKE_PROFIT_INVALID');
      }
      if (stopLoss !== null && !rules.isStopLossValid(direction, stopLoss, open, tick.price))
        throw new AppError('STOP_LOSS_INVALID');
    }
    const changed = await repo.setStops(trx, row.id, takeProfit, stopLoss);
    if (!changed) throw new AppError('ORDER_NOT_OPEN');
    return changed;
  });
  afterChange(deps, [updated.id]);
  const picture = await pictureOf(deps, deps.db, caller.user.id);
  return (
    picture.positions.find((p) => p.id === updated.id) ??
    positionView(updated, markOf(deps, updated.symbol))
  );
}

/** POST /lever/cancel: cancels a pending limit entry and unfreezes its margin and fee. */
export async function cancelEntry(
  deps: AppDeps,
  caller: Caller,
  id: number,
): Promise<LeverPositionView> {
  const cancelled = await moneyTransaction(
    deps.db,
    async (trx) => {
      const row = ownedOrThrow(await repo.lockPosition(trx, id), caller.user.id);
      if (row.status !== LEVER_STATUS.pending) throw new AppError('ORDER_NOT_OPEN');
      const done = await repo.cancelPending(trx, id, caller.user.id);
      if (!done) throw new AppError('ORDER_NOT_OPEN');
      const frozen = toMoney(done.caution_money).plus(done.trade_fee).toFixed();
      await ledger.post(trx, {
        reason: 'lever_cancel',
        reference: `lever:${done.id}:cancel`,
        userId: done.user_id,
        legs: [
          {
            holder: userLever(done.user_id),
            currencyId: USDT,
            available: frozen,
            frozen: toMoney(frozen).negated().toFixed(),
          },
        ],
      });
      return done;
    },
    publishBalanceChanges(deps.events),
  );
  afterChange(deps, [cancelled.id]);
  return positionView(cancelled, null);
}

// ---- overnight fee -------------------------------------------------------------------------------

/**
 * Charges today's overnight fee (notional at the open price × daily rate) of every open position
 * opened before today (UTC) and not yet charged today, set-based and exactly once: the claim of
 * the day is a guarded update. The fee comes from the position's margin first, then the lever
 * available; it goes to `fees`. Answers how many positions it charged.
 */
export async function chargeOvernight(deps: AppDeps, now: number): Promise<number> {
  const day = rules.utcDay(now);
  const ids = await moneyTransaction(
    deps.db,
    async (trx) => {
      const rows = (await repo.claimOvernight(trx, day, rules.utcDayStart(now))).sort(
        (a, b) => a.id - b.id,
      );
      if (rows.length === 0) return [];
      const settings = await readLeverSettings(trx);
      const available = await repo.lockLeverBalances(trx, [...new Set(rows.map((r) => r.user_id))]);
      const charges: repo.OvernightCharge[] = [];
      const postings: ledger.PostingInput[] = [];
      for (const row of rows) {
        const fee = rules.overnightFeeOf(
          row.price!,
          row.share,
          row.lot_size,
          settings.overnightRate,
        );
        const split = rules.splitOvernightFee(
          fee,
          row.caution_money,
          available.get(row.user_id) ?? '0',
        );
        if (toMoney(split.charged).isZero()) continue;
        available.set(
          row.user_id,
          toMoney(available.get(row.user_id) ?? '0')
            .minus(split.fromAvailable)
            .toFixed(),
        );
        charges.push({ id: row.id, fromMargin: split.fromMargin, charged: split.charged });
        postings.push({
          reason: 'lever_overnight_fee',
          reference: `lever:${row.id}:overnight:${day}`,
          userId: row.user_id,
          legs: [
            {
              holder: userLever(row.user_id),
              currencyId: USDT,
              available: toMoney(split.fromAvailable).negated().toFixed(),
              frozen: toMoney(split.fromMargin).negated().toFixed(),
            },
            { holder: { house: 'fees' }, currencyId: USDT, available: split.charged },
          ],
        });
      }
      await repo.applyOvernight(trx, charges);
      await ledger.postMany(trx, postings);
      return rows.map((r) => r.id);
    },
    publishBalanceChanges(deps.events),
  );
  afterChange(deps, ids);
  return ids.length;
}
