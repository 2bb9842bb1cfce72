import {
  adminOtcAppealDecideInputSchema,
  adminOtcListInputSchema,
  adminOtcMerchantDecideInputSchema,
  OTC_CANCEL_REASONS,
  OTC_COINS,
  OTC_MERCHANT_STATUSES,
  OTC_ORDER_STATUSES,
  OTC_PAY_METHODS,
  OTC_SIDES,
  otcAdInputSchema,
  otcAdsInputSchema,
  otcAdStatusInputSchema,
  otcAppealInputSchema,
  otcOrderIdInputSchema,
  otcOrderInputSchema,
  otcOrdersInputSchema,
  otcPaidInputSchema,
  otcQuickInputSchema,
  otcReleaseInputSchema,
  pagingShape,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf } from '../../http/auth.js';
import { idempotentMoney } from '../../http/idempotency.js';
import { okResponse, page, view } from '../../http/response.js';
import { adminOf, operatorRoutes } from '../admin/index.js';
import * as admin from './otc.admin.js';
import * as otc from './otc.service.js';

const decimal = z.string().describe('decimal string');

const statsShape = {
  orders: z.number().describe('completed orders on their ads'),
  completion_rate: decimal.nullable().describe('completed / (completed + cancelled)'),
  avg_release_seconds: z.number().nullable().describe('mean seconds from paid to release'),
};
/** `OtcMerchantView`. */
const merchant = view({
  user_id: z.number(),
  name: z.string(),
  status: z.enum(OTC_MERCHANT_STATUSES),
  reason: z.string().nullable(),
  applied_at: z.number(),
  decided_at: z.number().nullable(),
  ...statsShape,
});
const payment = view({ method: z.enum(OTC_PAY_METHODS), account: z.string(), name: z.string() });
/** `OtcAdView`. */
const ad = view({
  id: z.number(),
  side: z.enum(OTC_SIDES),
  coin: z.enum(OTC_COINS),
  fiat: z.string(),
  price_type: z.enum(['fixed', 'floating']),
  premium: decimal.nullable(),
  price: decimal.nullable().describe('fiat per coin now; floating: feed x fiat rate x premium'),
  quantity: decimal,
  available: decimal,
  min_total: decimal,
  max_total: decimal,
  window_minutes: z.number(),
  payments: z.array(payment),
  remark: z.string(),
  online: z.boolean(),
  merchant: view({ user_id: z.number(), name: z.string(), ...statsShape }),
  created_at: z.number(),
});
const party = view({ user_id: z.number(), name: z.string() });
/** `OtcOrderView`. */
const order = view({
  id: z.number(),
  ad_id: z.number(),
  role: z.enum(['buyer', 'seller']),
  coin: z.enum(OTC_COINS),
  fiat: z.string(),
  price: decimal,
  quantity: decimal,
  total: decimal,
  status: z.enum(OTC_ORDER_STATUSES),
  buyer: party,
  seller: party,
  payments: z.array(payment),
  payer_name: z.string().nullable(),
  payer_name_matches: z.boolean().nullable(),
  deadline_at: z.number().describe('auto-cancel time unless paid (ms)'),
  paid_at: z.number().nullable(),
  released_at: z.number().nullable(),
  cancelled_at: z.number().nullable(),
  cancel_reason: z.enum(OTC_CANCEL_REASONS).nullable(),
  appeal: view({
    by: z.enum(['buyer', 'seller']),
    reason: z.string(),
    at: z.number(),
    outcome: z.enum(['release', 'return']).nullable(),
    decision: z.string().nullable().describe("the operator's written reason"),
    decided_at: z.number().nullable(),
  }).nullable(),
  created_at: z.number(),
});
const quick = view({
  ad,
  quantity: decimal,
  total: decimal,
  price: decimal,
  expires_at: z.number().describe('the quote holds until then (ms)'),
});
const pagingInput = z.object({ ...pagingShape });

