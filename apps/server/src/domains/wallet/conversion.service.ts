import type {
  ConversionInput,
  ConversionQuoteInput,
  ConversionQuoteView,
  ConversionView,
  ConvertibleCurrencyView,
  Page,
  PagedInput,
} from '@meridian/contract';

import { listActiveCurrencies } from '../../db/currencies.js';
import type { CurrencyRow, Executor, Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import * as ledger from '../../ledger/ledger.js';
import { emitAfterCommit } from '../../ledger/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { pageView } from '../../lib/pagination.js';
import { recordDecisiveTicks } from '../../market-data/evidence.js';
import { livePrice, ticksOf } from './prices.js';
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

/** POST /user/getTransferFee: the published fee, and a quote at the current feed prices. */
export async function quoteConversion(
  deps: AppDeps,
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
  return {
    fee_rate: rules.plain(feeRate),
    from_price: from.price,
    to_price: to.price,
    rate: quote.rate,
    gross: input.number ? quote.gross : null,
    fee: input.number ? quote.fee : null,
    receive: input.number ? quote.receive : null,
    price_time: Math.max(from.time ?? 0, to.time ?? 0) || null,
  };
}

/**
 * POST /user/Transfer: converts inside the exchange account at the feed prices of this moment
 * with the published fee; both legs and the fee are one posting, and the prices are stored.
 */
export function convert(
  deps: AppDeps,
  caller: Caller,
  input: ConversionInput,
  run: RunMoney = defaultRun(deps),
): Promise<ConversionView> {
  return run((trx) => convertInTransaction(deps, trx, caller, input));
}

async function convertInTransaction(
  deps: AppDeps,
  trx: Trx,
  caller: Caller,
  input: ConversionInput,
): Promise<ConversionView> {
  const fromCurrency = await convertibleOrThrow(trx, input.from_currency_id);
  const toCurrency = await convertibleOrThrow(trx, input.to_currency_id);
  const from = livePrice(deps.market, fromCurrency.id);
  const to = livePrice(deps.market, toCurrency.id);
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
  const priceTime = Math.max(from.time ?? 0, to.time ?? 0) || Date.now();
  await recordDecisiveTicks(trx, ticksOf(from, to));
  const row = await repo.insertConversion(trx, {
    user_id: caller.user.id,
    from_currency_id: fromCurrency.id,
    to_currency_id: toCurrency.id,
    amount,
    gross: quote.gross,
    fee: quote.fee,
    receive: quote.receive,
    fee_rate: feeRate,
    from_price: from.price,
    to_price: to.price,
    price_time: priceTime,
  });
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
