import type { PushSubscribeInput } from '@meridian/contract';

/**
 * This device's side of Web Push (#21 item 9): whether the browser can, the permission the user
 * gave, and the subscription its service worker's push manager holds. Nothing here talks to our
 * server; the page posts what `subscribeDevice` answers.
 */

/** What the device allows: no Push API at all, the user blocked it, not asked yet, or allowed. */
export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** How long to wait for the service worker (it registers after the first screen loads). */
const WORKER_WAIT_MS = 10_000;

/** The app's active service worker registration, or undefined (none within the wait: dev, private mode). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  const timeout = new Promise<undefined>((resolve) =>
    setTimeout(() => resolve(undefined), WORKER_WAIT_MS),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/**
 * The subscription this device holds now, if any. It does not wait for a worker still
 * registering (the first visit): a worker registered just now holds no subscription yet.
 */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const worker = await navigator.serviceWorker.getRegistration();
  return (await worker?.pushManager.getSubscription()) ?? null;
}

/** A base64url VAPID key as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The subscription as POST /push/subscribe takes it. */
export function subscriptionInput(subscription: PushSubscription): PushSubscribeInput {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    p256dh: json.keys?.p256dh ?? '',
    auth: json.keys?.auth ?? '',
  };
}

export type SubscribeOutcome =
  | { ok: true; input: PushSubscribeInput }
  | { ok: false; reason: 'denied' | 'unsupported' | 'failed' };

/**
 * Asks for permission (a no-op once granted), then subscribes through the push manager with the
 * server's key. A subscription made with another key (the server's pair changed) is replaced.
 */
export async function subscribeDevice(publicKey: string): Promise<SubscribeOutcome> {
  if (pushSupport() === 'unsupported') return { ok: false, reason: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { ok: false, reason: 'denied' };
  const worker = await registration();
  if (!worker) return { ok: false, reason: 'unsupported' };
  const key = keyBytes(publicKey);
  try {
    let subscription = await worker.pushManager.getSubscription();
    if (subscription && !sameKey(subscription, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    return { ok: true, input: subscriptionInput(subscription) };
  } catch {
    // No push service reachable (some browsers, headless ones): the page says so.
    return { ok: false, reason: 'failed' };
  }
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const held = subscription.options.applicationServerKey;
  if (!held) return true;
  const bytes = new Uint8Array(held);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/** Drops this device's subscription; answers its endpoint (to tell the server) or null. */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  const endpoint = subscription.endpoint;
  await subscription.unsubscribe().catch(() => false);
  return endpoint;
}
