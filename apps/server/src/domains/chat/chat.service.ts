import {
  CHAT,
  CHAT_SETTINGS,
  chatRoom,
  chatRules,
  hasChosenNickname,
  LANGUAGES,
  type ChatHistoryInput,
  type ChatHistoryView,
  type ChatMessageView,
  type ChatReportInput,
  type ChatSendInput,
  type ChatStateView,
} from '@meridian/contract';

import type { Executor } from '../../db/database.js';
import { readSettings } from '../../db/settings.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { findUploadByUrl, publishUpload } from '../upload/index.js';
import { users } from '../user/index.js';
import * as repo from './chat.repository.js';
import { rateLimitWait, utcMinute } from './chat.rules.js';

type MessageRow = NonNullable<Awaited<ReturnType<typeof repo.findMessage>>>;

export function messageView(row: MessageRow, mine = false, reported = false): ChatMessageView {
  return {
    id: row.id,
    room: row.room,
    nickname: row.nickname,
    body: row.body,
    image: row.image,
    created_at: row.created_at.getTime(),
    mine,
    reported,
  };
}

/** The published switches for links and images ('true' turns one on; off by default). */
export async function chatSwitches(db: Executor) {
  const values = await readSettings(db, [CHAT_SETTINGS.allowLinks, CHAT_SETTINGS.allowImages]);
  return {
    allow_links: values[CHAT_SETTINGS.allowLinks] === 'true',
    allow_images: values[CHAT_SETTINGS.allowImages] === 'true',
  };
}

/** GET /chat/state: the rooms, their rules, and whether the caller may post (and if not, why). */
export async function chatState(deps: AppDeps, caller: Caller | undefined): Promise<ChatStateView> {
  const switches = await chatSwitches(deps.db);
  let me: ChatStateView['me'] = null;
  if (caller) {
    const mute = await repo.activeMute(deps.db, caller.user.id);
    const named = hasChosenNickname(caller.user);
    me = {
      nickname: caller.user.nickname,
      blocked: !named ? 'nickname' : mute ? 'muted' : null,
      muted_until: mute ? mute.until.getTime() : null,
    };
  }
  return {
    rooms: [...LANGUAGES],
    ...switches,
    max_length: CHAT.maxLength,
    min_interval_seconds: CHAT.minIntervalMs / 1000,
    per_minute: CHAT.perMinute,
    me,
  };
}

/** GET /chat/messages: a room's history, newest first, a page older than `before`. */
export async function history(
  deps: AppDeps,
  caller: Caller | undefined,
  input: ChatHistoryInput,
): Promise<ChatHistoryView> {
  const rows = await repo.roomHistory(deps.db, input.room, input.before, input.limit + 1);
  const page = rows.slice(0, input.limit);
  const me = caller?.user.id;
  const reported =
    me === undefined
      ? new Set<number>()
      : await repo.reportedBy(
          deps.db,
          me,
          page.map((r) => r.id),
        );
  return {
    data: page.map((r) => messageView(r, r.user_id === me, reported.has(r.id))),
    has_more: rows.length > input.limit,
  };
}

/** The stored path of an image message: only an upload of the caller's, and only when on. */
async function imageOf(
  deps: AppDeps,
  caller: Caller,
  image: string | undefined,
  allowed: boolean,
): Promise<string | null> {
  if (image === undefined || image === '') return null;
  if (!allowed) throw new AppError('CHAT_IMAGES_OFF');
  const upload = await findUploadByUrl(deps.db, image);
  if (!upload || upload.user_id !== caller.user.id) throw new AppError('CHAT_IMAGE_INVALID');
  // Uploads are private; a chat image is shown to the room, so it gets a public copy.
  return publishUpload(deps, image);
}

/**
 * POST /chat/send: posts to a room and tells the room's screens on every node after the commit.
 * The author needs a nickname they chose and no mute; links (and images) only when published as
 * on. The rate limit (CHAT.minIntervalMs apart, CHAT.perMinute a minute) counts the author's own
 * messages under their user-row lock, so parallel posts on any node are counted one by one.
 */
export async function send(
  deps: AppDeps,
  caller: Caller,
  input: ChatSendInput,
): Promise<ChatMessageView> {
  if (!hasChosenNickname(caller.user)) throw new AppError('CHAT_NICKNAME_REQUIRED');
  const switches = await chatSwitches(deps.db);
  if (!switches.allow_links && chatRules.containsLink(input.body)) {
    throw new AppError('CHAT_LINKS_OFF');
  }
  const image = await imageOf(deps, caller, input.image, switches.allow_images);
  const userId = caller.user.id;
  const row = await deps.db.transaction().execute(async (trx) => {
    await users.lockUserRow(trx, userId);
    // The nickname as it is now (the session's copy may be older), kept with the message.
    const author = await users.findById(trx, userId);
    if (!author || !hasChosenNickname(author)) throw new AppError('CHAT_NICKNAME_REQUIRED');
    const mute = await repo.activeMute(trx, userId);
    if (mute) throw new AppError('CHAT_MUTED', { until: utcMinute(mute.until) });
    const wait = rateLimitWait(await repo.recentPostAges(trx, userId));
    if (wait > 0) throw new AppError('CHAT_RATE_LIMIT', { seconds: Math.ceil(wait / 1000) });
    return repo.insertMessage(trx, {
      room: input.room,
      user_id: userId,
      nickname: author.nickname,
      body: input.body,
      image,
    });
  });
  deps.notifyRoom?.(chatRoom(row.room), 'chat_message', messageView(row));
  return messageView(row, true);
}

/**
 * POST /chat/report: one report per reporter per message (a repeat, or a racing double tap,
 * changes nothing and answers the same). Not one's own message, nor a deleted one.
 */
export async function report(
  deps: AppDeps,
  caller: Caller,
  input: ChatReportInput,
): Promise<{ id: number; reported: true }> {
  const message = await repo.findMessage(deps.db, input.id);
  if (!message || message.deleted_at !== null) throw new AppError('CHAT_MESSAGE_NOT_FOUND');
  if (message.user_id === caller.user.id) throw new AppError('CHAT_REPORT_OWN');
  await repo.insertReport(deps.db, {
    message_id: message.id,
    reporter_id: caller.user.id,
    reason: input.reason,
  });
  return { id: message.id, reported: true };
}
