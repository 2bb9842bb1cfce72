import { USDT_CURRENCY_ID } from '@meridian/contract';

import type { Db } from '../db/database.js';

/**
 * Reference data of crypto loans (#19 item 3): BTC and ETH as collateral, valued by their USDT
 * pairs, at an hourly rate the operator may change (8.76 % and 10.512 % a year). Idempotent: an
 * operator's rates stay as they set them.
 */
export async function seedLoanCollaterals(db: Db): Promise<void> {
  await db
    .insertInto('loan_collaterals')
    .values([
      { currency_id: 1, symbol: 'BTC/USDT', hourly_rate: '0.00001', sort: 1 },
      { currency_id: 2, symbol: 'ETH/USDT', hourly_rate: '0.000012', sort: 2 },
    ])
    .onConflict((oc) => oc.column('currency_id').doNothing())
    .execute();
}

/**
 * The demo's lending pool: up to 1,000,000 USDT lent at once. Without a row the pool lends
 * nothing until an operator publishes a limit (/admin/loans/pool); a restart keeps theirs.
 */
export async function seedDemoLoanPool(db: Db): Promise<void> {
  await db
    .insertInto('loan_pools')
    .values({ currency_id: USDT_CURRENCY_ID, pool_limit: '1000000' })
    .onConflict((oc) => oc.column('currency_id').doNothing())
    .execute();
}
