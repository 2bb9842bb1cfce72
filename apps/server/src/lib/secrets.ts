import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

import { hash, verify } from '@node-rs/argon2';

/** Passwords and pay passwords: argon2id with the library's defaults (19 MiB, t=2). */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret);
}

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

/** Session tokens: 32 random bytes, hex; only their SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A uniformly random numeric code of `length` digits, leading zeros allowed. */
export function numericCode(length = 6): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(10));
  return code;
}
