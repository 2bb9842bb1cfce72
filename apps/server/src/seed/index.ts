import { sql } from 'kysely';

import type { Db } from '../db/database.js';
import { hashSecret } from '../lib/secrets.js';
import { generateInviteCode } from '../domains/user/invite-code.js';
import { seedDemoContent, seedMenu } from './content.js';
import { seedDemoIeo } from './ieo.js';
import { seedDemoInvest } from './invest.js';
import { seedDemoLoanPool, seedLoanCollaterals } from './loans.js';
import { seedDemoNft } from './nft.js';
import { seedDemoLockup } from './lockup.js';
import { seedMarkets } from './markets.js';
import { seedDemoBalances, seedDemoDepositAddresses } from './wallet.js';

/** Currencies with stable ids (PRODUCT-RULES.md §1). Reference prices are for display fallback only. */
const CURRENCIES = [
  {
    id: 1,
    name: 'BTC',
    full_name: 'Bitcoin',
    networks: ['BTC'],
    color: '#F7931A',
    sort: 1,
    reference_price: '65000',
    withdraw_min: '0.001',
    withdraw_fee: '0.0005',
    is_lever: false,
    is_micro: false,
  },
  {
    id: 2,
    name: 'ETH',
    full_name: 'Ethereum',
    networks: ['ERC20'],
    color: '#627EEA',
    sort: 2,
    reference_price: '3200',
    withdraw_min: '0.01',
    withdraw_fee: '0.005',
    is_lever: false,
    is_micro: false,
  },
  {
    id: 3,
    name: 'USDT',
    full_name: 'Tether USD',
    networks: ['TRC20', 'ERC20'],
    color: '#26A17B',
    sort: 3,
    reference_price: '1',
    is_legal: true,
    withdraw_min: '10',
    withdraw_fee: '1',
  },
];

/** Reference rates against USD for the fiat list of SPEC.md §9; operators update them. */
const FIAT_RATES: [string, string][] = [
  ['USD', '1'],
  ['CNY', '7.12'],
  ['GBP', '0.79'],
  ['HKD', '7.78'],
  ['JPY', '151.3'],
  ['EUR', '0.92'],
  ['AED', '3.6725'],
  ['THB', '35.6'],
  ['PHP', '57.4'],
  ['SGD', '1.34'],
  ['VND', '25350'],
];

const SETTINGS: [string, string, boolean][] = [
  ['site_name', 'Meridian', true],
  ['site_logo', '/h5/logo.svg', true],
  ['support_url', '', true],
  ['apk_download_url', '', true],
  ['game_url', '', true],
  ['register_type', 'email,mobile', true],
  ['withdraw_hold_hours_after_password_change', '24', true],
  ['convert_fee_rate', '0.002', true],
  ['kyc1_withdraw_btc_24h', '200', true],
  ['kyc2_withdraw_btc_24h', '500', true],
];

export async function seedReferenceData(db: Db): Promise<void> {
  for (const c of CURRENCIES) {
    await db
      .insertInto('currencies')
      .values({ ...c, networks: JSON.stringify(c.networks), type: 'crypto' })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  await db
    .insertInto('fiat_rates')
    .values(FIAT_RATES.map(([currency_code, rate], sort) => ({ currency_code, rate, sort })))
    .onConflict((oc) => oc.column('currency_code').doNothing())
    .execute();
  await db
    .insertInto('settings')
    .values(SETTINGS.map(([key, value, is_public]) => ({ key, value, is_public })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  await seedMenu(db);
  await seedMarkets(db);
  await seedLoanCollaterals(db);
}

export const DEMO_ACCOUNT = { email: 'demo@example.com', password: 'Demo12345' } as const;

/**
 * DANGER: a well-known operator password. DEMO=1 is for a local demo only; any installation
 * others can reach must run with DEMO=0 and create its operators itself.
 */
export const DEMO_ADMIN = {
  email: 'admin@example.com',
  password: 'Admin12345',
  role: 'operator',
} as const;

/** The demo's second operator: four-eyes needs another operator to approve money moves. */
export const DEMO_CHECKER = {
  email: 'checker@example.com',
  password: 'Admin12345',
  role: 'operator',
} as const;

/** The demo's super-operator: manages operators and the four-eyes thresholds. */
export const DEMO_SUPER = {
  email: 'super@example.com',
  password: 'Admin12345',
  role: 'super',
} as const;

export async function seedDemoData(db: Db, options: { uploadDir: string }): Promise<void> {
  await seedDemoContent(db, options);
  await seedDemoAdmins(db);
  await seedDemoDepositAddresses(db);
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ACCOUNT.email)
    .executeTakeFirst();
  const userId = existing?.id ?? (await insertDemoUser(db));
  // Idempotent by reference: a restart (or an older demo database) never grants twice.
  await seedDemoBalances(db, userId);
  // Earn (#17): each product's demo products (seed/<product>.ts), one call below this line.
  await seedDemoInvest(db);
  await seedDemoIeo(db);
  await seedDemoLockup(db);
  await seedDemoLoanPool(db);
  await seedDemoNft(db, options);
}

async function insertDemoUser(db: Db): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      username: DEMO_ACCOUNT.email,
      email: DEMO_ACCOUNT.email,
      password_hash: await hashSecret(DEMO_ACCOUNT.password),
      invite_code: await generateInviteCode(db),
      nickname: 'Demo',
      signature: 'Exploring Meridian',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function seedDemoAdmins(db: Db): Promise<void> {
  for (const admin of [DEMO_ADMIN, DEMO_CHECKER, DEMO_SUPER]) {
    const existing = await db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', admin.email)
      .executeTakeFirst();
    if (existing) continue;
    await db
      .insertInto('admins')
      .values({
        email: admin.email,
        password_hash: await hashSecret(admin.password),
        role: admin.role,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
  }
}

export async function seed(db: Db, options: { demo: boolean; uploadDir: string }): Promise<void> {
  await seedReferenceData(db);
  if (options.demo) await seedDemoData(db, { uploadDir: options.uploadDir });
  await sql`select 1`.execute(db);
}
