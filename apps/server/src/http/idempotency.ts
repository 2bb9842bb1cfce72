import { IDEMPOTENCY_KEY_PATTERN } from '@meridian/contract';
import type { FastifyRequest } from 'fastify';

import type { Trx } from '../db/database.js';
import type { AppDeps } from '../deps.js';
import { moneyTransaction, publishBalanceChanges } from '../ledger/transaction.js';
import { AppError } from '../lib/app-error.js';
import { sha256 } from '../lib/secrets.js';
import type { Caller } from '../lib/caller.js';
import * as repo from './idempotency.repository.js';

/** The same body in any key order hashes the same; `lang` does not change what is asked. */
function requestHash(route: string, body: unknown): string {
  const entries = Object.entries((body ?? {}) as Record<string, unknown>)
    .filter(([k]) => k !== 'lang')
    .sort(([a], [b]) => a.localeCompare(b));
  return sha256(`${route}\n${JSON.stringify(entries)}`);
}

/**
 * The key claim a request asks for with its `Idempotency-Key` header (null without one), or
 * IDEMPOTENCY_KEY_INVALID. A group commit claims many at once (`repo.claimIdempotencyKeys`).
 */
export function idempotencyClaimOf(req: FastifyRequest, caller: Caller): repo.KeyClaim | null {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0]! : header;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
  const route = req.routeOptions.url ?? req.url;
  return { user_id: caller.user.id, key, route, request_hash: requestHash(route, req.body) };
}

/**
 * Runs a money-moving request in one transaction. With an `Idempotency-Key` header, the key is
 * claimed in that same transaction: a repeat (even a concurrent one, which waits for the first)
 * answers the first result and moves nothing; the same key with another body is refused. A
 * request that fails leaves no key behind, so a retry runs again.
 */
export async function idempotentMoney<T>(
  deps: AppDeps,
  req: FastifyRequest,
  caller: Caller,
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  const published = publishBalanceChanges(deps.events);
  const claim = idempotencyClaimOf(req, caller);
  if (!claim) return moneyTransaction(deps.db, work, published);
  const { user_id: userId, key, route, request_hash: hash } = claim;

  return moneyTransaction(
    deps.db,
    async (trx) => {
      const claimed = await repo.claimIdempotencyKey(trx, claim);
      if (!claimed) {
        const first = await repo.findIdempotencyKey(trx, userId, key);
        if (!first || first.route !== route || first.request_hash !== hash)
          throw new AppError('IDEMPOTENCY_KEY_REUSED');
        return first.response as T;
      }
      const result = await work(trx);
      await repo.storeIdempotentResponse(trx, userId, key, result);
      return result;
    },
    published,
  );
}
