import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { AppError } from '../lib/app-error.js';
import type { Caller } from '../lib/caller.js';

/** The token from `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function readToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return /^[a-f0-9]{64}$/.test(token) ? token : undefined;
}

/** The live session behind a token, or undefined when it is unknown, revoked or expired. */
export type FindCaller = (token: string | undefined) => Promise<Caller | undefined>;

/**
 * Gives the app its session lookup, once, at composition: sessions belong to the auth domain,
 * and this layer only asks. Every hook below reads it from the root instance.
 */
export function installAuth(app: FastifyInstance, findCaller: FindCaller): void {
  app.decorate('findCaller', findCaller);
}

/** The caller behind the request's token, if any (routes a visitor may call too). */
export function optionalCaller(req: FastifyRequest): Promise<Caller | undefined> {
  return req.server.findCaller(readToken(req.headers.authorization));
}

async function authenticate(req: FastifyRequest): Promise<void> {
  const caller = await optionalCaller(req);
  if (!caller) throw new AppError('SESSION_INVALID');
  req.caller = caller;
}

/**
 * Makes every route of the encapsulated plugin `app` need a live session; a missing or dead one
 * answers type 999. It runs as a preHandler, after the body is validated, so the answer is in
 * the request's language and a malformed body is refused alike with or without a session.
 *
 * ```ts
 * export const userRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
 *   useUserAuth(app);
 *   app.get('/user/info', { schema }, (req) => getUserInfo(deps, callerOf(req)));
 * };
 * ```
 */
export function useUserAuth(app: FastifyInstance): void {
  app.addHook('preHandler', authenticate);
}

/**
 * A group of routes, in its own encapsulated plugin, that all need a live session (the rest of
 * the parent stays open to visitors).
 *
 * ```ts
 * await app.register(
 *   authenticated(async (user) => {
 *     user.get('/optional/list', { schema }, (req) => listFavourites(deps, callerOf(req)));
 *   }),
 * );
 * ```
 */
export function authenticated(routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (app, options) => {
    useUserAuth(app);
    await routes(app, options);
  };
}

/** The caller of a route behind `useUserAuth`. */
export function callerOf(req: FastifyRequest): Caller {
  if (!req.caller) throw new AppError('SESSION_INVALID');
  return req.caller;
}
