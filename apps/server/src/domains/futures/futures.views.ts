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
    symbol: row.symbol,
    precision,
  };
}

export interface AccountPicture {
  account: LeverAccountView;
  /** Estimated liquidation price of each pair the user holds open (every position of it shows it). */
  liquidation: Map<string, string | null>;
  /** Each such pair's warning price: where its risk rate reaches `warningRiskRate`. */
  warning: Map<string, string | null>;
}

/**
 * The futures account from its sums (`repo.accountsOf`): risk rate, totals and each pair's
 * estimated liquidation price, in O(pairs). A pair without a mark counts no P/L and has no
 * estimate.
 */
export function describeAccount(
  row: repo.AccountRow,
  settings: FuturesSettings,
  marks: (symbol: string) => string | null,
  precisionOf: (symbol: string) => number,
): AccountPicture {
  const open = row.pairs.filter((p) => p.open > 0);
  const exposures = open.map((p) => {
    const mark = marks(p.symbol);
    const held =
      mark === null
        ? { netQty: '0', cost: '0', mark: '0' }
        : { netQty: p.net_qty, cost: p.cost, mark };
    return { ...held, margin: p.margin, precision: precisionOf(p.symbol) };
  });
  const risk = rules.riskOfExposures(row.available, exposures);
  const prices = rules.exposureLiquidationPrices(
    row.available,
    exposures,
    settings.liquidationRiskRate,
  );
  // The engine warns once at this level, before the liquidation price (#21 item 9).
  const warnings = rules.exposureLiquidationPrices(
    row.available,
    exposures,
    rules.warningRiskRate(settings.liquidationRiskRate),
  );
  const pendingMargin = row.pairs.reduce((sum, p) => sum.plus(p.pending), toMoney(0));
  return {
    account: {
      available: rules.plain(row.available),
      total_margin: rules.plain(risk.totalMargin),
      pending_margin: pendingMargin.toFixed(),
      total_profits: rules.plain(risk.unrealised),
      risk_rate: open.length > 0 ? rules.riskRate(risk) : null,
      liquidation_risk_rate: rules.plain(settings.liquidationRiskRate),
      overnight_rate: rules.plain(settings.overnightRate),
    },
    liquidation: new Map(open.map((p, i) => [p.symbol, prices[i] ?? null])),
    warning: new Map(open.map((p, i) => [p.symbol, warnings[i] ?? null])),
  };
}

/** The sums `repo.accountsOf` answers, from live rows in memory (the engine's pushes). */
export function accountRowOf(available: string, live: readonly PositionRow[]): repo.AccountRow {
  const pairs = new Map<string, repo.ExposureRow>();
  for (const row of live) {
    const pair = pairs.get(row.symbol) ?? {
      symbol: row.symbol,
      net_qty: '0',
      cost: '0',
      margin: '0',
      open: 0,
      pending: '0',
    };
    if (row.status === LEVER_STATUS.pending) {
      pair.pending = toMoney(pair.pending).plus(row.caution_money).plus(row.trade_fee).toFixed();
    } else if (row.status === LEVER_STATUS.open) {
      const exposure = rules.exposureOf(riskPosition(row, null, 0));
      pair.net_qty = toMoney(pair.net_qty).plus(exposure.netQty).toFixed();
      pair.cost = toMoney(pair.cost).plus(exposure.cost).toFixed();
      pair.margin = toMoney(pair.margin).plus(row.caution_money).toFixed();
      pair.open++;
    }
    pairs.set(row.symbol, pair);
  }
  return { available, pairs: [...pairs.values()] };
}

/** A live position as the API shows it beside its account. */
export function liveView(
  deps: AppDeps,
  row: PositionRow,
  picture: AccountPicture,
): LeverPositionView {
  return positionView(row, markOf(deps, row.symbol), picture.liquidation.get(row.symbol) ?? null);
}

/** A user's futures account as it stands in the database now (or in `db`'s transaction). */
export async function pictureOf(
  deps: AppDeps,
  db: Executor,
  userId: number,
): Promise<AccountPicture> {
  const [accounts, settings] = await Promise.all([
    repo.accountsOf(db, [userId]),
    // In the caller's transaction when there is one: on the embedded database a read outside it
    // would wait for it to end.
    readFuturesSettings(db),
  ]);
  return describeAccount(
    accounts.get(userId)!,
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
  const data = page.rows.map((r) => liveView(deps, r, picture));
  return { ...toPage(data, page.total, input.page, input.limit), account: picture.account };
}

/** POST /lever/dealall: the account with every open and pending position (the `lever_trade` shape). */
export async function dealAll(deps: AppDeps, caller: Caller): Promise<LeverTradeEvent> {
  const [picture, live] = await Promise.all([
    pictureOf(deps, deps.db, caller.user.id),
    repo.listLiveOfUsers(deps.db, [caller.user.id]),
  ]);
  return { account: picture.account, positions: live.map((r) => liveView(deps, r, picture)) };
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
