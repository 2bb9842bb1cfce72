import { sql, type Kysely } from 'kysely';

const LANG_CHECK = sql`check (lang in ('en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa'))`;

/**
 * Content (menu tiles, news, FAQ, pages) with texts per language, and operator accounts with
 * their sessions and an append-only audit log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table menu_items (
      id serial primary key,
      key text not null unique,
      icon text not null,
      route text,
      sort integer not null default 0,
      is_published boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table menu_item_translations (
      menu_item_id integer not null references menu_items(id) on delete cascade,
      lang text not null ${LANG_CHECK},
      label text not null,
      primary key (menu_item_id, lang)
    )`.execute(db);

  await sql`
    create table news (
      id serial primary key,
      c_id smallint not null check (c_id in (4, 5)),
      is_popup boolean not null default false,
      image text not null default '',
      link text not null default '',
      sort integer not null default 0,
      is_published boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (not is_popup or c_id = 4)
    )`.execute(db);
  await sql`create index news_listing on news (c_id, is_published, sort, created_at desc)`.execute(
    db,
  );
  await sql`create index news_popup on news (is_popup, is_published) where is_popup`.execute(db);
  await sql`
    create table news_translations (
      news_id integer not null references news(id) on delete cascade,
      lang text not null ${LANG_CHECK},
      title text not null,
      summary text not null default '',
      content text not null default '',
      primary key (news_id, lang)
    )`.execute(db);

  await sql`
    create table faq_items (
      id serial primary key,
      sort integer not null default 0,
      is_published boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table faq_item_translations (
      faq_item_id integer not null references faq_items(id) on delete cascade,
      lang text not null ${LANG_CHECK},
      question text not null,
      answer text not null default '',
      primary key (faq_item_id, lang)
    )`.execute(db);

  await sql`
    create table pages (
      key text primary key check (key in ('aboutus', 'contactus', 'operational_compliance', 'share')),
      is_published boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table page_translations (
      page_key text not null references pages(key) on delete cascade,
      lang text not null ${LANG_CHECK},
      title text not null,
      content text not null default '',
      primary key (page_key, lang)
    )`.execute(db);

  await sql`
    create table admins (
      id serial primary key,
      email text not null unique,
      password_hash text not null,
      role text not null check (role in ('operator', 'auditor')),
      failed_logins integer not null default 0,
      locked_until timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table admin_sessions (
      id serial primary key,
      admin_id integer not null references admins(id),
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index admin_sessions_admin on admin_sessions (admin_id)`.execute(db);

  await sql`
    create table audit_log (
      id serial primary key,
      admin_id integer not null references admins(id),
      action text not null,
      entity text not null,
      entity_id text not null,
      detail jsonb not null default '{}',
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index audit_log_entity on audit_log (entity, created_at desc)`.execute(db);
  // The log is evidence: no one, not even the application's own role, may rewrite or erase it.
  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
    end
    $$`.execute(db);
  await sql`
    create trigger audit_log_no_change before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
  await sql`
    create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_log',
    'admin_sessions',
    'admins',
    'page_translations',
    'pages',
    'faq_item_translations',
    'faq_items',
    'news_translations',
    'news',
    'menu_item_translations',
    'menu_items',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists audit_log_append_only()`.execute(db);
}
