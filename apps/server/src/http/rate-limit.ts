import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

/** Code sending: 10 a minute per IP (and one per address every 60 s in the service). */
export const codeSendLimit = { max: 10, timeWindow: '1 minute' };
/** Login and password reset: 20 a minute per IP (and a per-account lock in the service). */
export const loginLimit = { max: 20, timeWindow: '1 minute' };
/** Lookups that tell whether an account exists (check_email): 10 a minute per IP. */
export const accountLookupLimit = { max: 10, timeWindow: '1 minute' };
/** Place searches and map taps: 30 a minute per IP (a geocoder behind them asks for restraint). */
export const locationSearchLimit = { max: 30, timeWindow: '1 minute' };
/**
 * Image uploads: 10 a minute per user (per IP without a session). Counted after the session
 * check, so one user cannot spread the cost of decoding images over many addresses.
 */
export const uploadLimit = {
  max: 10,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) => (req.caller ? `user:${req.caller.user.id}` : req.ip),
};

/**
 * Limits apply only to routes that ask for one. With Redis the counters are shared by every
 * node; without it each process counts alone.
 */
export async function installRateLimits(
  app: FastifyInstance,
  redis: Redis | undefined,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'meridian-rl:' } : {}),
  });
}
