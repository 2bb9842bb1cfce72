import { sql, type Kysely } from 'kysely';

/**
 * Customer service (issue #20 item 1). One conversation per user (made by their first message),
 * its messages, and the operators' canned replies.
 * - Unread counts come from two read marks, the last message each side has read, so a read that
 *   races a new message never hides it (a counter set to zero could).
 * - `ticket_due_at` is set when a user writes while no operator is online, and cleared by the
 *   next operator reply: the thread says by when a reply is due.
 * - A message keeps its image as the plain upload path; views sign it for whoever may see it.
 * The hours a ticket waits at most are a public setting, so the page can say them beforehand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table support_conversations (
      id serial primary key,
      user_id integer not null unique references users(id),
      status text not null default 'open' check (status in ('open', 'closed')),
      assignee_id integer references admins(id),
      user_read_id integer not null default 0,
      operator_read_id integer not null default 0,
      ticket_due_at timestamptz,
      last_message_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      closed_at timestamptz
    )`.execute(db);
  await sql`create index support_conversations_inbox
    on support_conversations (status, assignee_id, last_message_at desc)`.execute(db);
  await sql`
    create table support_messages (
      id serial primary key,
      conversation_id integer not null references support_conversations(id),
      sender text not null check (sender in ('user', 'operator', 'system')),
      admin_id integer references admins(id),
      body text not null default '',
      image text,
      reply_due_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index support_messages_thread
    on support_messages (conversation_id, id desc)`.execute(db);
  await sql`
    create table support_canned_replies (
      id serial primary key,
      title text not null,
      body text not null,
      sort integer not null default 0,
      created_by integer not null references admins(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    insert into settings (key, value, is_public) values ('support_reply_hours', '12', true)
    on conflict (key) do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from settings where key = 'support_reply_hours'`.execute(db);
  await sql`drop table if exists support_canned_replies`.execute(db);
  await sql`drop table if exists support_messages`.execute(db);
  await sql`drop table if exists support_conversations`.execute(db);
}
