import { sql, type Kysely } from 'kysely';

/**
 * Money: balances and their append-only journal (the ledger), deposit addresses and requests,
 * withdrawals and their destinations (addresses, bank cards), transfers between accounts, coin
 * conversions, identity records and idempotency keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table currencies
      add column withdraw_min numeric(36, 18) not null default 0 check (withdraw_min >= 0),
      add column withdraw_fee numeric(36, 18) not null default 0 check (withdraw_fee >= 0),
      add column deposit_enabled boolean not null default true,
      add column withdraw_enabled boolean not null default true,
      add column funds_account smallint not null default 2 check (funds_account between 1 and 4)`.execute(
    db,
  );

  // Withdrawal rules of the first three coins on databases seeded before this migration.
  await sql`update currencies set withdraw_min = 0.001, withdraw_fee = 0.0005 where id = 1`.execute(
    db,
  );
  await sql`update currencies set withdraw_min = 0.01, withdraw_fee = 0.005 where id = 2`.execute(
    db,
  );
  await sql`update currencies set withdraw_min = 10, withdraw_fee = 1 where id = 3`.execute(db);
  // The money tiles of databases seeded before this migration now lead to their screens.
  for (const [key, route] of [
    ['recharge', '/pages/fund/receive'],
    ['withdraw', '/pages/fund/withdraw'],
    ['exchange', '/pages/fund/fundTransfer'],
    ['coin_transfer', '/pages/fund/transfer'],
  ]) {
    await sql`update menu_items set route = ${route} where key = ${key} and route is null`.execute(
      db,
    );
  }
  // Lever and options accounts hold the margin and stake currency (USDT) only.
  await sql`update currencies set is_lever = (id = 3), is_micro = (id = 3)`.execute(db);
  // Stocks trade as futures only: they are never held in the exchange account.
  await sql`update currencies set is_spot = false where type = 'stock'`.execute(db);
  await sql`
    alter table users
      add column pay_password_failures integer not null default 0,
      add column pay_password_locked_until timestamptz`.execute(db);

  // A user's holding of one currency in one account. House accounts have no rows: their
  // balance is the sum of their journal entries, so no posting waits on a shared row.
  await sql`
    create table balances (
      id serial primary key,
      user_id integer not null references users(id),
      currency_id integer not null references currencies(id),
      account_type smallint not null check (account_type between 1 and 4),
      available numeric(36, 18) not null default 0 constraint balances_available_not_negative check (available >= 0),
      frozen numeric(36, 18) not null default 0 constraint balances_frozen_not_negative check (frozen >= 0),
      updated_at timestamptz not null default now(),
      unique (user_id, currency_id, account_type)
    )`.execute(db);

  await sql`
    create table ledger_postings (
      id bigserial primary key,
      reason text not null,
      reference text not null unique,
      user_id integer references users(id),
      admin_id integer references admins(id),
      memo text,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table ledger_entries (
      id bigserial primary key,
      posting_id bigint not null references ledger_postings(id),
      balance_id integer references balances(id),
      user_id integer references users(id),
      house text,
      currency_id integer not null references currencies(id),
      account_type smallint not null check (account_type between 0 and 4),
      delta_available numeric(36, 18) not null,
      delta_frozen numeric(36, 18) not null,
      available_after numeric(36, 18),
      frozen_after numeric(36, 18),
      created_at timestamptz not null default now(),
      check ((balance_id is null) = (house is not null)),
      check ((user_id is null) = (house is not null))
    )`.execute(db);
  await sql`create index ledger_entries_balance on ledger_entries (balance_id, id)`.execute(db);
  await sql`create index ledger_entries_user on ledger_entries (user_id, id desc) where user_id is not null`.execute(
    db,
  );
  await sql`create index ledger_entries_posting on ledger_entries (posting_id)`.execute(db);

  // The journal is the evidence behind every balance: nothing may rewrite or erase it.
  await sql`
    create function ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only: % refused', tg_table_name, tg_op using errcode = 'insufficient_privilege';
    end
    $$`.execute(db);
  for (const table of ['ledger_postings', 'ledger_entries']) {
    await sql`
      create trigger ${sql.id(`${table}_no_change`)} before update or delete on ${sql.table(table)}
      for each row execute function ledger_append_only()`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_no_truncate`)} before truncate on ${sql.table(table)}
      for each statement execute function ledger_append_only()`.execute(db);
  }

  await sql`
    create table deposit_addresses (
      id serial primary key,
      currency_id integer not null references currencies(id),
      network text not null,
      address text not null,
      user_id integer references users(id),
      is_demo boolean not null default false,
      assigned_at timestamptz,
      created_at timestamptz not null default now(),
      unique (network, address),
      unique (user_id, currency_id, network)
    )`.execute(db);
  await sql`create index deposit_addresses_free on deposit_addresses (currency_id, network, id) where user_id is null`.execute(
    db,
  );

  await sql`
    create table deposit_requests (
      id serial primary key,
      user_id integer not null references users(id),
      currency_id integer not null references currencies(id),
      network text not null,
      address text not null default '',
      amount numeric(36, 18) not null check (amount > 0),
      voucher text not null,
      status smallint not null default 0 check (status in (0, 1, 2)),
      reason text,
      admin_id integer references admins(id),
      created_at timestamptz not null default now(),
      handled_at timestamptz
    )`.execute(db);
  await sql`create index deposit_requests_user on deposit_requests (user_id, id desc)`.execute(db);
  await sql`create index deposit_requests_status on deposit_requests (status, id)`.execute(db);

  await sql`
    create table withdraw_addresses (
      id serial primary key,
      user_id integer not null references users(id),
      currency_id integer not null references currencies(id),
      network text,
      name text not null,
      address text not null,
      qrcode text,
      created_at timestamptz not null default now(),
      unique (user_id, currency_id, address)
    )`.execute(db);

  await sql`
    create table bank_cards (
      user_id integer not null references users(id),
      kind text not null check (kind in ('domestic', 'international')),
      fields jsonb not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, kind)
    )`.execute(db);

  await sql`
    create table withdrawals (
      id serial primary key,
      user_id integer not null references users(id),
      currency_id integer not null references currencies(id),
      account_type smallint not null,
      amount numeric(36, 18) not null check (amount > 0),
      fee numeric(36, 18) not null check (fee >= 0),
      real_amount numeric(36, 18) not null check (real_amount > 0),
      btc_value numeric(36, 18) not null check (btc_value >= 0),
      price_usdt numeric(36, 18),
      btc_price numeric(36, 18),
      destination_kind text not null check (destination_kind in ('address', 'domestic', 'international')),
      destination jsonb not null,
      status smallint not null default 0 check (status in (0, 1, 2)),
      reason text,
      admin_id integer references admins(id),
      created_at timestamptz not null default now(),
      handled_at timestamptz
    )`.execute(db);
  await sql`create index withdrawals_user on withdrawals (user_id, created_at desc)`.execute(db);
  await sql`create index withdrawals_status on withdrawals (status, id)`.execute(db);

  await sql`
    create table account_transfers (
      id serial primary key,
      user_id integer not null references users(id),
      currency_id integer not null references currencies(id),
      amount numeric(36, 18) not null check (amount > 0),
      from_type smallint not null,
      to_type smallint not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index account_transfers_user on account_transfers (user_id, id desc)`.execute(
    db,
  );

  await sql`
    create table conversions (
      id serial primary key,
      user_id integer not null references users(id),
      from_currency_id integer not null references currencies(id),
      to_currency_id integer not null references currencies(id),
      amount numeric(36, 18) not null check (amount > 0),
      gross numeric(36, 18) not null,
      fee numeric(36, 18) not null,
      receive numeric(36, 18) not null check (receive > 0),
      fee_rate numeric(12, 8) not null,
      from_price numeric(36, 18) not null,
      to_price numeric(36, 18) not null,
      price_time bigint not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index conversions_user on conversions (user_id, id desc)`.execute(db);

  await sql`
    create table kyc_records (
      id serial primary key,
      user_id integer not null references users(id),
      level smallint not null check (level in (1, 2)),
      id_type smallint check (id_type in (1, 2, 3)),
      name text,
      card_id text,
      front_pic text,
      reverse_pic text,
      status smallint not null default 1 check (status in (1, 2, 3)),
      reason text,
      admin_id integer references admins(id),
      created_at timestamptz not null default now(),
      handled_at timestamptz
    )`.execute(db);
  // One record under audit or certified per user and level; failed ones stay as history.
  await sql`create unique index kyc_records_active on kyc_records (user_id, level) where status in (1, 2)`.execute(
    db,
  );
  await sql`create index kyc_records_status on kyc_records (status, id)`.execute(db);

  await sql`
    create table idempotency_keys (
      user_id integer not null references users(id),
      key text not null,
      route text not null,
      request_hash text not null,
      response jsonb not null,
      created_at timestamptz not null default now(),
      primary key (user_id, key)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'kyc_records',
    'conversions',
    'account_transfers',
    'withdrawals',
    'bank_cards',
    'withdraw_addresses',
    'deposit_requests',
    'deposit_addresses',
    'ledger_entries',
    'ledger_postings',
    'balances',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists ledger_append_only()`.execute(db);
  await sql`alter table users drop column pay_password_failures, drop column pay_password_locked_until`.execute(
    db,
  );
  await sql`
    alter table currencies drop column withdraw_min, drop column withdraw_fee, drop column deposit_enabled,
      drop column withdraw_enabled, drop column funds_account`.execute(db);
}
