import type { Executor } from '../../db/database.js';
import type { Caller } from '../../lib/caller.js';
import { sha256 } from '../../lib/secrets.js';
import { findLiveSession } from './session.repository.js';

/**
 * The live session behind a token, or undefined when it is unknown, revoked or expired. The app
 * hands this to the HTTP auth hooks and the socket handshake at composition, so neither layer
 * imports the auth domain.
 */
export async function findCaller(
  db: Executor,
  token: string | undefined,
): Promise<Caller | undefined> {
  if (!token) return undefined;
  const row = await findLiveSession(db, sha256(token));
  if (!row) return undefined;
  const { session_id, ...user } = row;
  return { user, sessionId: session_id };
}
