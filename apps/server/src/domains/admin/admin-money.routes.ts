import {
  adminAdjustInputSchema,
  adminApproveInputSchema,
  adminDepositAddressImportInputSchema,
  adminJournalInputSchema,
  adminRejectInputSchema,
  adminReviewListInputSchema,
  adminUserHoldInputSchema,
  adminUserInputSchema,
  adminUserListInputSchema,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { okResponse, page, untyped, view } from '../../http/response.js';
import { adminOf, operatorRoutes } from './admin-auth.js';
import { adminUsersRoutes } from './admin-users.routes.js';
import * as money from './admin-money.service.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { fourEyesRoutes } from './four-eyes.routes.js';

const decimal = z.string().describe('decimal string');
const handled = {
  reason: z.string().nullable().describe("the operator's reason when rejected"),
  created_at: z.number(),
  handled_at: z.number().nullable(),
};
/** Set on a confirmation that waits for a second operator: the four-eyes request it opened. */
const fourEyesRequest = {
  approval_id: z.number().nullable().optional().describe('four-eyes request; null: done at once'),
};
const owner = { user_id: z.number(), user_email: z.string().nullable() };

/** A user as operators list them. */
const userSummary = view({
  id: z.number(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  nickname: z.string(),
  real_level: z.number(),
  created_at: z.number(),
});

/** One user with every balance, and the account's hold if an operator put it on hold. */
const userDetail = view({
  user: userSummary,
  hold: view({
    reason: z.string().describe('what the user is told when signing in'),
    held_at: z.number(),
    held_by_email: z.string().nullable(),
  }).nullable(),
  balances: z.array(
    view({
      currency_id: z.number(),
      currency_name: z.string(),
      account_type: z.number().describe('1 legal, 2 change, 3 lever, 4 micro'),
      available: decimal,
      frozen: decimal,
    }),
  ),
});

/** `BillEntryView`: one balance change of one posting. */
const billEntry = view({
  id: z.number(),
  currency_id: z.number(),
  currency_name: z.string(),
  account_type: z.number().describe('1 legal, 2 change, 3 lever, 4 micro'),
  reason: z.string(),
  reason_text: z.string(),
  memo: z.string().nullable(),
  change: decimal,
  frozen_change: decimal,
  available_after: decimal,
  frozen_after: decimal,
  created_at: z.number(),
});

/** `DepositRequestView`. */
const depositShape = {
  id: z.number(),
  currency_id: z.number(),
  currency_name: z.string(),
  network: z.string(),
  address: z.string(),
  amount: decimal,
  voucher: z.string(),
  status: z.number().describe('0 pending, 1 confirmed, 2 rejected'),
  ...handled,
};

/** `WithdrawalView`. */
const withdrawalShape = {
  id: z.number(),
  currency_id: z.number(),
  currency_name: z.string(),
  number: decimal.describe('what left the balance, fee included'),
  fee: decimal,
  real_number: decimal.describe('what the destination receives'),
  destination: z.unknown(),
  status: z.number().describe('0 pending, 1 paid, 2 rejected'),
  ...handled,
};

/** One identity record under review; the photos are short-lived signed links. */
const kycRecord = view({
  id: z.number(),
  ...owner,
  user_mobile: z.string().nullable(),
  level: z.number(),
  id_type: z.number().nullable(),
  name: z.string().nullable(),
  card_id: z.string().nullable(),
  front_pic: z.string().nullable(),
  reverse_pic: z.string().nullable(),
  status: z.number(),
  ...handled,
});

/** The operator's money API: users and balances, deposits, withdrawals, identity, adjustments. */
export function adminMoneyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    const reviews = [
      {
        path: 'deposits',
        list: money.listDeposits,
        // listDeposits is typed Page<unknown>: its rows are checked at run time only.
        listed: untyped(okResponse(page(view({ ...depositShape, ...owner })))),
        decided: okResponse(view({ ...depositShape, ...fourEyesRequest })),
        approve: money.confirmDeposit,
        approveVerb: 'confirm',
        reject: money.rejectDeposit,
      },
      {
        path: 'withdrawals',
        list: money.listWithdrawals,
        listed: okResponse(page(view({ ...withdrawalShape, ...owner }))),
        decided: okResponse(view({ ...withdrawalShape, ...fourEyesRequest })),
        approve: money.approveWithdrawal,
        approveVerb: 'approve',
        reject: money.rejectWithdrawal,
      },
      {
        path: 'kyc',
        list: money.listKyc,
        listed: okResponse(page(kycRecord)),
        decided: okResponse(view({ id: z.number(), user_id: z.number(), level: z.number() })),
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
          {
            schema: {
              tags,
              querystring: adminUserListInputSchema,
              response: okResponse(page(userSummary)),
            },
          },
          (req) => money.listUsers(deps, req.query),
        );
        ops.get(
          '/admin/users/detail',
          { schema: { tags, querystring: adminUserInputSchema, response: okResponse(userDetail) } },
          (req) => money.userDetail(deps, req.query.user_id),
        );
        ops.get(
          '/admin/users/journal',
          {
            schema: {
              tags,
              querystring: adminJournalInputSchema,
              response: okResponse(page(billEntry)),
            },
          },
          (req) => money.userJournal(deps, req.query, req.lang),
        );
        for (const r of reviews) {
          ops.get(
            `/admin/${r.path}`,
            { schema: { tags, querystring: adminReviewListInputSchema, response: r.listed } },
            (req) => r.list(deps, req.query),
          );
        }
      }),
    );

    // Only operators (and super-operators) move money or decide a review; above the four-eyes
    // threshold a confirmation opens a request for a second operator (`approval_id`).
    await app.register(
      operatorRoutes(deps.db, 'write', async (ops) => {
        for (const r of reviews) {
          ops.post(
            `/admin/${r.path}/${r.approveVerb}`,
            { schema: { tags, body: adminApproveInputSchema, response: r.decided } },
            (req) => r.approve(deps, adminOf(req), req.body.id),
          );
          ops.post(
            `/admin/${r.path}/reject`,
            { schema: { tags, body: adminRejectInputSchema, response: r.decided } },
            (req) => r.reject(deps, adminOf(req), req.body.id, req.body.reason),
          );
        }
        ops.post(
          '/admin/users/hold',
          { schema: { tags, body: adminUserHoldInputSchema, response: okResponse(userDetail) } },
          (req) => money.holdUser(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/users/release',
          { schema: { tags, body: adminUserHoldInputSchema, response: okResponse(userDetail) } },
          (req) => money.releaseUser(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/adjust',
          {
            schema: {
              tags,
              body: adminAdjustInputSchema,
              response: okResponse(
                view({
                  approval_id: z.number().describe('the request a second operator approves'),
                  status: z.literal('pending'),
                }),
              ),
            },
          },
          (req) => money.adjust(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/deposit-addresses/import',
          {
            schema: {
              tags,
              body: adminDepositAddressImportInputSchema,
              response: okResponse(
                view({ imported: z.number().describe('addresses added to the pool') }),
              ),
            },
          },
          (req) => money.importDepositAddresses(deps, adminOf(req), req.body),
        );
      }),
    );

    await app.register(fourEyesRoutes(deps));
    await app.register(dashboardRoutes(deps));
    await app.register(adminUsersRoutes(deps));
  };
}
