import { z } from 'zod';

import { ErrorCode } from './errors.js';

/** How many passkeys one account may hold. */
export const MAX_PASSKEYS = 10;
/** How long a ceremony's challenge serves, once. */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;

/** The browser's answer to navigator.credentials.create() or .get(), as JSON. */
const credentialShape = z
  .object({
    id: z.string().min(1).max(1_400),
    rawId: z.string().min(1).max(1_400),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
  })
  .passthrough();

/** The `credential` field: a JSON string of at most 32 KB holding `credentialShape`. */
export const passkeyCredentialSchema = z
  .string({ message: ErrorCode.PASSKEY_FAILED })
  .max(32_768, { message: ErrorCode.PASSKEY_FAILED })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: ErrorCode.PASSKEY_FAILED });
      return z.NEVER;
    }
  })
  .pipe(credentialShape);
export type PasskeyCredential = z.infer<typeof credentialShape>;
