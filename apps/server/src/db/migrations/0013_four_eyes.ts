import { sql, type Kysely } from 'kysely';

/**
 * Four-eyes approval of operator money moves (issue #15, PRODUCT-RULES.md §3): an adjustment of
 * any size, and a deposit confirmation or a withdrawal payout worth at least its currency's
 * threshold, wait here until a second, different operator approves; only then is the posting
 * made. The row keeps both operators and both times. A `super` operator manages thresholds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table admins drop constraint if exists admins_role_check`.execute(db);
  await sql`
    alter table admins add constraint admins_role_check
    check (role in ('operator', 'auditor', 'super'))`.execute(db);

  await sql`
    create table money_approvals (
      id serial primary key,
      kind text not null check (kind in ('adjustment', 'deposit', 'withdrawal')),
      subject_id integer,
      user_id integer not null references users(id),
      currency_id integer not null references currencies(id),
      account_type smallint,
      amount numeric(36, 18) not null,
      usdt_value numeric(36, 18),
      price numeric(36, 18),
      reason text,
      requested_by integer not null references admins(id),
      requested_at timestamptz not null default now(),
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      decided_by integer references admins(id),
      decided_at timestamptz,
      decision_reason text,
      posting_id bigint,
      check (status <> 'approved' or decided_by <> requested_by),
      check ((kind = 'adjustment') = (subject_id is null))
    )`.execute(db);
  // One open request per deposit or withdrawal: a second click answers the request already open.
  await sql`
    create unique index money_approvals_open_subject on money_approvals (kind, subject_id)
    where status = 'pending' and subject_id is not null`.execute(db);
  await sql`create index money_approvals_status on money_approvals (status, id desc)`.execute(db);

  await sql`
    create table four_eyes_thresholds (
      currency_id integer primary key references currencies(id),
      usdt_value numeric(36, 18) not null check (usdt_value >= 0),
      updated_by integer not null references admins(id),
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists four_eyes_thresholds`.execute(db);
  await sql`drop table if exists money_approvals`.execute(db);
  await sql`alter table admins drop constraint if exists admins_role_check`.execute(db);
  await sql`
    alter table admins add constraint admins_role_check
    check (role in ('operator', 'auditor'))`.execute(db);
}
