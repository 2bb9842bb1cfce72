import { USDT_CURRENCY_ID, futuresRules as rules, toMoney } from '@meridian/contract';

import type { AppDeps } from '../../deps.js';
import * as ledger from '../../ledger/ledger.js';
import { moneyTransaction, publishBalanceChanges } from '../../ledger/transaction.js';
import { announceChanges, emitFee, futuresHolder } from './futures.executions.js';
import { readFuturesSettings } from './futures.market.js';
import * as repo from './futures.repository.js';

/**
 * Charges today's overnight fee (notional at the open price × daily rate) of every open position
 * opened before today (UTC) and not yet charged today, set-based and exactly once: the claim of
 * the day is a guarded update. The fee comes from the position's margin first, then the futures
 * available; it goes to `fees`. Answers how many positions it charged. The overnight-fee job
 * (jobs/overnight-fee.ts) runs it at 00:00 UTC and again whenever a node takes the lead.
 */
export async function chargeOvernight(deps: AppDeps, now: number): Promise<number> {
  const day = rules.utcDay(now);
  const charged = await moneyTransaction(
    deps.db,
    async (trx) => {
      const rows = (await repo.claimOvernight(trx, day, rules.utcDayStart(now))).sort(
        (a, b) => a.id - b.id,
      );
      if (rows.length === 0) return [];
      const settings = await readFuturesSettings(trx);
      const available = await repo.lockFuturesBalances(trx, [
        ...new Set(rows.map((r) => r.user_id)),
      ]);
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
              holder: futuresHolder(row.user_id),
              currencyId: USDT_CURRENCY_ID,
              available: toMoney(split.fromAvailable).negated().toFixed(),
              frozen: toMoney(split.fromMargin).negated().toFixed(),
            },
            { holder: { house: 'fees' }, currencyId: USDT_CURRENCY_ID, available: split.charged },
          ],
        });
        emitFee(deps, trx, row, split.charged, 'lever_overnight_fee');
      }
      await repo.applyOvernight(trx, charges);
      await ledger.postMany(trx, postings);
      return rows;
    },
    publishBalanceChanges(deps.events),
  );
  announceChanges(deps, charged);
  return charged.length;
}
