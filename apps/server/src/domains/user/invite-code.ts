import { randomInt } from 'node:crypto';

import type { Executor } from '../../db/database.js';
import { findByInviteCode } from './user.repository.js';

// No 0/O or 1/I so a code read aloud or off a screen is not mistyped.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A fresh invite code that no user has yet. */
export async function generateInviteCode(db: Executor): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = randomCode(attempt < 10 ? 6 : 8);
    if (!(await findByInviteCode(db, code))) return code;
  }
  throw new Error('could not find a free invite code');
}
