import type { Caller } from '../lib/caller.js';
import { ShortCache } from '../lib/short-cache.js';
import type { FindCaller } from './auth.js';

/**
 * How long a session lookup is kept in memory. Every authenticated request needs it, so it is
 * a statement per request saved; the user row it carries may lag an outside change by this
 * much, while a logout, a password change or reset and a change the server makes to the user's
 * row drop it at once on every node (`forget`). Short enough that nothing else is at stake.
 */
export const SESSION_CACHE_MS = 5_000;

/** A live session as the auth domain finds it: who is behind it, and until when it lives. */
export interface LiveSession {
  caller: Caller;
  expiresAt: Date;
}

/** The session lookup of one node, cached for `SESSION_CACHE_MS` and never past the session's own end. */
export class SessionCache {
  readonly #cache = new ShortCache<string, LiveSession>(SESSION_CACHE_MS);
  readonly #load: (token: string) => Promise<LiveSession | undefined>;

  constructor(load: (token: string) => Promise<LiveSession | undefined>) {
    this.#load = load;
  }

  /** The caller behind a token (the shared Caller: never change it). */
  readonly findCaller: FindCaller = async (token) => {
    if (!token) return undefined;
    const session = await this.#cache.get(
      token,
      () => this.#load(token),
      (s) => s.expiresAt.getTime(),
    );
    return session?.caller;
  };

  /** Drops the user's kept sessions, or only the one `sessionId`, on this node. */
  forget(userId: number, sessionId?: number): void {
    this.#cache.deleteWhere(
      (s) =>
        s.caller.user.id === userId &&
        (sessionId === undefined || s.caller.sessionId === sessionId),
    );
  }
}
