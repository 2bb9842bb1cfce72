import { isLanguage, type Language, type PushCategory, type PushPayload } from '@meridian/contract';
import webPush from 'web-push';

import type { AppDeps } from '../../deps.js';
import { vapidKeys } from './push.keys.js';
import * as repo from './push.repository.js';

/** How long a push service may hold a push for an offline phone (seconds). */
const DEFAULT_TTL_SECONDS = 24 * 3600;
/** Users' pushes built and sent at once: enough to keep up, few enough never to crowd the node. */
const CONCURRENCY = 4;
/** Pushes waiting beyond this are dropped (and logged): a burst never grows memory unbounded. */
const MAX_QUEUED = 10_000;
/** A push service that does not answer within this is counted as a failure. */
const SEND_TIMEOUT_MS = 10_000;
/**
 * Who has a device subscribed is read at most this often, so the many events of users without
 * one (fills, settlements) cost no query; a device subscribed on another node waits this long.
 */
const SUBSCRIBERS_REFRESH_MS = 5_000;

/** One push for one user: its category, and its text built in the user's language. */
export interface PushJob {
  userId: number;
  category: PushCategory;
  urgency?: webPush.Urgency;
  ttlSeconds?: number;
  build: (lang: Language) => Promise<PushPayload | undefined> | PushPayload | undefined;
}

/**
 * Sends pushes after the commit, off the money path: `enqueue` only queues, a few run at once,
 * and nothing a push service answers is thrown back into the code that emitted the event. A 404
 * or 410 (the browser unsubscribed) deletes the subscription; other failures are counted on it
 * and logged.
 */
export class PushSender {
  readonly #queue: PushJob[] = [];
  #running = 0;
  #dropped = 0;
  #subscribers: { at: number; ids: Promise<ReadonlySet<number>> } | undefined;
  #idle: (() => void)[] = [];

  constructor(private readonly deps: AppDeps) {}

  enqueue(job: PushJob): void {
    if (this.#queue.length >= MAX_QUEUED) {
      // Logged once per overflow, not once per dropped push.
      if (this.#dropped++ === 0) this.deps.log.warn('push queue full: pushes dropped');
      return;
    }
    this.#dropped = 0;
    this.#queue.push(job);
    this.#pump();
  }

  /** A device subscribed or left on this node: the next push reads who has one again. */
  forgetSubscribers(): void {
    this.#subscribers = undefined;
  }

  async #hasDevice(userId: number): Promise<boolean> {
    const now = Date.now();
    if (!this.#subscribers || now - this.#subscribers.at > SUBSCRIBERS_REFRESH_MS) {
      const ids = repo.subscribedUserIds(this.deps.db).then((list) => new Set(list));
      const entry = { at: now, ids };
      this.#subscribers = entry;
      // A failed read is not kept: the next push reads again.
      ids.catch(() => {
        if (this.#subscribers === entry) this.#subscribers = undefined;
      });
    }
    return (await this.#subscribers.ids).has(userId);
  }

  /** Resolves once nothing is queued or sending (tests wait on it). */
  idle(): Promise<void> {
    if (this.#running === 0 && this.#queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  #pump(): void {
    while (this.#running < CONCURRENCY && this.#queue.length > 0) {
      const job = this.#queue.shift()!;
      this.#running += 1;
      void this.#deliver(job)
        .catch((error: unknown) => this.deps.log.warn({ err: error }, 'push delivery failed'))
        .finally(() => {
          this.#running -= 1;
          this.#pump();
          if (this.#running === 0 && this.#queue.length === 0) {
            for (const resolve of this.#idle.splice(0)) resolve();
          }
        });
    }
  }

  async #deliver(job: PushJob): Promise<void> {
    const { db } = this.deps;
    // Most users have no device subscribed: nothing more is read for them.
    if (!(await this.#hasDevice(job.userId))) return;
    const subscriptions = await repo.subscriptionsOf(db, job.userId);
    if (subscriptions.length === 0) return;
    if ((await repo.disabledCategories(db, job.userId)).includes(job.category)) return;
    const stored = await repo.languageOf(db, job.userId);
    const payload = await job.build(isLanguage(stored) ? stored : 'en');
    if (!payload) return;
    const body = JSON.stringify(payload);
    await Promise.all(subscriptions.map((s) => this.#send(s, body, job)));
  }

  async #send(subscription: repo.SubscriptionRow, body: string, job: PushJob): Promise<void> {
    const keys = await vapidKeys(this.deps);
    // web-push signs and encrypts (RFC 8292 VAPID, RFC 8291 aes128gcm); the request is sent here
    // with fetch, so a timeout applies and (tests) a loopback http endpoint works.
    const request = webPush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      body,
      {
        vapidDetails: keys,
        TTL: job.ttlSeconds ?? DEFAULT_TTL_SECONDS,
        urgency: job.urgency ?? 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    let status: number;
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ?? null,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        redirect: 'error',
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      await repo.markFailed(this.deps.db, subscription.id);
      this.deps.log.warn({ err: error, subscription: subscription.id }, 'push not delivered');
      return;
    }
    if (status >= 200 && status < 300) {
      await repo.markDelivered(this.deps.db, subscription.id);
    } else if (status === 404 || status === 410) {
      await repo.deleteSubscription(this.deps.db, subscription.id);
    } else {
      await repo.markFailed(this.deps.db, subscription.id);
      this.deps.log.warn({ status, subscription: subscription.id }, 'push refused');
    }
  }
}

const senders = new WeakMap<object, PushSender>();

/** The app's sender (one per database handle, so one per app). */
export function pushSender(deps: AppDeps): PushSender {
  let sender = senders.get(deps.db);
  if (!sender) {
    sender = new PushSender(deps);
    senders.set(deps.db, sender);
  }
  return sender;
}

/** Resolves when the app on `db` has no push queued or in flight (for tests). */
export function pushesSent(db: object): Promise<void> {
  return senders.get(db)?.idle() ?? Promise.resolve();
}
