import type { SupportSender, SupportStatus } from '@meridian/contract';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One user's conversation with customer service (migration 0037). */
export interface SupportConversationsTable {
  id: Generated<number>;
  user_id: number;
  status: ColumnType<SupportStatus, SupportStatus | undefined, SupportStatus>;
  assignee_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The last message id the user has read; operators' messages after it are unread. */
  user_read_id: ColumnType<number, number | undefined, number>;
  /** The last message id an operator has read; the user's messages after it are unread. */
  operator_read_id: ColumnType<number, number | undefined, number>;
  ticket_due_at: NullableTime;
  last_message_at: Timestamp;
  created_at: CreatedAt;
  closed_at: NullableTime;
}

/** One message of a conversation (migration 0037). */
export interface SupportMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender: SupportSender;
  /** The operator who wrote it; null for the user's and the platform's. */
  admin_id: number | null;
  body: ColumnType<string, string | undefined, never>;
  /** The plain upload path (`/uploads/<file>`), or null. */
  image: ColumnType<string | null, string | null | undefined, never>;
  /** A ticket notice: by when a reply is due. */
  reply_due_at: ColumnType<Date | null, Date | null | undefined, never>;
  created_at: CreatedAt;
}

/** A reply operators pick from (migration 0037). */
export interface SupportCannedRepliesTable {
  id: Generated<number>;
  title: string;
  body: string;
  sort: ColumnType<number, number | undefined, number>;
  created_by: number;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
