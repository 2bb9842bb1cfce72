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
import { adminOf, requireAdmin } from './admin-auth.js';
import * as money from './admin-money.service.js';

/** The operator's money API: users and balances, deposits, withdrawals, identity, adjustments. */
export function adminMoneyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    const read = requireAdmin(deps.db, 'read');
    const write = requireAdmin(deps.db, 'write');

    app.get('/admin/users', { schema: { tags, querystring: adminUserListInputSchema }, preValidation: read }, (req) =>
      money.listUsers(deps, req.query),
    );
    app.get('/admin/users/detail', { schema: { tags, querystring: adminUserInputSchema }, preValidation: read }, (req) =>
      money.userDetail(deps, req.query.user_id),
    );
    app.get('/admin/users/journal', { schema: { tags, querystring: adminJournalInputSchema }, preValidation: read }, (req) =>
      money.userJournal(deps, req.query),
    );

    const reviews = [
      { path: 'deposits', list: money.listDeposits, approve: money.confirmDeposit, approveVerb: 'confirm', reject: money.rejectDeposit },
      { path: 'withdrawals', list: money.listWithdrawals, approve: money.approveWithdrawal, approveVerb: 'approve', reject: money.rejectWithdrawal },
      { path: 'kyc', list: money.listKyc, approve: money.approveKyc, approveVerb: 'approve', reject: money.rejectKyc },
    ] as const;
    for (const r of reviews) {
      app.get(`/admin/${r.path}`, { schema: { tags, querystring: adminReviewListInputSchema }, preValidation: read }, (req) =>
        r.list(deps, req.query),
      );
      app.post(`/admin/${r.path}/${r.approveVerb}`, { schema: { tags, body: adminApproveInputSchema }, preValidation: write }, (req) =>
        r.approve(deps, adminOf(req), req.body.id),
      );
      app.post(`/admin/${r.path}/reject`, { schema: { tags, body: adminRejectInputSchema }, preValidation: write }, (req) =>
        r.reject(deps, adminOf(req), req.body.id, req.body.reason),
      );
    }

    app.post('/admin/adjust', { schema: { tags, body: adminAdjustInputSchema }, preValidation: write }, (req) =>
      money.adjust(deps, adminOf(req), req.body),
    );
    app.post(
      '/admin/deposit-addresses/import',
      { schema: { tags, body: adminDepositAddressImportInputSchema }, preValidation: write },
      (req) => money.importDepositAddresses(deps, adminOf(req), req.body),
    );
  };
}
