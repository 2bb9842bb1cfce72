import { sql, type Kysely } from 'kysely';

/**
 * IEO lock period and per-language descriptions (#17 items 3 and 6). A project listed with
 * lock_days > 0 credits its tokens frozen and records `unlock_at` (listing + lock_days days); the
 * leader's job claims `unlocked_at` once when it is due and moves each subscription's tokens from
 * frozen to available (each order's `unlocked_at` marks it done). The description becomes
 * `{ en, zh, … }` like lock-up's texts; an existing one becomes its English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table ieo_projects
      add column unlock_at bigint,
      add column unlocked_at bigint,
      add check (unlocked_at is null or unlock_at is not null),
      add check (unlock_at is null or listed_at is not null)`.execute(db);
  await sql`create index ieo_projects_unlock_due on ieo_projects (unlock_at)
    where unlock_at is not null and unlocked_at is null`.execute(db);
  await sql`alter table ieo_orders add column unlocked_at bigint`.execute(db);
  await sql`
    alter table ieo_projects
      alter column description drop default,
      alter column description type jsonb using jsonb_build_object('en', description),
      alter column description set default '{"en": ""}'::jsonb`.execute(db);
  await sql`alter table ieo_projects add constraint ieo_projects_description_en
    check (jsonb_typeof(description->'en') = 'string')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ieo_projects drop constraint ieo_projects_description_en`.execute(db);
  await sql`
    alter table ieo_projects
      alter column description drop default,
      alter column description type text using coalesce(description->>'en', ''),
      alter column description set default ''`.execute(db);
  await sql`alter table ieo_orders drop column unlocked_at`.execute(db);
  await sql`drop index if exists ieo_projects_unlock_due`.execute(db);
  await sql`alter table ieo_projects drop column unlocked_at, drop column unlock_at`.execute(db);
}
