import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../../db/connect.js';
import { openTestDatabase } from '../../testing/test-app.js';
import * as repo from './user-totp.repository.js';

let database: DatabaseHandle;
let ann: number;
let bob: number;

async function addUser(name: string): Promise<number> {
  const row = await database.db
    .insertInto('users')
    .values({ username: name, password_hash: 'x', invite_code: name.toUpperCase(), nickname: name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeEach(async () => {
  database = await openTestDatabase();
  ann = await addUser('totpann');
  bob = await addUser('totpbob');
});
afterEach(() => database.close());

describe("a user's TOTP rows", () => {
  it('enrols, confirms once, refuses a replayed step and a new key while on, then turns off', async () => {
    const db = database.db;
    expect(await repo.setPendingUserTotp(db, ann, 'sealed-1')).toBe(true);
    expect(await repo.setPendingUserTotp(db, ann, 'sealed-2')).toBe(true);
    expect((await repo.findUserTotp(db, ann))!.secret).toBe('sealed-2');
    // A step before confirmation is not a sign-in code.
    expect(await repo.takeUserTotpStep(db, ann, 100, false)).toBe(false);
    expect(await repo.takeUserTotpStep(db, ann, 100, true)).toBe(true);
    expect(await repo.takeUserTotpStep(db, ann, 101, true)).toBe(false);
    expect(await repo.takeUserTotpStep(db, ann, 100, false)).toBe(false);
    expect(await repo.takeUserTotpStep(db, ann, 101, false)).toBe(true);
    expect(await repo.setPendingUserTotp(db, ann, 'sealed-3')).toBe(false);
    expect((await repo.findUserTotp(db, ann))!.secret).toBe('sealed-2');
    await repo.deleteUserTotp(db, ann);
    expect(await repo.findUserTotp(db, ann)).toBeUndefined();
  });

  it("never confirms or uses another user's enrolment", async () => {
    const db = database.db;
    await repo.setPendingUserTotp(db, ann, 'sealed-ann');
    expect(await repo.takeUserTotpStep(db, bob, 100, true)).toBe(false);
    expect((await repo.findUserTotp(db, ann))!.confirmed_at).toBeNull();
    await repo.insertUserRecoveryCodes(db, ann, ['h1', 'h2']);
    expect(await repo.useUserRecoveryCode(db, bob, 'h1')).toBe(false);
    expect(await repo.useUserRecoveryCode(db, ann, 'h1')).toBe(true);
    expect(await repo.useUserRecoveryCode(db, ann, 'h1')).toBe(false);
  });

  it('lets one of two concurrent confirmations win', async () => {
    const db = database.db;
    await repo.setPendingUserTotp(db, ann, 'sealed');
    const results = await Promise.all([
      repo.takeUserTotpStep(db, ann, 200, true),
      repo.takeUserTotpStep(db, ann, 200, true),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
