import { z } from 'zod';

import { ErrorCode } from './errors.js';
import { formBooleanSchema } from './paging.js';

/**
 * Web Push (#21 item 9): the phone is told of alerts, fills, liquidations, option results and
 * wallet confirmations while the app is closed. A device subscribes through its service worker's
 * push manager with the server's VAPID public key; each user switches categories on or off.
 */

/** What a push can be about; every category is on until the user switches it off. */
export const PUSH_CATEGORIES = ['alerts', 'fills', 'liquidation', 'options', 'wallet'] as const;
export type PushCategory = (typeof PUSH_CATEGORIES)[number];

/** Devices one user may subscribe at once; one more replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/** A push service's endpoint: an absolute URL (the server requires https, see PUSH_ENDPOINT_INVALID). */
const endpointSchema = z
  .string({ message: ErrorCode.PUSH_ENDPOINT_INVALID })
  .trim()
  .max(1000, { message: ErrorCode.PUSH_ENDPOINT_INVALID })
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/, { message: ErrorCode.PUSH_ENDPOINT_INVALID });

/**
 * The browser's keys, base64url: p256dh an uncompressed P-256 point (65 bytes, 0x04 first, so
 * "B" first), auth a 16-byte secret. Padding is tolerated, as some browsers add it.
 */
const p256dhSchema = z
  .string({ message: ErrorCode.PUSH_KEYS_INVALID })
  .regex(/^B[A-Za-z0-9_-]{86}=?$/, { message: ErrorCode.PUSH_KEYS_INVALID });
const authSchema = z
  .string({ message: ErrorCode.PUSH_KEYS_INVALID })
  .regex(/^[A-Za-z0-9_-]{22}(==)?$/, { message: ErrorCode.PUSH_KEYS_INVALID });

/** `PushSubscription.toJSON()` nests the keys; a form body carries them flat. */
function flattenKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('keys' in value)) return value;
  const { keys, ...rest } = value as { keys?: unknown };
  return typeof keys === 'object' && keys !== null ? { ...keys, ...rest } : rest;
}

/**
 * POST /push/subscribe: `{ endpoint, p256dh, auth }` as a form, or the browser's
 * `PushSubscription.toJSON()` (`{ endpoint, keys: { p256dh, auth } }`) as JSON.
 */
export const pushSubscribeInputSchema = z.preprocess(
  flattenKeys,
  z.object({ endpoint: endpointSchema, p256dh: p256dhSchema, auth: authSchema }),
);
export type PushSubscribeInput = z.infer<typeof pushSubscribeInputSchema>;

/** POST /push/unsubscribe: this device's endpoint. */
export const pushUnsubscribeInputSchema = z.object({ endpoint: endpointSchema });
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeInputSchema>;

/** POST /push/settings: one category on or off. */
export const pushSettingInputSchema = z.object({
  category: z.enum(PUSH_CATEGORIES, { message: ErrorCode.PARAMETER_ERROR }),
  enabled: formBooleanSchema,
});
export type PushSettingInput = z.infer<typeof pushSettingInputSchema>;

/** GET /push/key: the VAPID public key (base64url) for `pushManager.subscribe`. */
export interface PushKeyView {
  public_key: string;
}

/** GET /push/settings and POST /push/settings: every category's switch and the subscribed devices. */
export interface PushSettingsView {
  categories: Record<PushCategory, boolean>;
  /** How many devices of the user are subscribed. */
  devices: number;
}

/**
 * The JSON a push carries to the service worker: the text in the user's language, the hash route
 * a tap opens (e.g. "/pages/notice/index") and a tag, so a newer push of the same thing replaces
 * the older one on the lock screen.
 */
export interface PushPayload {
  title: string;
  body: string;
  route: string;
  tag: string;
  category: PushCategory;
}
