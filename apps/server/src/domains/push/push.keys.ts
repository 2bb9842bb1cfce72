import webPush from 'web-push';

import type { AppDeps } from '../../deps.js';
import { secretBox } from '../../lib/secret-box.js';
import * as repo from './push.repository.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` of the platform's mail-from: who push services may contact about our pushes. */
  subject: string;
}

const loaded = new WeakMap<object, Promise<VapidKeys>>();

/**
 * The server's VAPID pair: made on the first start and stored (the private key sealed with the
 * secret box), then read, so every node signs with the same pair and subscriptions survive a
 * restart. Two nodes starting at once both insert-if-absent and both read the one that won.
 */
export function vapidKeys(deps: AppDeps): Promise<VapidKeys> {
  // Kept per app (its one event bus): a restarted app reads the stored pair again.
  let keys = loaded.get(deps.events);
  if (!keys) {
    keys = loadOrCreate(deps);
    loaded.set(deps.events, keys);
    // A failed read (database down at start) is tried again next time.
    keys.catch(() => loaded.delete(deps.events));
  }
  return keys;
}

async function loadOrCreate(deps: AppDeps): Promise<VapidKeys> {
  const box = secretBox(deps.config.totpKey, deps.config.totpKeyFile);
  let stored = await repo.findVapidKeys(deps.db);
  if (!stored) {
    const fresh = webPush.generateVAPIDKeys();
    await repo.insertVapidKeysIfAbsent(deps.db, {
      public_key: fresh.publicKey,
      private_key_sealed: box.seal(fresh.privateKey),
    });
    stored = (await repo.findVapidKeys(deps.db))!;
  }
  return {
    publicKey: stored.public_key,
    privateKey: box.open(stored.private_key_sealed),
    subject: subjectOf(deps.config.mailFrom),
  };
}

/** 'Meridian <no-reply@x.com>' → 'mailto:no-reply@x.com'. */
export function subjectOf(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
