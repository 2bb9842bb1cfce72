import { CODE_RULES, type Language } from '@meridian/contract';

import type { Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { numericCode, safeEqual, sha256 } from '../../lib/secrets.js';
import type { AppDeps } from '../../deps.js';
import { getSiteName } from '../content/index.js';
import { codeMessage } from './code-mail.js';
import { sendUserMail } from './user-mail.js';
import * as codes from './verification-code.repository.js';
import type { CodeKey } from './verification-code.repository.js';

export type { CodeKey };

const hashCode = (target: string, code: string) => sha256(`${target}:${code}`);

/** The target of an SMS code: area code and number, e.g. "86:13800138000". */
export const smsTarget = (areaCode: string, mobile: string) => `${areaCode}:${mobile}`;

/**
 * Issues a 6-digit code for `key` and delivers it. One send per address every 60 s; a new code
 * replaces the previous one for the same purpose (PRODUCT-RULES.md §2).
 */
export async function issueCode(deps: AppDeps, key: CodeKey, lang: Language): Promise<void> {
  const code = numericCode(CODE_RULES.length);
  const codeId = await deps.db.transaction().execute(async (trx) => {
    // Serialises sends to one address so two quick taps cannot both pass the 60 s check.
    await codes.lockAddress(trx, key.channel, key.target);
    const last = await codes.findLastSent(trx, key.channel, key.target);
    const waitMs = last ? last.created_at.getTime() + CODE_RULES.resendMs - Date.now() : 0;
    if (waitMs > 0) {
      throw new AppError('CODE_SEND_TOO_FREQUENT', { seconds: Math.ceil(waitMs / 1000) });
    }
    const row = await codes.replaceCode(
      trx,
      key,
      hashCode(key.target, code),
      new Date(Date.now() + CODE_RULES.ttlMs),
    );
    return row.id;
  });
  try {
    await deliver(deps, key, lang, code);
  } catch (error) {
    await codes.deleteCode(deps.db, codeId);
    deps.log.error({ err: error, channel: key.channel }, 'code delivery failed');
    throw new AppError('INTERNAL_ERROR');
  }
}

async function deliver(deps: AppDeps, key: CodeKey, lang: Language, code: string) {
  const site = await getSiteName(deps.db);
  const message = codeMessage(lang, site, code);
  if (key.channel === 'mail') {
    await sendUserMail(
      deps,
      { to: key.target, subject: message.subject, text: message.text },
      lang,
    );
  } else {
    const [areaCode = '', mobile = ''] = key.target.split(':');
    await deps.sms.send({ areaCode, mobile, text: message.text });
  }
}

/**
 * Checks a code and answers its id; the caller consumes it in the transaction that uses it.
 * Every attempt counts, right or wrong, so five guesses in parallel are still five.
 */
export async function checkCode(db: Executor, key: CodeKey, code: string): Promise<number> {
  const live = await codes.findLiveCode(db, key);
  if (!live) throw new AppError('CODE_INVALID');
  if (live.expires_at.getTime() <= Date.now()) throw new AppError('CODE_EXPIRED');
  if (live.tries >= CODE_RULES.maxTries) throw new AppError('CODE_TOO_MANY_TRIES');
  const tries = await codes.countWrongTry(db, live.id);
  if (tries > CODE_RULES.maxTries) throw new AppError('CODE_TOO_MANY_TRIES');
  if (!safeEqual(live.code_hash, hashCode(key.target, code))) {
    throw new AppError(tries >= CODE_RULES.maxTries ? 'CODE_TOO_MANY_TRIES' : 'CODE_INVALID');
  }
  return live.id;
}

/** Uses up a checked code inside the caller's transaction; a code works once. */
export async function consumeCheckedCode(db: Executor, codeId: number): Promise<void> {
  if (!(await codes.consumeCode(db, codeId))) throw new AppError('CODE_INVALID');
}
