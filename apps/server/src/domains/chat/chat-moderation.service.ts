import {
  CHAT_SETTINGS,
  chatRoom,
  type AdminChatMessageActionInput,
  type AdminChatMessagesInput,
  type AdminChatMessageView,
  type AdminChatMuteInput,
  type AdminChatMuteView,
  type AdminChatReportsInput,
  type AdminChatReportView,
  type AdminChatSettingsInput,
  type AdminChatSettingsView,
  type Page,
} from '@meridian/contract';

import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { offsetOf, pageView } from '../../lib/pagination.js';
import { assertCanWrite, insertAudit, type AdminCaller } from '../admin/index.js';
import { users } from '../user/index.js';
import * as repo from './chat.repository.js';
import { chatSwitches } from './chat.service.js';

/*
 * Operators' side of the chat room: read the report queue and any room, delete a message, mute
 * or unmute a user, switch links and images. Every change writes its audit row in its own
 * transaction with a written reason.
 */

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

function operatorMessageView(row: repo.OperatorMessageRow): AdminChatMessageView {
  return {
    id: row.id,
    room: row.room,
    user_id: row.user_id,
    nickname: row.nickname,
    body: row.body,
    image: row.image,
    created_at: row.created_at.getTime(),
    deleted_at: time(row.deleted_at),
    deleted_by: row.deleted_by,
    delete_reason: row.delete_reason,
    open_reports: Number(row.open_reports ?? 0),
    muted_until: time(row.muted_until),
  };
}

/** GET /admin/chat/messages: newest first, deleted ones too, optionally one room or one author. */
export async function listMessages(
  deps: AppDeps,
  input: AdminChatMessagesInput,
): Promise<Page<AdminChatMessageView>> {
  const found = await repo.listForOperator(
    deps.db,
    { room: input.room, user_id: input.user_id },
    offsetOf(input.page, input.limit),
    input.limit,
  );
  return pageView(found, operatorMessageView, input);
}

/** GET /admin/chat/reports: reported messages, open (oldest first) or closed (newest first). */
export async function listReports(
  deps: AppDeps,
  input: AdminChatReportsInput,
): Promise<Page<AdminChatReportView>> {
  const found = await repo.reportQueue(
    deps.db,
    input.status,
    offsetOf(input.page, input.limit),
    input.limit,
  );
  return pageView(
    found,
    (row): AdminChatReportView => ({
      ...operatorMessageView(row),
      reports: Number(row.reports),
      reasons: Object.fromEntries(
        (['spam', 'abuse', 'scam', 'other'] as const)
          .map((reason) => [reason, Number(row[reason])] as const)
          .filter(([, n]) => n > 0),
      ),
      first_reported_at: new Date(row.first_reported_at).getTime(),
      last_reported_at: new Date(row.last_reported_at).getTime(),
      resolution: status(row.resolution),
    }),
    input,
  );
}

const status = (value: string | null) =>
  value === 'deleted' || value === 'dismissed' ? value : null;

/**
 * POST /admin/chat/delete: the message leaves the room (kept for the record, with who and why),
 * its open reports close as handled, and every screen of the room drops it after the commit.
 */
export async function deleteMessage(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminChatMessageActionInput,
): Promise<{ id: number }> {
  assertCanWrite(admin);
  const row = await deps.db.transaction().execute(async (trx) => {
    const message = await repo.lockMessage(trx, input.id);
    if (!message) throw new AppError('CHAT_MESSAGE_NOT_FOUND');
    if (message.deleted_at !== null) throw new AppError('CHAT_NOTHING_OPEN');
    const deleted = await repo.markDeleted(trx, message.id, admin.id, input.reason);
    const reportsClosed = await repo.resolveReports(trx, message.id, admin.id, 'deleted');
    await insertAudit(trx, {
      admin_id: admin.id,
      action: 'chat_message.delete',
      entity: 'chat_message',
      entity_id: String(message.id),
      detail: {
        user_id: message.user_id,
        room: message.room,
        body: message.body,
        reason: input.reason,
        reports_closed: reportsClosed,
      },
    });
    return deleted;
  });
  deps.notifyRoom?.(chatRoom(row.room), 'chat_deleted', { room: row.room, id: row.id });
  return { id: row.id };
}

