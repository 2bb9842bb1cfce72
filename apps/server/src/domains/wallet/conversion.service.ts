import type {
  ConversionInput,
  ConversionQuoteInput,
  ConversionQuoteView,
  ConversionView,
  ConvertibleCurrencyView,
  Page,
  PagedInput,
} from '@meridian/contract';
import { QUOTE_HOLD_SECONDS } from '@meridian/contract';

import { listActiveCurrencies } from '../../db/currencies.js';
import type { CurrencyRow, Executor, Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import * as ledger from '../../ledger/ledger.js';
import { emitAfterCommit } from '../../ledger/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { pageView } from '../../lib/pagination.js';
import { recordDecisiveTicks, type EvidenceTick } from '../../market-data/evidence.js';
import * as quotes from './conversion-quotes.repository.js';
import type { ConversionQuoteRow } from './conversion-quotes.repository.js';
import { livePrice, ticksOf, type FeedPrice } from './prices.js';
import { currencyOrThrow, defaultRun, readSetting, type RunMoney } from './wallet.common.js';
import * as repo from './wallet.repository.js';
import * as rules from './wallet.rules.js';

/** Coins convert inside the exchange account. */
const EXCHANGE = 2 as const;
const isConvertible = (c: CurrencyRow) => c.type === 'crypto' && c.is_spot && c.status === 1;

async function convertibleOrThrow(db: Executor, id: number) {
  const currency = await currencyOrThrow(db, id);
  if (!isConvertible(currency)) throw new AppError('CONVERSION_NOT_ALLOWED');
  return currency;
}

const feeRateOf = (db: Executor) => readSetting(db, 'convert_fee_rate', '0.002');

/** POST /user/getTransferList: coins that convert, with the caller's exchange balance and price. */
export async function listConvertible(
  deps: AppDeps,
  caller: Caller,
): Promise<ConvertibleCurrencyView[]> {
  const [currencies, balances] = await Promise.all([
    listActiveCurrencies(deps.db),
    ledger.listBalances(deps.db, caller.user.id, EXCHANGE),
  ]);
  const byCurrency = new Map(balances.map((b) => [b.currency_id, b]));
  return currencies.filter(isConvertible).map((c) => ({
    currency_id: c.id,
    currency_name: c.name,
    color: c.color,
    image: c.image,
    available: rules.plain(byCurrency.get(c.id)?.available ?? '0'),
    price: livePrice(deps.market, c.id)?.price ?? null,
  }));
}

/** POST /user/getTransferFee: the published fee, a quote at the current feed prices and, for an
 * amount, that quote held for the caller for QUOTE_HOLD_SECONDS (PRODUCT-RULES.md §0). */
export async function quoteConversion(
  deps: AppDeps,
  caller: Caller,
  input: ConversionQuoteInput,
): Promise<ConversionQuoteView> {
  const feeRate = await feeRateOf(deps.db);
  const empty = {
    fee_rate: rules.plain(feeRate),
    from_price: null,
    to_price: null,
    rate: null,
    gross: null,
    fee: null,
    receive: null,
    price_time: null,
    ...NOT_HELD,
  };
  if (input.from_currency_id === undefined || input.to_currency_id === undefined) return empty;
  await convertibleOrThrow(deps.db, input.from_currency_id);
  await convertibleOrThrow(deps.db, input.to_currency_id);
  const from = livePrice(deps.market, input.from_currency_id);
  const to = livePrice(deps.market, input.to_currency_id);
  if (!from || !to) return empty;
  const quote = rules.quoteConversion({
    number: input.number ?? '1',
    fromPrice: from.price,
    toPrice: to.price,
    feeRate,
  });
  const priceTime = priceTimeOf(from, to);
  const shown = {
    fee_rate: rules.plain(feeRate),
    from_price: from.price,
    to_price: to.price,
    rate: quote.rate,
    gross: input.number ? quote.gross : null,
    fee: input.number ? quote.fee : null,
    receive: input.number ? quote.receive : null,
    price_time: priceTime,
  };
  // Only an amount that converts into something is held; a pair alone shows the rate.
  if (!input.number || !rules.isLess('0', quote.receive)) return { ...shown, ...NOT_HELD };
  const held = await holdQuote(deps, caller, {
    from_currency_id: input.from_currency_id,
    to_currency_id: input.to_currency_id,
    amount: rules.plain(input.number),
    rate: quote.rate,
    gross: quote.gross,
    fee: quote.fee,
    receive: quote.receive,
    fee_rate: feeRate,
    from_price: from.price,
    to_price: to.price,
    ...tickColumns(from, to),
    price_time: priceTime ?? Date.now(),
  });
  return {
    ...shown,
    quote_id: held.id,
    expires_at: held.expires_at.getTime(),
    hold_seconds: QUOTE_HOLD_SECONDS,
  };
}

const NOT_HELD = { quote_id: null, expires_at: null, hold_seconds: null };

const priceTimeOf = (from: FeedPrice, to: FeedPrice) =>
  Math.max(from.time ?? 0, to.time ?? 0) || null;

/** The ticks that priced a quote, kept on it as the evidence of the conversion it may become. */
const tickColumns = (from: FeedPrice, to: FeedPrice) => ({
  from_symbol: from.symbol,
  from_tick_time: from.symbol ? from.time : null,
  to_symbol: to.symbol,
  to_tick_time: to.symbol ? to.time : null,
});

async function holdQuote(
  deps: AppDeps,
  caller: Caller,
  figures: Omit<Parameters<typeof quotes.insertQuote>[1], 'user_id'>,
) {
  await quotes.deleteLapsedQuotes(deps.db, caller.user.id);
  return quotes.insertQuote(deps.db, { ...figures, user_id: caller.user.id }, QUOTE_HOLD_SECONDS);
}

/**
 * POST /user/Transfer: converts inside the exchange account, with `quote_id` at exactly that held
 * quote (or refused: QUOTE_EXPIRED, QUOTE_INVALID), without it at the feed prices of this moment;
 * both legs and the fee are one posting, and the prices and their ticks are stored.
 */
export function convert(
  deps: AppDeps,
  caller: Caller,
  input: ConversionInput,
  run: RunMoney = defaultRun(deps),
): Promise<ConversionView> {
  return run((trx) => convertInTransaction(deps, trx, caller, input));
}

/** What a conversion executes at: the amount, the prices, their ticks and the figures. */
interface ConversionPricing {
  amount: string;
  feeRate: string;
  fromPrice: string;
  toPrice: string;
  priceTime: number;
  ticks: EvidenceTick[];
  quote: rules.ConversionQuote;
  /** The held quote it uses, if any. */
  quoteId: number | null;
}

async function convertInTransaction(
  deps: AppDeps,
  trx: Trx,
  caller: Caller,
  input: ConversionInput,
): Promise<ConversionView> {
  const fromCurrency = await convertibleOrThrow(trx, input.from_currency_id);
  const toCurrency = await convertibleOrThrow(trx, input.to_currency_id);
  const priced =
    input.quote_id === undefined
      ? await priceNow(deps, trx, input)
      : await useHeldQuote(trx, caller, { ...input, quote_id: input.quote_id });
  const { amount, quote } = priced;
  await recordDecisiveTicks(trx, priced.ticks);
  const row = await repo.insertConversion(trx, {
    user_id: caller.user.id,
    from_currency_id: fromCurrency.id,
    to_currency_id: toCurrency.id,
    amount,
    gross: quote.gross,
    fee: quote.fee,
    receive: quote.receive,
    fee_rate: priced.feeRate,
    from_price: priced.fromPrice,
    to_price: priced.toPrice,
    price_time: priced.priceTime,
  });
  if (priced.quoteId !== null) await quotes.linkQuote(trx, priced.quoteId, row.id);
  const user = { userId: caller.user.id, accountType: EXCHANGE };
  await ledger.post(trx, {
    reason: 'convert',
    reference: `convert:${row.id}`,
    userId: caller.user.id,
    legs: [
      { holder: user, currencyId: fromCurrency.id, available: rules.negate(amount) },
      { holder: { house: 'exchange' }, currencyId: fromCurrency.id, available: amount },
      {
        holder: { house: 'exchange' },
        currencyId: toCurrency.id,
        available: rules.negate(quote.gross),
      },
      { holder: user, currencyId: toCurrency.id, available: quote.receive },
      { holder: { house: 'fees' }, currencyId: toCurrency.id, available: quote.fee },
    ],
  });
  if (rules.isLess('0', quote.fee)) {
    const fee = {
      userId: caller.user.id,
      currencyId: toCurrency.id,
      amount: rules.plain(quote.fee),
      reason: 'convert',
    };
    emitAfterCommit(trx, deps.events, 'fee.charged', fee);
  }
  return conversionView(row);
}

/** Without a quote (older clients): the feed prices of this moment and the fee rate in force. */
async function priceNow(
  deps: AppDeps,
  trx: Trx,
  input: ConversionInput,
): Promise<ConversionPricing> {
  const from = livePrice(deps.market, input.from_currency_id);
  const to = livePrice(deps.market, input.to_currency_id);
  if (!from || !to) throw new AppError('PRICE_UNAVAILABLE');
  const feeRate = await feeRateOf(trx);
  const amount = rules.plain(input.number);
  const quote = rules.quoteConversion({
    number: amount,
    fromPrice: from.price,
    toPrice: to.price,
    feeRate,
  });
  if (!rules.isLess('0', quote.receive)) throw new AppError('AMOUNT_TOO_SMALL');
  return {
    amount,
    feeRate,
    fromPrice: from.price,
    toPrice: to.price,
    priceTime: priceTimeOf(from, to) ?? Date.now(),
    ticks: ticksOf(from, to),
    quote,
    quoteId: null,
  };
}

/**
 * With a quote: exactly its figures, never the prices of now. It must be the caller's, for this
 * amount and these coins (else QUOTE_INVALID), unused and within its hold (else QUOTE_EXPIRED).
 * Taking it is part of this transaction: a conversion that fails leaves it usable.
 */
async function useHeldQuote(
  trx: Trx,
  caller: Caller,
  input: ConversionInput & { quote_id: number },
): Promise<ConversionPricing> {
  const found = await quotes.findQuote(trx, input.quote_id);
  if (!found || !quoteMatches(found, caller, input)) throw new AppError('QUOTE_INVALID');
  const held = await quotes.takeQuote(trx, found.id, caller.user.id);
  if (!held) throw new AppError('QUOTE_EXPIRED');
  return {
    amount: rules.plain(held.amount),
    feeRate: held.fee_rate,
    fromPrice: held.from_price,
    toPrice: held.to_price,
    priceTime: Number(held.price_time),
    ticks: quoteTicks(held),
    quote: { rate: held.rate, gross: held.gross, fee: held.fee, receive: held.receive },
    quoteId: held.id,
  };
}

function quoteMatches(row: ConversionQuoteRow, caller: Caller, input: ConversionInput): boolean {
  return (
    row.user_id === caller.user.id &&
    row.from_currency_id === input.from_currency_id &&
    row.to_currency_id === input.to_currency_id &&
    rules.plain(row.amount) === rules.plain(input.number)
  );
}

function quoteTicks(row: ConversionQuoteRow): EvidenceTick[] {
  const sides = [
    [row.from_symbol, row.from_price, row.from_tick_time],
    [row.to_symbol, row.to_price, row.to_tick_time],
  ] as const;
  return sides.flatMap(([symbol, price, time]) =>
    symbol && time !== null ? [{ symbol, price: rules.plain(price), time: Number(time) }] : [],
  );
}

function conversionView(row: Awaited<ReturnType<typeof repo.insertConversion>>): ConversionView {
  return {
    id: row.id,
    from_currency_id: row.from_currency_id,
    to_currency_id: row.to_currency_id,
    number: rules.plain(row.amount),
    receive: rules.plain(row.receive),
    fee: rules.plain(row.fee),
    fee_rate: rules.plain(row.fee_rate),
    from_price: rules.plain(row.from_price),
    to_price: rules.plain(row.to_price),
    price_time: Number(row.price_time),
    created_at: row.created_at.getTime(),
  };
}

/** GET /user/getTransferHistory: the caller's conversions with their prices. */
export async function pageConversions(
  deps: AppDeps,
  caller: Caller,
  input: PagedInput,
): Promise<Page<ConversionView>> {
  const found = await repo.pageConversions(deps.db, caller.user.id, input);
  return pageView(found, conversionView, input);
}
