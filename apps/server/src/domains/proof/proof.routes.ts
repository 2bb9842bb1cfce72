import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf } from '../../http/auth.js';
import { okResponse, view } from '../../http/response.js';
import { adminOf, operatorRoutes } from '../admin/index.js';
import * as proof from './proof.service.js';

const sums = z
  .record(z.string(), z.string())
  .describe('amount per currency name, e.g. {"USDT":"12.5"}');
const hash = z.string().describe('SHA-256, hex');

/** `RootFile`: what the public page shows and anyone may download. */
const rootFile = view({
  kind: z.literal('meridian-liabilities-root'),
  version: z.literal(1),
  snapshot_id: z.number(),
  taken_at: z.number(),
  root_hash: hash,
  totals: sums.describe("users' total holdings per currency: the root's sums"),
  leaf_count: z.number().describe('users counted'),
});

/** `LeafFile`: a user's leaf data and path to the root. */
const leafFile = view({
  kind: z.literal('meridian-liabilities-leaf'),
  version: z.literal(1),
  snapshot_id: z.number(),
  taken_at: z.number(),
  root_hash: hash,
  leaf_index: z.number(),
  leaf: view({ user_id: z.number(), salt: z.string(), balances: sums, nonce: z.string() }),
  path: z.array(view({ side: z.enum(['left', 'right']), hash, sums })),
});

/** Proof of liabilities (#21 item 7): the published roots (public) and my leaf (login). */
export function proofRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['proof'];
    app.get('/proof/root', { schema: { tags, response: okResponse(rootFile.nullable()) } }, () =>
      proof.latestRoot(deps),
    );
    app.get('/proof/snapshots', { schema: { tags, response: okResponse(z.array(rootFile)) } }, () =>
      proof.pastRoots(deps),
    );
    await app.register(
      authenticated(async (user) => {
        user.get(
          '/proof/leaf',
          { schema: { tags, response: okResponse(leafFile.nullable()) } },
          (req) => proof.myLeaf(deps, callerOf(req)),
        );
      }),
    );
  };
}

/**
 * The console: the latest published liabilities, beside the house accounts (any role), and a
 * snapshot taken now besides the daily one (operators; it only reads the balances).
 */
export function adminProofRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    await app.register(
      operatorRoutes(deps.db, 'read', async (ops) => {
        ops.get(
          '/admin/proof/liabilities',
          { schema: { tags, response: okResponse(rootFile.nullable()) } },
          () => proof.latestRoot(deps),
        );
      }),
    );
    await app.register(
      operatorRoutes(deps.db, 'write', async (ops) => {
        ops.post(
          '/admin/proof/snapshot',
          { schema: { tags, response: okResponse(rootFile) } },
          (req) => proof.takeSnapshotNow(deps, adminOf(req)),
        );
      }),
    );
  };
}
