import type { AntiPhishingInput, AntiPhishingView } from '@meridian/contract';

import type { AppDeps } from '../../deps.js';
import type { Caller } from '../../lib/caller.js';
import * as repo from './anti-phishing.repository.js';
import { requireUserSecondFactor } from './user-totp.service.js';
import { checkCode, consumeCheckedCode, smsTarget } from './verification-code.service.js';

/*
 * The anti-phishing code (issue #21 item 5): a phrase the user sets, written at the top of every
 * mail the platform sends them, so a mail without it is not ours (see user-mail.ts).
 */

/** Shows the first and last character only, e.g. 'Blue42' as 'B••••2'. */
export function maskAntiPhishingCode(code: string): string {
  const chars = [...code];
  return `${chars[0] ?? ''}${'•'.repeat(Math.max(0, chars.length - 2))}${chars.at(-1) ?? ''}`;
}

/** GET /user/anti_phishing. */
export async function getAntiPhishing(deps: AppDeps, caller: Caller): Promise<AntiPhishingView> {
  const code = await repo.findAntiPhishingCode(deps.db, caller.user.id);
  return { set: code !== null, masked: code === null ? null : maskAntiPhishingCode(code) };
}

/**
 * POST /user/anti_phishing: sets or changes the code, like every security change with the
 * second factor (when on) and a code sent (scene anti_phishing) to the user's own address.
 */
export async function setAntiPhishing(
  deps: AppDeps,
  caller: Caller,
  input: AntiPhishingInput,
): Promise<AntiPhishingView> {
  await requireUserSecondFactor(deps, caller.user.id, input);
  const { email, mobile, area_code } = caller.user;
  const key = email
    ? { channel: 'mail' as const, target: email, scene: 'anti_phishing' as const }
    : {
        channel: 'sms' as const,
        target: smsTarget(area_code ?? '', mobile ?? ''),
        scene: 'anti_phishing' as const,
      };
  const codeId = await checkCode(deps.db, key, input.code);
  await deps.db.transaction().execute(async (trx) => {
    await consumeCheckedCode(trx, codeId);
    await repo.saveAntiPhishingCode(trx, caller.user.id, input.anti_phishing_code);
  });
  return getAntiPhishing(deps, caller);
}
