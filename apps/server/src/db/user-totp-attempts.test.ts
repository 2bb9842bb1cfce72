import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { TOTP_LIMITS } from '../lib/totp.js';
import { openTestDatabase } from '../testing/test-app.js';
import { checkCountedAttempt, USER_TOTP_ATTEMPTS } from './attempt-limit.js';
import type { DatabaseHandle } from './connect.js';

/*
 * Migration 0025: a user's second factor is counted on its own row (user_totp), apart from the
 * password's count on users: five wrong codes lock it for 15 minutes, a right one clears it.
 */

let database: DatabaseHandle;
let userId: number;
beforeEach(async () => {
  database = await openTestDatabase();
  const user = await database.db
    .insertInto('users')
    .values({
      username: 'totp-user',
      password_hash: 'x',
      invite_code: 'TOTP01',
      nickname: 'totp-user',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = user.id;
  await database.db.insertInto('user_totp').values({ id: userId, secret: 'sealed' }).execute();
});
afterEach(() => database.close());

const attempt = (right: boolean) =>
  checkCountedAttempt(database.db, USER_TOTP_ATTEMPTS, userId, TOTP_LIMITS, async () => right);

describe("a user's second-factor attempts", () => {
  it('locks after five wrong codes for 15 minutes, apart from the password count', async () => {
    for (let i = 0; i < 4; i++) expect((await attempt(false)).lockedUntil).toBeUndefined();
    const fifth = await attempt(false);
    expect(fifth.passed).toBe(false);
    expect(fifth.lockedUntil).toBeUndefined();
    const locked = await attempt(true);
    expect(locked.passed).toBe(false);
    expect(locked.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    const user = await database.db
      .selectFrom('users')
      .select(['failed_logins', 'locked_until'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ failed_logins: 0, locked_until: null });
  });

  it('clears the count after a right code', async () => {
    await attempt(false);
    await attempt(false);
    expect(await attempt(true)).toEqual({ passed: true });
    const row = await database.db
      .selectFrom('user_totp')
      .select(['failures', 'locked_until'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ failures: 0, locked_until: null });
  });
});
