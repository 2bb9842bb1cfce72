import { z } from 'zod';

import { ErrorCode } from './errors.js';
import { digitsInt, idSchema, pagingShape } from './paging.js';

/*
 * Customer service (issue #20 item 1, SPEC.md §2 /pages/kefu/index). Each user has one
 * conversation with the platform's operators: text and at most one image (the user's own upload)
 * per message, kept as history. Operators answer from the console's inbox; new messages reach
 * the other side over the socket. When no operator is online, the user's message becomes a
 * ticket: the thread says by when a reply is due (the published `support_reply_hours`).
 */

/** The longest message, in characters (code points: an emoji or a CJK character counts one). */
export const SUPPORT_TEXT_MAX = 2000;
/** The public setting with the hours within which a ticket is answered. */
export const SUPPORT_REPLY_HOURS_SETTING = 'support_reply_hours';
/** The promise when the operator publishes no valid `support_reply_hours`. */
export const DEFAULT_SUPPORT_REPLY_HOURS = 12;
/** An operator who used the console this recently counts as online (besides a connected console). */
export const SUPPORT_OPERATOR_ACTIVE_MS = 5 * 60_000;
/** Messages a page of history by default. */
export const SUPPORT_PAGE_SIZE = 30;
/** A canned reply's title and text limits, and how many an installation keeps. */
export const SUPPORT_CANNED_TITLE_MAX = 60;
export const SUPPORT_CANNED_MAX = 200;

/** Who wrote a message: the user, an operator, or the platform (the ticket notice). */
export const SUPPORT_SENDERS = ['user', 'operator', 'system'] as const;
export type SupportSender = (typeof SUPPORT_SENDERS)[number];

export const SUPPORT_STATUSES = ['open', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** The console's inbox tabs: open and nobody's, open and the caller's, closed. */
export const SUPPORT_BOXES = ['unassigned', 'mine', 'closed'] as const;
export type SupportBox = (typeof SUPPORT_BOXES)[number];

const optionalText = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z.string({ message: ErrorCode.PARAMETER_ERROR }),
);
const optionalImage = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string({ message: ErrorCode.SUPPORT_IMAGE_INVALID })
    .max(500, ErrorCode.SUPPORT_IMAGE_INVALID)
    .optional(),
);

/**
 * POST /support/send and POST /admin/support/reply's message: `text` (trimmed; the server refuses
 * an empty message and one over SUPPORT_TEXT_MAX characters) and/or `image`, the address
 * POST /upload answered (signed or plain). An image must be the sender's own upload.
 */
export const supportMessageShape = { text: optionalText, image: optionalImage };
export const supportSendInputSchema = z.object(supportMessageShape);
export type SupportSendInput = z.infer<typeof supportSendInputSchema>;

/**
 * GET /support/messages: newest first. `before_id` pages back from a message (older ones only), so
 * messages that arrive meanwhile do not shift the pages already read.
 */
export const supportHistoryInputSchema = z.object({
  ...pagingShape,
  limit: digitsInt({ min: 1, max: 50 }).default(SUPPORT_PAGE_SIZE),
  before_id: z.preprocess((v) => (v === '' ? undefined : v), idSchema.optional()),
});
export type SupportHistoryInput = z.infer<typeof supportHistoryInputSchema>;

/** One message of a conversation, as either side sees it. */
export interface SupportMessageView {
  id: number;
  conversation_id: number;
  sender: SupportSender;
  text: string;
  /** A signed link to the image (about an hour), or null. */
  image: string | null;
  /** A ticket notice (sender `system`): by when a reply is due (ms); null otherwise. */
  reply_due_at: number | null;
  created_at: number;
}

/** GET /support/conversation: the caller's conversation (none until the first message). */
export interface SupportConversationView {
  /** Null until the user writes for the first time. */
  id: number | null;
  status: SupportStatus;
  /** An operator is online now: a message is answered live rather than as a ticket. */
  operators_online: boolean;
  /** The published promise for tickets, in hours. */
  reply_hours: number;
  /** The open ticket's due time (ms), or null when none waits for an answer. */
  ticket_due_at: number | null;
  /** Operators' messages the user has not read. */
  unread: number;
}

/** POST /support/send: the message, and the ticket notice written with it (when it became one). */
export interface SupportSendView {
  message: SupportMessageView;
  notice: SupportMessageView | null;
}

