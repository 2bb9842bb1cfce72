import {
  PUSH_CATEGORIES,
  type PushCategory,
  type PushKeyView,
  type PushSettingInput,
  type PushSettingsView,
  type PushSubscribeInput,
  type PushUnsubscribeInput,
} from '@meridian/contract';

import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { users } from '../user/index.js';
import { pushSender } from './push.delivery.js';
import { vapidKeys } from './push.keys.js';
import * as repo from './push.repository.js';

/** GET /push/key: what `pushManager.subscribe` needs as `applicationServerKey`. */
export async function publicKey(deps: AppDeps): Promise<PushKeyView> {
  return { public_key: (await vapidKeys(deps)).publicKey };
}

/**
 * Push services are https; a loopback http endpoint only where the config allows it (tests),
 * so the server never posts to an address on its own network for a user.
 */
export function assertEndpoint(deps: AppDeps, endpoint: string): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new AppError('PUSH_ENDPOINT_INVALID');
  }
  if (url.protocol === 'https:') return;
  const loopback = url.protocol === 'http:' && url.hostname === '127.0.0.1';
  if (loopback && deps.config.pushAllowLoopback) return;
  throw new AppError('PUSH_ENDPOINT_INVALID');
}

/** POST /push/subscribe: this device's subscription, for the caller; the oldest beyond the cap goes. */
export async function subscribe(
  deps: AppDeps,
  caller: Caller,
  input: PushSubscribeInput,
  userAgent: string,
): Promise<PushSettingsView> {
  assertEndpoint(deps, input.endpoint);
  const userId = caller.user.id;
  await deps.db.transaction().execute(async (trx) => {
    await users.lockUserRow(trx, userId);
    await repo.upsertSubscription(trx, {
      user_id: userId,
      endpoint: input.endpoint,
      p256dh: input.p256dh,
      auth: input.auth,
      user_agent: userAgent.slice(0, 300),
    });
    await repo.trimSubscriptions(trx, userId);
  });
  pushSender(deps).forgetSubscribers();
  return settings(deps, caller);
}

/** POST /push/unsubscribe: the caller's subscription of this endpoint; another user's stays. */
export async function unsubscribe(
  deps: AppDeps,
  caller: Caller,
  input: PushUnsubscribeInput,
): Promise<PushSettingsView> {
  await repo.deleteOwnSubscription(deps.db, caller.user.id, input.endpoint);
  return settings(deps, caller);
}

/** GET /push/settings: each category's switch (on unless switched off) and the devices subscribed. */
export async function settings(deps: AppDeps, caller: Caller): Promise<PushSettingsView> {
  const [off, devices] = await Promise.all([
    repo.disabledCategories(deps.db, caller.user.id),
    repo.countSubscriptions(deps.db, caller.user.id),
  ]);
  return { categories: categorySwitches(off), devices };
}

/** POST /push/settings: one category on or off. */
export async function setCategory(
  deps: AppDeps,
  caller: Caller,
  input: PushSettingInput,
): Promise<PushSettingsView> {
  await repo.setCategory(deps.db, caller.user.id, input.category, input.enabled);
  return settings(deps, caller);
}

function categorySwitches(off: readonly PushCategory[]): Record<PushCategory, boolean> {
  return Object.fromEntries(PUSH_CATEGORIES.map((c) => [c, !off.includes(c)])) as Record<
    PushCategory,
    boolean
  >;
}