/** OTC / P2P (issue #19 items 1 and 2): ads, orders with escrow, quick buy, merchants. */
export function otcRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['otc'];
    app.get(
      '/otc/ads',
      { schema: { tags, querystring: otcAdsInputSchema, response: okResponse(page(ad)) } },
      (req) => otc.listAds(deps, req.query),
    );
    await app.register(
      authenticated(async (user) => {
        user.get(
          '/otc/merchant',
          { schema: { tags, response: okResponse(merchant.nullable()) } },
          (req) => otc.myMerchant(deps, callerOf(req)),
        );
        user.post(
          '/otc/merchant/apply',
          { schema: { tags, response: okResponse(merchant) } },
          (req) => otc.applyMerchant(deps, callerOf(req)),
        );
        user.post(
          '/otc/ad',
          { schema: { tags, body: otcAdInputSchema, response: okResponse(ad) } },
          (req) => otc.createAd(deps, callerOf(req), req.body),
        );
        user.post(
          '/otc/ad/status',
          { schema: { tags, body: otcAdStatusInputSchema, response: okResponse(ad) } },
          (req) => otc.setAdStatus(deps, callerOf(req), req.body),
        );
        user.get(
          '/otc/my/ads',
          { schema: { tags, querystring: pagingInput, response: okResponse(page(ad)) } },
          (req) => otc.myAds(deps, callerOf(req), req.query),
        );
        user.get(
          '/otc/quick',
          { schema: { tags, querystring: otcQuickInputSchema, response: okResponse(quick) } },
          (req) => otc.quickQuote(deps, callerOf(req), req.query),
        );
        user.get(
          '/otc/orders',
          {
            schema: { tags, querystring: otcOrdersInputSchema, response: okResponse(page(order)) },
          },
          (req) => otc.pageOrders(deps, callerOf(req), req.query),
        );
        user.get(
          '/otc/order',
          { schema: { tags, querystring: otcOrderIdInputSchema, response: okResponse(order) } },
          (req) => otc.getOrder(deps, callerOf(req), req.query),
        );
        user.post(
          '/otc/order',
          { schema: { tags, body: otcOrderInputSchema, response: okResponse(order) } },
          (req) => {
            const caller = callerOf(req);
            return idempotentMoney(deps, req, caller, (trx) =>
              otc.openOrder(deps, trx, caller, req.body),
            );
          },
        );
        user.post(
          '/otc/order/paid',
          { schema: { tags, body: otcPaidInputSchema, response: okResponse(order) } },
          (req) => {
            const caller = callerOf(req);
            return idempotentMoney(deps, req, caller, (trx) =>
              otc.markPaid(deps, trx, caller, req.body),
            );
          },
        );
        user.post(
          '/otc/order/release',
          { schema: { tags, body: otcReleaseInputSchema, response: okResponse(order) } },
          (req) => {
            const caller = callerOf(req);
            return otc.release(deps, caller, req.body, (work) =>
              idempotentMoney(deps, req, caller, work),
            );
          },
        );
        user.post(
          '/otc/order/cancel',
          { schema: { tags, body: otcOrderIdInputSchema, response: okResponse(order) } },
          (req) => {
            const caller = callerOf(req);
            return idempotentMoney(deps, req, caller, (trx) =>
              otc.cancelByBuyer(deps, trx, caller, req.body),
            );
          },
        );
        user.post(
          '/otc/order/appeal',
          { schema: { tags, body: otcAppealInputSchema, response: okResponse(order) } },
          (req) => {
            const caller = callerOf(req);
            return idempotentMoney(deps, req, caller, (trx) =>
              otc.appeal(deps, trx, caller, req.body),
            );
          },
        );
      }),
    );
  };
}

/** Operators: merchant applications and the appeal queue, each decision audited. */
export function adminOtcRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    await app.register(
      operatorRoutes(deps.db, 'read', async (ops) => {
        ops.get(
          '/admin/otc/merchants',
          {
            schema: {
              tags,
              querystring: adminOtcListInputSchema,
              response: okResponse(page(merchant)),
            },
          },
          (req) => admin.pageMerchants(deps, req.query),
        );
        ops.get(
          '/admin/otc/appeals',
          {
            schema: {
              tags,
              querystring: adminOtcListInputSchema,
              response: okResponse(page(order)),
            },
          },
          (req) => admin.pageAppeals(deps, req.query),
        );
      }),
    );
    await app.register(
      operatorRoutes(deps.db, 'write', async (ops) => {
        ops.post(
          '/admin/otc/merchants/decide',
          {
            schema: {
              tags,
              body: adminOtcMerchantDecideInputSchema,
              response: okResponse(merchant),
            },
          },
          (req) => admin.decideMerchant(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/otc/orders/decide',
          {
            schema: { tags, body: adminOtcAppealDecideInputSchema, response: okResponse(order) },
          },
          (req) => admin.decideAppeal(deps, adminOf(req), req.body),
        );
      }),
    );
  };
}
