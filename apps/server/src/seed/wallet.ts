import { createHash } from 'node:crypto';

import { ACCOUNT_TYPES, toMoney, type AccountType } from '@meridian/contract';

import type { Db } from '../db/database.js';
import * as ledger from '../ledger/ledger.js';
import { moneyTransaction } from '../ledger/transaction.js';

/**
 * Withdrawal minimum and fee of a coin worth `priceUsdt`: about 20 and 2 USDT, on two significant
 * digits (operators change them later). BTC, ETH and USDT have their own values in index.ts.
 */
export function withdrawRulesFor(priceUsdt: number | string): {
  withdraw_min: string;
  withdraw_fee: string;
} {
  // Decimal, not float: 2 / 0.0000123 as a float prints as "162601.62601626017", and a tiny
  // quotient as "1.2e-7", which no numeric column reads.
  const sig = (usdt: number) => toMoney(usdt).dividedBy(priceUsdt).toSignificantDigits(2).toFixed();
  return { withdraw_min: sig(20), withdraw_fee: sig(2) };
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A well-formed but made-up address for a demo pool: deterministic from network and index. */
function demoAddress(network: string, currencyId: number, index: number): string {
  const bytes = createHash('sha256')
    .update(`meridian-demo:${network}:${currencyId}:${index}`)
    .digest();
  const hex = bytes.toString('hex');
  const base58 = (n: number) =>
    Array.from({ length: n }, (_, i) => BASE58[bytes[i % bytes.length]! % 58]).join('');
  if (network === 'ERC20') return `0x${hex.slice(0, 40)}`;
  if (network === 'TRC20') return `T${base58(33)}`;
  if (network === 'BTC') return `bc1q${hex.slice(0, 38)}`;
  return base58(40);
}

const DEMO_POOL_SIZE = 20;

/**
 * DEMO ONLY: a pool of made-up deposit addresses flagged `is_demo`; the receive screen says
 * plainly that coins sent there are lost. A real installation imports its own addresses.
 */
export async function seedDemoDepositAddresses(db: Db): Promise<void> {
  const currencies = await db
    .selectFrom('currencies')
    .select(['id', 'networks'])
    .where('is_transfer', '=', true)
    .execute();
  for (const c of currencies) {
    for (const network of c.networks) {
      const rows = Array.from({ length: DEMO_POOL_SIZE }, (_, i) => ({
        currency_id: c.id,
        network,
        address: demoAddress(network, c.id, i),
        is_demo: true,
      }));
      await db
        .insertInto('deposit_addresses')
        .values(rows)
        .onConflict((oc) => oc.columns(['network', 'address']).doNothing())
        .execute();
    }
  }
}

/**
 * The demo user's starting balances (issues #4, #5): proper postings, visible in the bill. The
 * futures and options accounts get USDT too, so the trading screens work right away.
 */
const DEMO_GRANTS: [currencyId: number, amount: string, account: AccountType][] = [
  [3, '10000', ACCOUNT_TYPES.change],
  [1, '0.5', ACCOUNT_TYPES.change],
  [2, '5', ACCOUNT_TYPES.change],
  [3, '2000', ACCOUNT_TYPES.lever],
  [3, '1000', ACCOUNT_TYPES.micro],
];

export async function seedDemoBalances(db: Db, userId: number): Promise<void> {
  await moneyTransaction(db, async (trx) => {
    for (const [currencyId, amount, accountType] of DEMO_GRANTS) {
      await ledger.post(trx, {
        reason: 'demo_grant',
        // The exchange-account grants keep their first references (databases seeded before #5).
        reference:
          accountType === ACCOUNT_TYPES.change
            ? `demo_grant:${userId}:${currencyId}`
            : `demo_grant:${userId}:${currencyId}:${accountType}`,
        userId,
        legs: [
          { holder: { userId, accountType }, currencyId, available: amount },
          { holder: { house: 'adjustments' }, currencyId, available: `-${amount}` },
        ],
      });
    }
  });
}
