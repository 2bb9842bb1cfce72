import {
  MAX_KLINE_CANDLES,
  toMoney,
  type CandleView,
  type CurrencyView,
  type FavouriteView,
  type HotView,
  type OptionalAddInput,
  type QuotationView,
  type TimesharInput,
} from '@meridian/contract';

import { listActiveCurrencies } from '../../db/currencies.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import type { Market } from '../../market-data/market-runtime.js';
import { plain } from '../../market-data/market-runtime.js';
import { aggregatedCandles } from '../../market-data/market-data.repository.js';
import { countPeriods, nextPeriodStart, periodStart } from '../../market-data/periods.js';
import * as repo from './market.repository.js';

export interface MarketDeps {
  db: Db;
  market: Market;
}

const HOT_LIMIT = 10;
const RECENT_LIMIT = 10;
const DAY = 86_400_000;

/** GET /currency/quotation_new: every listed pair's ticker row. */
export function getQuotations(deps: MarketDeps): QuotationView[] {
  return deps.market.quotations();
}

/** GET /currency/list: the listed currencies with where each may be used. */
export async function listCurrencies(deps: MarketDeps): Promise<CurrencyView[]> {
  const rows = await listActiveCurrencies(deps.db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    full_name: r.full_name,
    type: r.type,
    color: r.color,
    image: r.image,
    sort: r.sort,
    networks: r.networks,
    is_spot: r.is_spot,
    is_lever: r.is_lever,
    is_micro: r.is_micro,
    is_legal: r.is_legal,
    is_transfer: r.is_transfer,
  }));
}

/** The candle range [start, end) (ms, candle boundaries) a chart request asks for. */
function candleRange(deps: MarketDeps, input: TimesharInput) {
  const pair = deps.market.pair(input.symbol);
  if (!pair) throw new AppError('SYMBOL_UNKNOWN');
  const fromMs = input.from * 1000;
  const toMs = input.to * 1000;
  if (countPeriods(fromMs, toMs, input.period) > MAX_KLINE_CANDLES) {
    throw new AppError('KLINE_RANGE_TOO_LARGE', { max: MAX_KLINE_CANDLES });
  }
  const start = periodStart(fromMs, input.period);
  const end = nextPeriodStart(periodStart(toMs, input.period), input.period);
  return { pair, start, end };
}

/**
 * GET /currency/new_timeshar: candles aggregated from the stored 1-minute candles, from the
 * candle containing `from` to the one containing `to` (seconds), as the JSON text of the array:
 * the market keeps closed candles serialised and joins the one still open. Opening a chart counts
 * as a view of the pair for a logged-in user (hot search).
 */
export async function getCandlesJson(
  deps: MarketDeps,
  input: TimesharInput,
  caller: Caller | undefined,
): Promise<string> {
  const { pair, start, end } = candleRange(deps, input);
  const json = await deps.market.candlesJson(pair.symbol, input.period, start, end);
  if (caller) await repo.recordView(deps.db, caller.user.id, pair.id);
  return json;
}

/**
 * The same candles computed without any cache, straight from the stored 1-minute candles in SQL:
 * the reference the cached answer is tested against.
 */
export async function getCandles(deps: MarketDeps, input: TimesharInput): Promise<CandleView[]> {
  const { pair, start, end } = candleRange(deps, input);
  const rows = await aggregatedCandles(deps.db, pair.symbol, input.period, start, end);
  return rows.map((r) => ({
    time: Number(r.time),
    open: plain(r.open),
    high: plain(r.high),
    low: plain(r.low),
    close: plain(r.close),
    volume: plain(r.volume),
  }));
}

/** GET /optional/list: the caller's favourite pairs with their quotes, oldest first. */
export async function listFavourites(deps: MarketDeps, caller: Caller): Promise<FavouriteView[]> {
  const rows = await repo.listFavourites(deps.db, caller.user.id);
  const byId = new Map(deps.market.pairs().map((p) => [p.id, p.symbol]));
  return rows.flatMap((r) => {
    const symbol = byId.get(r.match_id);
    const quote = symbol ? deps.market.quotation(symbol) : undefined;
    return quote ? [{ id: r.id, ...quote }] : [];
  });
}

/** POST /optional/add: `currency_id` is the base currency, `legal_id` the quote (USDT default). */
export async function addFavourite(deps: MarketDeps, caller: Caller, input: OptionalAddInput) {
  const pair = deps.market
    .pairs()
    .find((p) => p.currency_id === input.currency_id && p.legal_id === input.legal_id);
  if (!pair) throw new AppError('PAIR_UNKNOWN');
  const id = await repo.addFavourite(deps.db, caller.user.id, pair.id);
  if (id === undefined) throw new AppError('FAVOURITE_EXISTS');
  return { id, match_id: pair.id, symbol: pair.symbol };
}

/** POST /optional/del: only the caller's own favourite; any other id is NOT_FOUND. */
export async function deleteFavourite(deps: MarketDeps, caller: Caller, id: number): Promise<void> {
  if (!(await repo.deleteFavourite(deps.db, caller.user.id, id))) throw new AppError('NOT_FOUND');
}

/**
 * GET /currency/hot: pairs ranked by how many distinct users opened them in the last 24 h,
 * then by 24 h traded value (volume × last price). Both are real counts.
 */
export async function getHot(deps: MarketDeps): Promise<HotView[]> {
  const views = new Map(
    (await repo.countRecentViews(deps.db, new Date(Date.now() - DAY))).map((r) => [
      r.match_id,
      Number(r.views),
    ]),
  );
  const value = (q: QuotationView) =>
    q.now_price ? toMoney(q.volume).times(q.now_price) : toMoney(0);
  return deps.market
    .quotations()
    .map((q) => ({ ...q, views: views.get(q.match_id) ?? 0 }))
    .sort((a, b) => b.views - a.views || value(b).comparedTo(value(a)) || a.sort - b.sort)
    .slice(0, HOT_LIMIT);
}

/** GET /currency/recent: the pairs the caller opened most recently. */
export async function getRecent(deps: MarketDeps, caller: Caller): Promise<QuotationView[]> {
  const rows = await repo.listRecentViews(deps.db, caller.user.id, RECENT_LIMIT);
  const byId = new Map(deps.market.pairs().map((p) => [p.id, p.symbol]));
  return rows.flatMap((r) => {
    const quote = deps.market.quotation(byId.get(r.match_id) ?? '');
    return quote ? [quote] : [];
  });
}
