import type { ChatReportReason, ChatRoom } from '@meridian/contract';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type MaybeTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type MaybeId = ColumnType<number | null, number | null | undefined, number | null>;
type MaybeText = ColumnType<string | null, string | null | undefined, string | null>;

/** A chat message (migration 0038): the nickname is the author's when posting. */
export interface ChatMessagesTable {
  id: Generated<number>;
  room: ColumnType<ChatRoom, ChatRoom, never>;
  user_id: ColumnType<number, number, never>;
  nickname: ColumnType<string, string, never>;
  body: ColumnType<string, string, never>;
  image: ColumnType<string | null, string | null | undefined, never>;
  created_at: CreatedAt;
  deleted_at: MaybeTime;
  deleted_by: MaybeId;
  delete_reason: MaybeText;
}

/** A user's report of a message; one per reporter and message. */
export interface ChatReportsTable {
  id: Generated<number>;
  message_id: ColumnType<number, number, never>;
  reporter_id: ColumnType<number, number, never>;
  reason: ColumnType<ChatReportReason, ChatReportReason, never>;
  created_at: CreatedAt;
  resolved_at: MaybeTime;
  resolved_by: MaybeId;
  resolution: ColumnType<
    'deleted' | 'dismissed' | null,
    'deleted' | 'dismissed' | null | undefined,
    'deleted' | 'dismissed' | null
  >;
}

/** An operator's mute of a user in every room, until `until` or until lifted. */
export interface ChatMutesTable {
  id: Generated<number>;
  user_id: ColumnType<number, number, never>;
  until: ColumnType<Date, Date | string, never>;
  admin_id: ColumnType<number, number, never>;
  reason: ColumnType<string, string, never>;
  created_at: CreatedAt;
  lifted_at: MaybeTime;
  lifted_by: MaybeId;
  lift_reason: MaybeText;
}
