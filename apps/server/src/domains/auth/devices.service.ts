import type { DeviceView, LoginRecordView, Page } from '@meridian/contract';

import type { Executor } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { pageView, type PageRequest } from '../../lib/pagination.js';
import { deviceOf } from './device.js';
import * as repo from './devices.repository.js';
import * as sessions from './session.repository.js';
import { pageLogins } from './login-history.repository.js';

/*
 * The user's signed-in devices and sign-in history (issue #21 item 4). A device is a live
 * session; its place is the network of its address (device.ts), never a guessed city.
 */

/** A session's last-seen time is written at most this often. */
export const LAST_SEEN_EVERY_MS = 60_000;

/**
 * Marks a session seen, at most once a minute: the session lookup calls this, and it is itself
 * cached for a few seconds (http/session-cache.ts), so most requests write nothing.
 */
export async function noteSeen(db: Executor, sessionId: number, lastSeen: Date | null) {
  if (lastSeen && Date.now() - lastSeen.getTime() < LAST_SEEN_EVERY_MS) return;
  await repo.touchSession(db, sessionId);
}

function deviceFields(userAgent: string, ip: string) {
  const device = deviceOf(userAgent, ip);
  return {
    browser: device.browser,
    os: device.os,
    network: device.network,
    network_kind: device.networkKind,
  };
}

/** GET /user/devices: the caller's live sessions, this one marked. */
export async function listMyDevices(deps: AppDeps, caller: Caller): Promise<DeviceView[]> {
  const rows = await repo.listDevices(deps.db, caller.user.id);
  return rows.map((row) => ({
    id: row.id,
    ...deviceFields(row.user_agent, row.ip),
    last_seen_at: row.last_seen_at?.getTime() ?? null,
    signed_in_at: row.created_at.getTime(),
    current: row.id === caller.sessionId,
  }));
}

/** POST /user/devices/revoke: signs one of the caller's own devices out, at once on every node. */
export async function revokeDevice(deps: AppDeps, caller: Caller, sessionId: number) {
  if (!(await sessions.revokeOwnSession(deps.db, caller.user.id, sessionId))) {
    throw new AppError('DEVICE_NOT_FOUND');
  }
  deps.forgetSessions?.(caller.user.id, sessionId);
  deps.disconnectUser?.(caller.user.id, sessionId);
}

/** POST /user/devices/revoke_others: signs every other device out; this one stays. */
export async function revokeOtherDevices(deps: AppDeps, caller: Caller) {
  const others = (await repo.listDevices(deps.db, caller.user.id)).filter(
    (row) => row.id !== caller.sessionId,
  );
  await sessions.revokeAllSessions(deps.db, caller.user.id, caller.sessionId);
  for (const row of others) {
    deps.forgetSessions?.(caller.user.id, row.id);
    deps.disconnectUser?.(caller.user.id, row.id);
  }
}

/** GET /user/login_history: the caller's sign-in attempts, newest first. */
export async function pageMyLogins(
  deps: AppDeps,
  caller: Caller,
  request: PageRequest,
): Promise<Page<LoginRecordView>> {
  const found = await pageLogins(deps.db, caller.user.id, request);
  return pageView(
    found,
    (row) => ({
      id: row.id,
      at: row.at.getTime(),
      ...deviceFields(row.user_agent, row.ip),
      success: row.success,
    }),
    request,
  );
}
