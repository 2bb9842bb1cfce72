import { investRules } from '@meridian/contract';
import { sql } from 'kysely';

import type { Db } from '../db/database.js';

/**
 * Demo invest (dual) products (#17 item 2), opened for purchase, when the database has none: BTC
 * and ETH, sell-high (up) linked a few percent above the latest recorded price and buy-low (down)
 * a few percent below it, yields in the range real platforms publish. Settlement is the ordinary
 * one: the average of the recorded ticks in the 30 minutes before 08:00 UTC on the maturity day.
 */
const PRODUCTS = [
  { coin: 'BTC', type: 1, offset: '1.03', apr: '0.12', days: 7, unit: '0.01', shares: 500 },
  { coin: 'BTC', type: 2, offset: '0.97', apr: '0.15', days: 7, unit: '100', shares: 1000 },
  { coin: 'BTC', type: 1, offset: '1.06', apr: '0.08', days: 14, unit: '0.01', shares: 300 },
  { coin: 'ETH', type: 1, offset: '1.05', apr: '0.1', days: 14, unit: '0.1', shares: 400 },
  { coin: 'ETH', type: 2, offset: '0.95', apr: '0.18', days: 7, unit: '100', shares: 800 },
] as const;

export async function seedDemoInvest(db: Db): Promise<void> {
  const existing = await db.selectFrom('invest_products').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const now = Date.now();
  for (const p of PRODUCTS) {
    const pair = await sql<{
      currency_id: number;
      legal_id: number;
      symbol: string;
      price: string;
    }>`
      select m.currency_id, m.legal_id, m.symbol,
             coalesce((select t.price from market_ticks t where t.symbol = m.symbol
                       order by t.time desc limit 1), c.reference_price) as price
      from currency_matches m
      join currencies c on c.id = m.currency_id
      join currencies q on q.id = m.legal_id
      where c.name = ${p.coin} and q.name = 'USDT'
      limit 1`.execute(db);
    const row = pair.rows[0];
    if (!row || row.price === null) continue;
    // A round linked price: the offset price to the nearest 10 (BTC) or 1 (ETH).
    const step = p.coin === 'BTC' ? 10 : 1;
    const linked = String(Math.round((Number(row.price) * Number(p.offset)) / step) * step);
    const settleAt = investRules.defaultSettleAt(now, p.days);
    await db
      .insertInto('invest_products')
      .values({
        type: p.type,
        currency_id: row.currency_id,
        usdt_id: row.legal_id,
        invest_currency_id: p.type === 1 ? row.currency_id : row.legal_id,
        symbol: row.symbol,
        unit_price: p.unit,
        apr: p.apr,
        linked_price: linked,
        days: p.days,
        total_shares: p.shares,
        settle_at: settleAt,
        window_minutes: investRules.INVEST_WINDOW_MINUTES,
        window_start: investRules.windowStart(settleAt),
        status: 1,
      })
      .execute();
  }
}
