import { z } from 'zod';

import { LANGUAGES, type Language } from './constants.js';
import { ErrorCode } from './errors.js';
import { isLengthBetween } from './validators.js';
import { digitsInt, formBooleanSchema, idSchema, pagingShape } from './paging.js';

/*
 * The chat room (issue #20 item 2): one public room per display language, read by anyone and
 * written by logged-in users who chose a nickname. Messages are plain text; links and images are
 * refused unless an operator turns them on (published settings). Operators delete messages and
 * mute users with a written reason, each audited; users report messages.
 */

export const CHAT = {
  /** The rooms: one per display language (SPEC.md §1). */
  rooms: LANGUAGES,
  /** The longest message, in characters (code points). */
  maxLength: 500,
  /** One message per user at most this often… */
  minIntervalMs: 3_000,
  /** …and at most this many in any minute. */
  perMinute: 20,
  /** Messages per page of history (newest first), and the most a page may ask for. */
  pageSize: 30,
  maxPageSize: 50,
  /** The longest operator reason (delete, mute, unmute, dismiss). */
  reasonMaxLength: 200,
  /** The longest mute: 365 days, in minutes. */
  maxMuteMinutes: 525_600,
} as const;

/** Published settings (GET /getSetting): 'true' lets messages carry links, or an image. */
export const CHAT_SETTINGS = {
  allowLinks: 'chat_allow_links',
  allowImages: 'chat_allow_images',
} as const;

export type ChatRoom = Language;
export const chatRoomSchema = z.enum(LANGUAGES, { message: ErrorCode.CHAT_ROOM_UNKNOWN });

/** Why a user reports a message. */
export const CHAT_REPORT_REASONS = ['spam', 'abuse', 'scam', 'other'] as const;
export type ChatReportReason = (typeof CHAT_REPORT_REASONS)[number];

/** Why the caller may not post (null: they may). */
export type ChatBlock = 'login' | 'nickname' | 'muted';

const body = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ message: ErrorCode.CHAT_EMPTY })
    .min(1, { message: ErrorCode.CHAT_EMPTY })
    .refine((v) => [...v].length <= CHAT.maxLength, { message: ErrorCode.CHAT_TOO_LONG }),
);

/** POST /chat/send: a message to one room; `image` (an upload of the caller's) only when on. */
export const chatSendInputSchema = z.object({
  room: chatRoomSchema,
  body,
  image: z.string().max(300).optional(),
});
export type ChatSendInput = z.infer<typeof chatSendInputSchema>;

/** GET /chat/messages: one room's history, newest first, older than `before` (a message id). */
export const chatHistoryInputSchema = z.object({
  room: chatRoomSchema,
  before: idSchema.optional(),
  limit: digitsInt({ min: 1, max: CHAT.maxPageSize }).default(CHAT.pageSize),
});
export type ChatHistoryInput = z.infer<typeof chatHistoryInputSchema>;

/** GET /chat/state: the rules of the room and whether the caller may post. */
export const chatStateInputSchema = z.object({ room: chatRoomSchema.optional() });

/** POST /chat/report: one report per reporter per message (a repeat changes nothing). */
export const chatReportInputSchema = z.object({
  id: idSchema,
  reason: z.enum(CHAT_REPORT_REASONS),
});
export type ChatReportInput = z.infer<typeof chatReportInputSchema>;

/** One message as every reader sees it. */
export interface ChatMessageView {
  id: number;
  room: ChatRoom;
  /** The author's nickname when the message was posted. */
  nickname: string;
  body: string;
  /** An image of this site's uploads, when images were on. */
  image: string | null;
  created_at: number;
  /** The caller's own message (always false in the room's socket event). */
  mine: boolean;
  /** The caller reported it (always false in the room's socket event). */
  reported: boolean;
}

/** GET /chat/messages: a page of history, newest first; `has_more` when older ones exist. */
export interface ChatHistoryView {
  data: ChatMessageView[];
  has_more: boolean;
}

