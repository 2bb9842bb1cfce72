import type { Db } from '../db/database.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo IEO projects (#17 item 3): one in warm-up, one in progress, one ended, each a made-up
 * token that says so. Times are relative to the first seeding; the leader's job allocates and
 * lists the ended one (no one subscribed to it, so its whole issue stays unsold). Idempotent by
 * symbol: a restart adds nothing.
 */
export async function seedDemoIeo(db: Db): Promise<void> {
  const usdt = await db
    .selectFrom('currencies')
    .select('id')
    .where('name', '=', 'USDT')
    .executeTakeFirst();
  if (!usdt) return;
  const now = Date.now();
  const projects = [
    {
      name: 'Harbor Demo Token (made up)',
      symbol: 'HDEMO',
      start_at: now + 3 * DAY,
      end_at: now + 10 * DAY,
      listing_at: now + 12 * DAY,
      price: '0.05',
      total_supply: '10000000',
      user_cap: '200000',
      min_amount: '100',
      description:
        'A made-up token for trying the IEO screens. It is not a real project and has no value outside this demo.',
    },
    {
      name: 'Lantern Demo Token (made up)',
      symbol: 'LDEMO',
      start_at: now - DAY,
      end_at: now + 6 * DAY,
      listing_at: now + 8 * DAY,
      price: '0.1',
      total_supply: '5000000',
      user_cap: '100000',
      min_amount: '10',
      description:
        'A made-up token for trying a subscription: your payment is frozen until the allocation. It is not a real project.',
    },
    {
      name: 'Meadow Demo Token (made up)',
      symbol: 'MDEMO',
      start_at: now - 10 * DAY,
      end_at: now - 3 * DAY,
      listing_at: now - DAY,
      price: '0.02',
      total_supply: '20000000',
      user_cap: '500000',
      min_amount: '100',
      description: 'A made-up token whose subscription has ended. It is not a real project.',
    },
  ];
  for (const p of projects) {
    await db
      .insertInto('ieo_projects')
      .values({
        ...p,
        token_decimals: 4,
        pay_currency_id: usdt.id,
        lock_days: 30,
        white_paper: 'https://example.com/whitepaper.pdf',
        website: 'https://example.com',
        published: true,
      })
      .onConflict((oc) => oc.column('symbol').doNothing())
      .execute();
  }
}
