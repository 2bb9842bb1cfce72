import {
  adminAdjustInputSchema,
  adminApproveInputSchema,
  adminDepositAddressImportInputSchema,
  adminJournalInputSchema,
  adminRejectInputSchema,
  adminReviewListInputSchema,
  adminUserInputSchema,
  adminUserListInputSchema,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AppDeps } from '../../deps.js';
import { adminOf, operatorRoutes } from './admin-auth.js';
import * as money from './admin-money.service.js';

/** The operator's money API: users and balances, deposits, withdrawals, identity, adjustments. */
export function adminMoneyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    const reviews = [
      {
        path: 'deposits',
        list: money.listDeposits,
        approve: money.confirmDeposit,
        approveVerb: 'confirm',
        reject: money.rejectDeposit,
      },
      {
        path: 'withdrawals',
        list: money.listWithdrawals,
        approve: money.approveWithdrawal,
        approveVerb: 'approve',
        reject: money.rejectWithdrawal,
      },
      {
        path: 'kyc',
        list: money.listKyc,
        approve: money.approveKyc,
        approveVerb: 'approve',
        reject: money.rejectKyc,
      },
    ] as const;

    // Any operator role reads.
    await app.register(
      operatorRoutes(deps.db, 'read', async (ops) => {
        ops.get(
          '/admin/users',
          { schema: { tags, querystring: adminUserListInputSchema } },
          (req) => money.listUsers(deps, req.query),
        );
        ops.get(
          '/admin/users/detail',
          { schema: { tags, querystring: adminUserInputSchema } },
          (req) => money.userDetail(deps, req.query.user_id),
        );
        ops.get(
          '/admin/users/journal',
          { schema: { tags, querystring: adminJournalInputSchema } },
          (req) => money.userJournal(deps, req.query),
        );
        for (const r of reviews) {
          ops.get(
            `/admin/${r.path}`,
            { schema: { tags, querystring: adminReviewListInputSchema } },
            (req) => r.list(deps, req.query),
          );
        }
      }),
    );

    // Only `operator` moves money or decides a review.
    await app.register(
      operatorRoutes(deps.db, 'write', async (ops) => {
        for (const r of reviews) {
          ops.post(
            `/admin/${r.path}/${r.approveVerb}`,
            { schema: { tags, body: adminApproveInputSchema } },
            (req) => r.approve(deps, adminOf(req), req.body.id),
          );
          ops.post(
            `/admin/${r.path}/reject`,
            { schema: { tags, body: adminRejectInputSchema } },
            (req) => r.reject(deps, adminOf(req), req.body.id, req.body.reason),
          );
        }
        ops.post('/admin/adjust', { schema: { tags, body: adminAdjustInputSchema } }, (req) =>
          money.adjust(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/deposit-addresses/import',
          { schema: { tags, body: adminDepositAddressImportInputSchema } },
          (req) => money.importDepositAddresses(deps, adminOf(req), req.body),
        );
      }),
    );
  };
}
