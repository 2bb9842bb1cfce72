import {
  adminCouponCreateInputSchema,
  couponClaimInputSchema,
  couponMineInputSchema,
  couponNextInputSchema,
  COUPON_AUDIENCES,
  COUPON_KINDS,
  idInputSchema,
  USER_COUPON_STATUSES,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf } from '../../http/auth.js';
import { okResponse, page, view } from '../../http/response.js';
import { adminOf, operatorRoutes } from '../admin/index.js';
import * as coupons from './coupons.service.js';

const amount = view({ currency_id: z.number(), currency: z.string(), amount: z.string() });
/** `CouponView`. */
const coupon = view({
  id: z.number(),
  kind: z.enum(COUPON_KINDS),
  name: z.string(),
  discount_rate: z.string(),
  uses: z.number(),
  valid_days: z.number(),
  claim_until: z.number(),
  remaining: z.number().nullable(),
  claimed: z.boolean(),
});
/** `UserCouponView`. */
const claim = view({
  id: z.number(),
  coupon_id: z.number(),
  kind: z.enum(COUPON_KINDS),
  name: z.string(),
  discount_rate: z.string(),
  uses: z.number(),
  uses_left: z.number(),
  claimed_at: z.number(),
  expires_at: z.number(),
  status: z.enum(USER_COUPON_STATUSES),
  saved: z.array(amount),
});
/** `AdminCouponView`. */
const adminCoupon = view({
  id: z.number(),
  name: z.record(z.string(), z.string()),
  kind: z.enum(COUPON_KINDS),
  discount_rate: z.string(),
  uses: z.number(),
  valid_days: z.number(),
  claim_until: z.number(),
  audience: z.enum(COUPON_AUDIENCES),
  new_user_days: z.number().nullable(),
  listed_users: z.number(),
  quantity: z.number().nullable(),
  claimed: z.number(),
  used: z.number(),
  revoked_at: z.number().nullable(),
  created_at: z.number(),
});

/** Coupons (issue #20 item 3): the centre, the caller's claims and the one the next fee uses. */
export function couponRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['coupon'];
    await app.register(
      authenticated(async (user) => {
        user.get(
          '/coupon/centre',
          { schema: { tags, response: okResponse(z.array(coupon)) } },
          (req) => coupons.centre(deps, callerOf(req), req.lang),
        );
        user.post(
          '/coupon/claim',
          { schema: { tags, body: couponClaimInputSchema, response: okResponse(claim) } },
          (req) => coupons.claim(deps, callerOf(req), req.lang, req.body),
        );
        user.get(
          '/coupon/mine',
          {
            schema: { tags, querystring: couponMineInputSchema, response: okResponse(page(claim)) },
          },
          (req) => coupons.mine(deps, callerOf(req), req.lang, req.query),
        );
        user.get(
          '/coupon/next',
          {
            schema: {
              tags,
              querystring: couponNextInputSchema,
              response: okResponse(claim.nullable()),
            },
          },
          (req) => coupons.next(deps, callerOf(req), req.lang, req.query.kind),
        );
      }),
    );
  };
}

/** Operators issue and revoke coupons; every change is audited. */
export function adminCouponRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    await app.register(
      operatorRoutes(deps.db, 'read', async (ops) => {
        ops.get(
          '/admin/coupons',
          { schema: { tags, response: okResponse(z.array(adminCoupon)) } },
          () => coupons.listForOperator(deps.db),
        );
      }),
    );
    await app.register(
      operatorRoutes(deps.db, 'write', async (ops) => {
        ops.post(
          '/admin/coupons/create',
          {
            schema: { tags, body: adminCouponCreateInputSchema, response: okResponse(adminCoupon) },
          },
          (req) => coupons.createCoupon(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/coupons/revoke',
          { schema: { tags, body: idInputSchema, response: okResponse(adminCoupon) } },
          (req) => coupons.revokeCoupon(deps, adminOf(req), req.body.id),
        );
      }),
    );
  };
}
