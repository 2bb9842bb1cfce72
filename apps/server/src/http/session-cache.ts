import type { Executor } from '../db/database.js';
import { databaseKey } from '../db/reference-cache.js';
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

/** The session caches of this process, by database (see `forgetCachedUser`). */
const cachesOf = new WeakMap<object, Set<SessionCache>>();

/**
 * Drops one user's cached sessions in every app of this process on `db`: for a write to the
 * user's row made straight in the database (a test, a tool), which the services' `forget`
 * through the app does not see.
 */
export function forgetCachedUser(db: Executor, userId: number): void {
  for (const cache of cachesOf.get(databaseKey(db)) ?? []) cache.forget(userId);
}

/** The session lookup of one node, cached for `SESSION_CACHE_MS` and never past the session's own end. */
export class SessionCache {
  readonly #cache = new ShortCache<string, LiveSession>(SESSION_CACHE_MS);
  readonly #load: (token: string) => Promise<LiveSession | undefined>;
  readonly #registry: Set<SessionCache> | undefined;

  /** `db`: the database the sessions are read from, so `forgetCachedUser` reaches this cache. */
  constructor(load: (token: string) => Promise<LiveSession | undefined>, db?: Executor) {
    this.#load = load;
    if (!db) return;
    const key = databaseKey(db);
    this.#registry = cachesOf.get(key) ?? new Set();
    this.#registry.add(this);
    cachesOf.set(key, this.#registry);
  }

  /** Leaves the registry of its database (the app closed). */
  close(): void {
    this.#registry?.delete(this);
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
