import { sql, type Kysely } from 'kysely';

/** The chat room tile's screen; an operator's own route stays theirs. */
const CHAT_ROUTE = '/pages/chat/index';

/**
 * The chat room (issue #20 item 2): messages per language room with the nickname the author had
 * when posting, users' reports (one per reporter per message), and operators' mutes. Deleted
 * messages stay for the record (deleted_at, by whom and why) and leave every reader's screen.
 * Links and images are off until an operator turns them on (published settings).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table chat_messages (
      id serial primary key,
      room text not null check (room in ('en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa')),
      user_id integer not null references users(id),
      nickname text not null,
      body text not null,
      image text,
      created_at timestamptz not null default now(),
      deleted_at timestamptz,
      deleted_by integer references admins(id),
      delete_reason text
    )`.execute(db);
  // A room's history, newest first, without deleted messages.
  await sql`create index chat_messages_room on chat_messages (room, id desc)
    where deleted_at is null`.execute(db);
  // A user's last minute of messages (the rate limit) and an operator's view of one user.
  await sql`create index chat_messages_user on chat_messages (user_id, created_at desc)`.execute(
    db,
  );
  await sql`
    create table chat_reports (
      id serial primary key,
      message_id integer not null references chat_messages(id),
      reporter_id integer not null references users(id),
      reason text not null check (reason in ('spam', 'abuse', 'scam', 'other')),
      created_at timestamptz not null default now(),
      resolved_at timestamptz,
      resolved_by integer references admins(id),
      resolution text check (resolution in ('deleted', 'dismissed')),
      unique (message_id, reporter_id)
    )`.execute(db);
  await sql`create index chat_reports_open on chat_reports (message_id)
    where resolved_at is null`.execute(db);
  await sql`
    create table chat_mutes (
      id serial primary key,
      user_id integer not null references users(id),
      until timestamptz not null,
      admin_id integer not null references admins(id),
      reason text not null,
      created_at timestamptz not null default now(),
      lifted_at timestamptz,
      lifted_by integer references admins(id),
      lift_reason text
    )`.execute(db);
  await sql`create index chat_mutes_user on chat_mutes (user_id) where lifted_at is null`.execute(
    db,
  );
  await sql`
    insert into settings (key, value, is_public)
    values ('chat_allow_links', 'false', true), ('chat_allow_images', 'false', true)
    on conflict (key) do nothing`.execute(db);
  // A database seeded before the chat room keeps its tile: it opens the room from now on.
  await sql`update menu_items set route = ${CHAT_ROUTE}, updated_at = now()
    where key = 'chat' and route is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update menu_items set route = null, updated_at = now()
    where key = 'chat' and route = ${CHAT_ROUTE}`.execute(db);
  await sql`delete from settings where key in ('chat_allow_links', 'chat_allow_images')`.execute(
    db,
  );
  await sql`drop table if exists chat_mutes`.execute(db);
  await sql`drop table if exists chat_reports`.execute(db);
  await sql`drop table if exists chat_messages`.execute(db);
}