/** GET /support/unread, POST /support/read. */
export interface SupportUnreadView {
  count: number;
}

// ---- operators --------------------------------------------------------------------------------

/** GET /admin/support/inbox: one tab, most recent activity first. */
export const adminSupportInboxInputSchema = z.object({
  ...pagingShape,
  box: z.enum(SUPPORT_BOXES, { message: ErrorCode.PARAMETER_ERROR }),
});
export type AdminSupportInboxInput = z.infer<typeof adminSupportInboxInputSchema>;

/** GET /admin/support/thread: one conversation's messages, newest first, paged like the user's. */
export const adminSupportThreadInputSchema = supportHistoryInputSchema.extend({ id: idSchema });
export type AdminSupportThreadInput = z.infer<typeof adminSupportThreadInputSchema>;

/** POST /admin/support/reply. */
export const adminSupportReplyInputSchema = z.object({ id: idSchema, ...supportMessageShape });
export type AdminSupportReplyInput = z.infer<typeof adminSupportReplyInputSchema>;

/** GET /admin/support/profile: the user behind a conversation. */
export const adminSupportConversationInputSchema = z.object({ id: idSchema });
export type AdminSupportConversationInput = z.infer<typeof adminSupportConversationInputSchema>;

/** POST /admin/support/canned/create and /update. */
export const adminSupportCannedInputSchema = z.object({
  title: z
    .string({ message: ErrorCode.PARAMETER_ERROR })
    .trim()
    .min(1)
    .max(SUPPORT_CANNED_TITLE_MAX),
  text: z.string({ message: ErrorCode.PARAMETER_ERROR }).trim().min(1).max(SUPPORT_TEXT_MAX),
  sort: digitsInt({ min: 0, max: 9999 }).default(0),
});
export type AdminSupportCannedInput = z.infer<typeof adminSupportCannedInputSchema>;
export const adminSupportCannedUpdateInputSchema = adminSupportCannedInputSchema.extend({
  id: idSchema,
});
export type AdminSupportCannedUpdateInput = z.infer<typeof adminSupportCannedUpdateInputSchema>;

/** One conversation in the operators' inbox. */
export interface AdminSupportConversationView {
  id: number;
  user_id: number;
  /** The user's nickname, else their account name. */
  user_name: string;
  status: SupportStatus;
  assignee_id: number | null;
  assignee_email: string | null;
  /** The last message: its first characters, and whether it has an image. */
  last_text: string;
  last_image: boolean;
  last_sender: SupportSender;
  last_message_at: number;
  /** The user's messages no operator has read. */
  unread: number;
  ticket_due_at: number | null;
}

/** GET /admin/support/thread's message: an operator's reply names its operator. */
export interface AdminSupportMessageView extends SupportMessageView {
  operator_email: string | null;
}

/** GET /admin/support/counts: unread user messages per open tab, for the menu and tabs. */
export interface AdminSupportCountsView {
  unassigned: number;
  mine: number;
  /** Conversations (not messages) waiting in each open tab. */
  unassigned_conversations: number;
  mine_conversations: number;
}

/** GET /admin/support/profile: what an operator needs beside the thread. */
export interface AdminSupportProfileView {
  user_id: number;
  username: string;
  nickname: string;
  email: string | null;
  mobile: string | null;
  area_code: string | null;
  language: string;
  real_level: number;
  created_at: number;
  held_reason: string | null;
  /** The last sign-in (ms), or null. */
  last_login_at: number | null;
  conversation_status: SupportStatus;
  assignee_email: string | null;
}

/** A canned reply operators pick in the console. */
export interface AdminSupportCannedView {
  id: number;
  title: string;
  text: string;
  sort: number;
  updated_at: number;
}

// ---- socket ------------------------------------------------------------------------------------

/** `support_message` to the user's room: an operator's reply (or the user's own, from another tab). */
export interface SupportMessageEvent {
  message: SupportMessageView;
  /** The user's unread count after it. */
  unread: number;
}

/**
 * `support_inbox` to the operators' room: a conversation changed (a message, an assignment, a
 * close, a read). It carries no message text: the console reads what changed through the API,
 * whose every call checks the operator's session.
 */
export interface SupportInboxEvent {
  conversation_id: number;
  kind: 'message' | 'assigned' | 'closed' | 'reopened' | 'read';
}