/** POST /admin/chat/reports/dismiss: the message stays; its open reports close as dismissed. */
export async function dismissReports(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminChatMessageActionInput,
): Promise<{ id: number; dismissed: number }> {
  assertCanWrite(admin);
  return deps.db.transaction().execute(async (trx) => {
    const message = await repo.lockMessage(trx, input.id);
    if (!message) throw new AppError('CHAT_MESSAGE_NOT_FOUND');
    const dismissed = await repo.resolveReports(trx, message.id, admin.id, 'dismissed');
    if (dismissed === 0) throw new AppError('CHAT_NOTHING_OPEN');
    await insertAudit(trx, {
      admin_id: admin.id,
      action: 'chat_report.dismiss',
      entity: 'chat_message',
      entity_id: String(message.id),
      detail: { user_id: message.user_id, reason: input.reason, reports_closed: dismissed },
    });
    return { id: message.id, dismissed };
  });
}

function muteView(row: Awaited<ReturnType<typeof repo.activeMutes>>[number]): AdminChatMuteView {
  return {
    id: row.id,
    user_id: row.user_id,
    nickname: row.nickname,
    until: row.until.getTime(),
    reason: row.reason,
    admin_id: row.admin_id,
    created_at: row.created_at.getTime(),
  };
}

/** GET /admin/chat/mutes: the mutes in force, ending soonest first. */
export async function listMutes(deps: AppDeps): Promise<AdminChatMuteView[]> {
  return (await repo.activeMutes(deps.db)).map(muteView);
}

/**
 * POST /admin/chat/mute: the user may not post in any room for `minutes`; a mute in force is
 * replaced by this one (so an operator can shorten or lengthen it), both in the audit row.
 */
export async function muteUser(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminChatMuteInput,
): Promise<AdminChatMuteView> {
  assertCanWrite(admin);
  return deps.db.transaction().execute(async (trx) => {
    const user = await users.findById(trx, input.user_id);
    if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
    // Two operators muting one user at once: one after the other, the second replacing the first.
    await users.lockUserRow(trx, user.id);
    const replaced = await repo.liftMutes(trx, user.id, admin.id, input.reason);
    const mute = await repo.insertMute(trx, {
      user_id: user.id,
      minutes: input.minutes,
      admin_id: admin.id,
      reason: input.reason,
    });
    await insertAudit(trx, {
      admin_id: admin.id,
      action: 'chat_mute.create',
      entity: 'chat_mute',
      entity_id: String(mute.id),
      detail: {
        user_id: user.id,
        minutes: input.minutes,
        until: mute.until.getTime(),
        reason: input.reason,
        replaced,
      },
    });
    return muteView({ ...mute, nickname: user.nickname });
  });
}

/** POST /admin/chat/unmute: lifts the user's mute in force early, with the reason. */
export async function unmuteUser(
  deps: AppDeps,
  admin: AdminCaller,
  input: { user_id: number; reason: string },
): Promise<{ user_id: number; lifted: number }> {
  assertCanWrite(admin);
  return deps.db.transaction().execute(async (trx) => {
    await users.lockUserRow(trx, input.user_id);
    const lifted = await repo.liftMutes(trx, input.user_id, admin.id, input.reason);
    if (lifted.length === 0) throw new AppError('CHAT_NOT_MUTED');
    await insertAudit(trx, {
      admin_id: admin.id,
      action: 'chat_mute.lift',
      entity: 'chat_mute',
      entity_id: String(lifted[0]),
      detail: { user_id: input.user_id, reason: input.reason, lifted },
    });
    return { user_id: input.user_id, lifted: lifted.length };
  });
}

/** GET /admin/chat/settings. */
export function getSettings(deps: AppDeps): Promise<AdminChatSettingsView> {
  return chatSwitches(deps.db);
}

/** POST /admin/chat/settings/save: the published switches, audited; every node reads them afresh. */
export async function saveSettings(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminChatSettingsInput,
): Promise<AdminChatSettingsView> {
  assertCanWrite(admin);
  await deps.db.transaction().execute(async (trx) => {
    const before = await chatSwitches(trx);
    await repo.saveSettings(trx, {
      [CHAT_SETTINGS.allowLinks]: String(input.allow_links),
      [CHAT_SETTINGS.allowImages]: String(input.allow_images),
    });
    await insertAudit(trx, {
      admin_id: admin.id,
      action: 'chat_settings.update',
      entity: 'chat_settings',
      entity_id: 'chat',
      detail: { before, after: input },
    });
  });
  deps.forgetReferenceData?.();
  return { allow_links: input.allow_links, allow_images: input.allow_images };
}