/** A message an operator deleted: every screen of the room drops it. */
export interface ChatDeletedEvent {
  room: ChatRoom;
  id: number;
}

/** GET /chat/state. */
export interface ChatStateView {
  rooms: ChatRoom[];
  allow_links: boolean;
  allow_images: boolean;
  max_length: number;
  min_interval_seconds: number;
  per_minute: number;
  /** Null for a visitor. */
  me: {
    nickname: string;
    /** Why the caller may not post now, or null. */
    blocked: Exclude<ChatBlock, 'login'> | null;
    /** While muted: until when (ms). */
    muted_until: number | null;
  } | null;
}

// ---- operators ------------------------------------------------------------------------------

/** A written reason of 2 to 200 characters; a missing one is REASON_REQUIRED like an empty one. */
const reason = z.preprocess(
  (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
  z.string().refine((v) => isLengthBetween(v, 2, CHAT.reasonMaxLength), {
    message: ErrorCode.REASON_REQUIRED,
  }),
);

/** GET /admin/chat/reports: messages with reports, open (not yet handled) or closed. */
export const adminChatReportsInputSchema = z.object({
  ...pagingShape,
  status: z.enum(['open', 'closed']).default('open'),
});
export type AdminChatReportsInput = z.infer<typeof adminChatReportsInputSchema>;

/** GET /admin/chat/messages: newest first, optionally one room or one user. */
export const adminChatMessagesInputSchema = z.object({
  ...pagingShape,
  room: chatRoomSchema.optional(),
  user_id: idSchema.optional(),
});
export type AdminChatMessagesInput = z.infer<typeof adminChatMessagesInputSchema>;

/** POST /admin/chat/delete and /admin/chat/reports/dismiss: a message and a written reason. */
export const adminChatMessageActionInputSchema = z.object({ id: idSchema, reason });
export type AdminChatMessageActionInput = z.infer<typeof adminChatMessageActionInputSchema>;

/** POST /admin/chat/mute: mutes a user in every room for `minutes` (up to 365 days). */
export const adminChatMuteInputSchema = z.object({
  user_id: idSchema,
  minutes: digitsInt({ min: 1, max: CHAT.maxMuteMinutes }),
  reason,
});
export type AdminChatMuteInput = z.infer<typeof adminChatMuteInputSchema>;

/** POST /admin/chat/unmute: lifts a user's mute early. */
export const adminChatUnmuteInputSchema = z.object({ user_id: idSchema, reason });
export type AdminChatUnmuteInput = z.infer<typeof adminChatUnmuteInputSchema>;

/** POST /admin/chat/settings/save: the published switches for links and images. */
export const adminChatSettingsInputSchema = z.object({
  allow_links: formBooleanSchema,
  allow_images: formBooleanSchema,
});
export type AdminChatSettingsInput = z.infer<typeof adminChatSettingsInputSchema>;

/** A message as operators see it: author, deletion and open reports. */
export interface AdminChatMessageView {
  id: number;
  room: ChatRoom;
  user_id: number;
  nickname: string;
  body: string;
  image: string | null;
  created_at: number;
  deleted_at: number | null;
  deleted_by: number | null;
  delete_reason: string | null;
  open_reports: number;
  /** The author's mute now in force (ms), or null. */
  muted_until: number | null;
}

/** A reported message: its reports counted by reason, and when they came. */
export interface AdminChatReportView extends AdminChatMessageView {
  reports: number;
  reasons: Partial<Record<ChatReportReason, number>>;
  first_reported_at: number;
  last_reported_at: number;
  /** How the reports were closed: the message deleted, or the reports dismissed. */
  resolution: 'deleted' | 'dismissed' | null;
}

/** A mute in force. */
export interface AdminChatMuteView {
  id: number;
  user_id: number;
  nickname: string;
  until: number;
  reason: string;
  admin_id: number;
  created_at: number;
}

/** GET /admin/chat/settings. */
export interface AdminChatSettingsView {
  allow_links: boolean;
  allow_images: boolean;
}
