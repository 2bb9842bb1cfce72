import { sql } from 'kysely';

import { KeyedMutex } from '../lib/keyed-mutex.js';
import type { Executor } from './database.js';

/** A secret whose failed attempts a row counts, and the column that locks it. */
export type AttemptCounter =
  | { table: 'users'; count: 'failed_logins'; lockedUntil: 'locked_until' }
  | { table: 'users'; count: 'pay_password_failures'; lockedUntil: 'pay_password_locked_until' }
  | { table: 'admins'; count: 'failed_logins'; lockedUntil: 'locked_until' }
  | { table: 'admins'; count: 'totp_failures'; lockedUntil: 'totp_locked_until' }
  | { table: 'user_totp'; count: 'failures'; lockedUntil: 'locked_until' };

export const LOGIN_ATTEMPTS: AttemptCounter = {
  table: 'users',
  count: 'failed_logins',
  lockedUntil: 'locked_until',
};
export const PAY_PASSWORD_ATTEMPTS: AttemptCounter = {
  table: 'users',
  count: 'pay_password_failures',
  lockedUntil: 'pay_password_locked_until',
};
export const ADMIN_LOGIN_ATTEMPTS: AttemptCounter = {
  table: 'admins',
  count: 'failed_logins',
  lockedUntil: 'locked_until',
};
/** An operator's second-factor codes (TOTP or recovery), counted apart from the password. */
export const ADMIN_TOTP_ATTEMPTS: AttemptCounter = {
  table: 'admins',
  count: 'totp_failures',
  lockedUntil: 'totp_locked_until',
};
/** A user's second-factor codes (TOTP or recovery, migration 0025), apart from the password. */
export const USER_TOTP_ATTEMPTS: AttemptCounter = {
  table: 'user_totp',
  count: 'failures',
  lockedUntil: 'locked_until',
};

/**
 * Counts one attempt BEFORE the secret is checked, in a single UPDATE, so parallel attempts on
 * any number of nodes each get their own number and no more than `maxAttempts` checks ever run
 * per lock period. The attempt that reaches `maxAttempts` locks the row for `lockMs` at once (a
 * success clears it with `clearAttempts`); an expired lock starts a fresh count. Answers the
 * time the row stays locked when it is locked (nothing counted), else undefined.
 */
export async function takeAttempt(
  db: Executor,
  counter: AttemptCounter,
  id: number,
  maxAttempts: number,
  lockMs: number,
): Promise<Date | undefined> {
  const now = new Date();
  const count = sql.ref(counter.count);
  const lockedUntil = sql.ref(counter.lockedUntil);
  // SET expressions all read the row as it was, so `next` means the same in both places.
  const next = sql`case when ${lockedUntil} is null then ${count} + 1 else 1 end`;
  const counted = await sql`
    update ${sql.table(counter.table)}
    set ${count} = ${next},
        ${lockedUntil} = case when ${next} >= ${maxAttempts}
          then cast(${new Date(now.getTime() + lockMs)} as timestamptz) else null end,
        updated_at = ${now}
    where id = ${id} and (${lockedUntil} is null or ${lockedUntil} <= ${now})
    returning id`.execute(db);
  if (counted.rows.length > 0) return undefined;
  const row = await sql<{ locked_until: Date | null }>`
    select ${lockedUntil} as locked_until from ${sql.table(counter.table)} where id = ${id}`.execute(
    db,
  );
  // A lock lifted since the UPDATE (or a row gone) still refuses this attempt.
  return row.rows[0]?.locked_until ?? new Date(now.getTime() + lockMs);
}

/** After a right secret: the count starts again and any lock the attempt took is lifted. */
export async function clearAttempts(
  db: Executor,
  counter: AttemptCounter,
  id: number,
): Promise<void> {
  await sql`
    update ${sql.table(counter.table)}
    set ${sql.ref(counter.count)} = 0, ${sql.ref(counter.lockedUntil)} = null, updated_at = ${new Date()}
    where id = ${id}`.execute(db);
}

/** How many attempts a secret gets, and for how long too many lock it. */
export interface AttemptLimits {
  maxAttempts: number;
  lockMs: number;
}

/** The outcome of one counted check: passed, failed, or refused unchecked while locked. */
export type AttemptOutcome =
  { passed: boolean; lockedUntil?: undefined } | { passed: false; lockedUntil: Date };

const checks = new KeyedMutex<string>();

/**
 * Runs `check` (a password comparison) as one counted attempt on the row `id`. The bound is the
 * database's (`takeAttempt`), whichever node the attempts reach. Checks of one row also queue in
 * this process, so a burst of right answers (parallel withdrawals of one user) pass one after
 * another instead of finding the in-flight attempts of the same burst counted against them.
 */
export function checkCountedAttempt(
  db: Executor,
  counter: AttemptCounter,
  id: number,
  limits: AttemptLimits,
  check: () => Promise<boolean>,
): Promise<AttemptOutcome> {
  return checks.run(`${counter.table}.${counter.count}:${id}`, async () => {
    const lockedUntil = await takeAttempt(db, counter, id, limits.maxAttempts, limits.lockMs);
    if (lockedUntil) return { passed: false, lockedUntil };
    if (!(await check())) return { passed: false };
    await clearAttempts(db, counter, id);
    return { passed: true };
  });
}
