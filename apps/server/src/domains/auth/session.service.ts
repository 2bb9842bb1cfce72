import type { Executor } from '../../db/database.js';
import type { LiveSession } from '../../http/session-cache.js';
import { sha256 } from '../../lib/secrets.js';
import { noteSeen } from './devices.service.js';
import { findLiveSession } from './session.repository.js';

/**
 * The live session behind a token, or undefined when it is unknown, revoked or expired. The app
 * hands this to the HTTP auth hooks and the socket handshake at composition (through the
 * session cache), so neither layer imports the auth domain.
 */
export async function findSession(db: Executor, token: string): Promise<LiveSession | undefined> {
  const row = await findLiveSession(db, sha256(token));
  if (!row) return undefined;
  const { session_id, session_expires_at, session_last_seen_at, ...user } = row;
  await noteSeen(db, session_id, session_last_seen_at);
  return { caller: { user, sessionId: session_id }, expiresAt: session_expires_at };
}
