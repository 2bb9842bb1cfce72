import { USDT_CURRENCY_ID } from '@meridian/contract';

import type { Db } from '../db/database.js';
import { withdrawRulesFor } from './wallet.js';
import { decimalsOf, INSTRUMENTS, pairSymbol } from '../market-data/instruments.js';

/**
 * The listed coins and stocks after BTC, ETH and USDT (ids stable), and one USDT pair per base
 * currency: match id = the instrument's position, so BTC/USDT is 1 and ETH/USDT 2.
 */
export async function seedMarkets(db: Db): Promise<void> {
  const currencies = INSTRUMENTS.filter((i) => i.currencyId > USDT_CURRENCY_ID).map((i) => ({
    id: i.currencyId,
    name: i.name,
    full_name: i.fullName,
    networks: JSON.stringify(i.category === 'crypto' ? [i.name] : []),
    type: i.category,
    color: i.color,
    sort: i.currencyId,
    // Stocks are traded here, not deposited or withdrawn.
    is_transfer: i.category === 'crypto',
    reference_price: String(i.startPrice),
    ...withdrawRulesFor(i.startPrice),
    // Stocks trade as futures only; lever and options accounts hold USDT only (margin and stakes).
    is_spot: i.category === 'crypto',
    is_lever: false,
    is_micro: false,
  }));
  await db
    .insertInto('currencies')
    .values(currencies)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('currency_matches')
    .values(
      INSTRUMENTS.map((i, index) => ({
        id: index + 1,
        currency_id: i.currencyId,
        legal_id: USDT_CURRENCY_ID,
        symbol: pairSymbol(i),
        category: i.category,
        // Stocks trade as futures only.
        open_coin_trade: i.category === 'crypto',
        sort: index + 1,
        lot_size: i.lotSize,
        leverages: JSON.stringify(i.leverages),
        fee_rate: i.feeRate,
        spread: i.spread,
        price_precision: decimalsOf(i.tickSize),
        amount_precision: i.amountDecimals,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
