import {
  LEVER_STATUS,
  USDT_CURRENCY_ID,
  futuresRules as rules,
  toMoney,
  type LeverAccountView,
  type LeverDealInput,
  type LeverDealView,
  type LeverPositionView,
  type LeverStatus,
  type LeverTradeEvent,
  type Page,
} from '@meridian/contract';

import type { Executor } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import type { Caller } from '../../lib/caller.js';
import { pageView, toPage } from '../../lib/pagination.js';
import {
  markOf,
  pairOf,
  precisionFor,
  readFuturesSettings,
  type FuturesSettings,
} from './futures.market.js';
import * as repo from './futures.repository.js';
import type { PositionRow } from './futures.repository.js';

/**
 * Pictures of positions and of the futures account as the API and the `lever_trade` socket
 * event show them: marks, unrealised P/L, risk rate and estimated liquidation prices.
 */

const ms = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());
const nullablePlain = (v: string | null) => (v === null ? null : rules.plain(v));

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
 * The futures account of one user from its live positions, its available and the marks: risk
 * rate, totals and each open position's estimated liquidation price.
 */
export function describeAccount(
  available: string,
  live: readonly PositionRow[],
  settings: FuturesSettings,
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

/** A user's futures account as it stands in the database now (or in `db`'s transaction). */
export async function pictureOf(
  deps: AppDeps,
  db: Executor,
  userId: number,
): Promise<AccountPicture> {
  const [live, available, settings] = await Promise.all([
    repo.listLiveOfUsers(db, [userId]),
    repo.futuresAvailable(db, [userId]),
    readFuturesSettings(db),
  ]);
  return describeAccount(
    available.get(userId) ?? '0',
    live,
    settings,
    (s) => markOf(deps, s),
    precisionFor(deps),
  );
}

/** POST /lever/deal: a page of the user's positions (one pair or all) by status, plus the account. */
export async function dealPositions(
  deps: AppDeps,
  caller: Caller,
  input: LeverDealInput,
): Promise<LeverDealView> {
  const userId = caller.user.id;
  const matchId =
    input.currency_id !== undefined
      ? pairOf(deps, input.currency_id, input.legal_id ?? USDT_CURRENCY_ID).id
      : undefined;
  const [page, picture] = await Promise.all([
    repo.pagePositions(
      deps.db,
      { userId, statuses: [input.status], ...(matchId !== undefined ? { matchId } : {}) },
      input,
    ),
    pictureOf(deps, deps.db, userId),
  ]);
  const data = page.rows.map((r) =>
    positionView(r, markOf(deps, r.symbol), picture.liquidation.get(r.id) ?? null),
  );
  return { ...toPage(data, page.total, input.page, input.limit), account: picture.account };
}

/** POST /lever/dealall: the account with every open and pending position (the `lever_trade` shape). */
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
  const found = await repo.pagePositions(
    deps.db,
    { userId: caller.user.id, statuses: [LEVER_STATUS.closed, LEVER_STATUS.cancelled] },
    input,
  );
  return pageView(found, (r) => positionView(r, null), input);
}
