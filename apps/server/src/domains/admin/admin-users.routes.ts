import { adminJournalInputSchema, adminUserInputSchema } from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { okResponse, page, view } from '../../http/response.js';
import { operatorRoutes } from './admin-auth.js';
import * as users from './admin-users.service.js';

const decimal = z.string().describe('decimal string');
const decimalOrNull = decimal.nullable();
const at = z.number().nullable();

const kycRecord = view({
  id: z.number(),
  level: z.number().describe('1 identity, 2 advanced'),
  id_type: z.number().nullable(),
  name: z.string().nullable(),
  card_id: z.string().nullable(),
  front_pic: z.string().nullable().describe('short-lived signed link'),
  reverse_pic: z.string().nullable().describe('short-lived signed link'),
  status: z.number().describe('0 none, 1 pending, 2 certified, 3 failed'),
  reason: z.string().nullable().describe("the operator's reason when rejected"),
  admin_email: z.string().nullable(),
  created_at: z.number(),
  handled_at: at,
});

const profile = view({
  id: z.number(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  area_code: z.string().nullable(),
  nickname: z.string(),
  invite_code: z.string(),
  inviter_code: z.string().nullable(),
  real_level: z.number(),
  language: z.string(),
  locked_until: at.describe('sign-in locked after failed passwords until'),
  created_at: z.number(),
  kyc: z.array(kycRecord),
});

const session = view({ id: z.number(), created_at: z.number(), expires_at: z.number() });

const login = view({
  id: z.number(),
  at: z.number(),
  ip: z.string(),
  user_agent: z.string(),
  success: z.boolean(),
});

const spotOrder = view({
  id: z.number(),
  symbol: z.string(),
  type: z.number().describe('1 buy, 2 sell'),
  order_type: z.enum(['market', 'limit']),
  target_price: decimal,
  amount: decimal,
  fill_price: decimalOrNull,
  total: decimalOrNull,
  fee: decimalOrNull,
  status: z.number().describe('1 trading, 2 done, 3 cancelled'),
  created_at: z.number(),
  filled_at: at,
  cancelled_at: at,
});

const futuresPosition = view({
  id: z.number(),
  symbol: z.string(),
  type: z.number().describe('1 long, 2 short'),
  share: z.number(),
  multiple: z.number(),
  entry: z.number().describe('1 market, 0 limit'),
  target_price: decimalOrNull,
  price: decimalOrNull,
  caution_money: decimal,
  trade_fee: decimal,
  close_price: decimalOrNull,
  close_reason: z.string().nullable(),
  profits: decimalOrNull,
  status: z.number().describe('0 pending, 1 open, 2 closing, 3 closed, 4 cancelled'),
  created_at: z.number(),
  opened_at: at,
  closed_at: at,
});

const optionOrder = view({
  id: z.number(),
  symbol: z.string(),
  type: z.number().describe('1 up, 2 down'),
  seconds: z.number(),
  number: decimal,
  fee: decimal,
  profit_ratio: decimal,
  open_price: decimal,
  end_price: decimalOrNull,
  fact_profits: decimalOrNull,
  profit_result: z.number().nullable(),
  status: z.number().describe('1 trading, 2 closing, 3 closed'),
  void_reason: z.string().nullable(),
  created_at: z.number(),
  settled_at: at,
});

/** The operator's read-only view of one user: profile, identity, trading, sessions, sign-ins. */
export function adminUsersRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    await app.register(
      operatorRoutes(deps.db, 'read', async (ops) => {
        ops.get(
          '/admin/users/profile',
          { schema: { tags, querystring: adminUserInputSchema, response: okResponse(profile) } },
          (req) => users.userProfile(deps, req.query.user_id),
        );
        ops.get(
          '/admin/users/sessions',
          {
            schema: {
              tags,
              querystring: adminUserInputSchema,
              response: okResponse(z.array(session)),
            },
          },
          (req) => users.userSessions(deps, req.query.user_id),
        );
        const paged = [
          ['logins', login, users.userLogins],
          ['spot-orders', spotOrder, users.userSpotOrders],
          ['futures-positions', futuresPosition, users.userFuturesPositions],
          ['option-orders', optionOrder, users.userOptionOrders],
        ] as const;
        for (const [path, item, list] of paged) {
          ops.get(
            `/admin/users/${path}`,
            {
              schema: {
                tags,
                querystring: adminJournalInputSchema,
                response: okResponse(page(item)),
              },
            },
            (req) => list(deps, req.query),
          );
        }
      }),
    );
  };
}
