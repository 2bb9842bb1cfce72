import {
  adminLoanCollateralInputSchema,
  adminLoanListInputSchema,
  adminLoanPoolInputSchema,
  LOAN_EVENT_KINDS,
  LOAN_STATUSES,
  loanBorrowInputSchema,
  loanCollateralInputSchema,
  loanEventsInputSchema,
  loanListInputSchema,
  loanRepayInputSchema,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf } from '../../http/auth.js';
import { idempotentMoney } from '../../http/idempotency.js';
import { okResponse, page, view } from '../../http/response.js';
import { adminOf, operatorRoutes } from '../admin/index.js';
import * as admin from './loans.admin.js';
import * as loans from './loans.service.js';

const decimal = z.string().describe('decimal string');

const pool = view({
  limit: decimal.describe('the most the pool may have lent at once'),
  lent: decimal,
  available: decimal.describe('what is left to lend: limit - lent, never below 0'),
});
const collateralShape = {
  currency_id: z.number(),
  currency: z.string(),
  symbol: z.string().describe('the pair whose feed price values it'),
  hourly_rate: decimal.describe('interest per hour on the principal'),
  apr: decimal.describe('hourly_rate x 8760'),
  price_precision: z.number(),
  amount_precision: z.number().describe('decimals a liquidation sells it in'),
};
/** `LoanConfigView`. */
const config = view({
  loan_currency_id: z.number(),
  loan_currency: z.string(),
  levels: view({
    initial: decimal.describe('a loan opens, collateral leaves, up to this LTV'),
    margin_call: decimal.describe('the user is told at this LTV'),
    liquidation: decimal.describe('the engine liquidates at this LTV'),
  }),
  pool,
  collaterals: z.array(view(collateralShape)),
});

const loanShape = {
  id: z.number(),
  status: z.enum(LOAN_STATUSES),
  currency_id: z.number().describe('the collateral coin'),
  currency: z.string(),
  symbol: z.string(),
  loan_currency: z.string(),
  collateral: decimal,
  borrowed: decimal,
  principal: decimal,
  interest: decimal.describe('charged and not yet repaid; each clock hour at its start'),
  debt: decimal.describe('principal + interest: what repaying all takes now'),
  next_hour_interest: decimal,
  hourly_rate: decimal,
  apr: decimal,
  open_price: decimal.describe('the tick the loan opened at'),
  open_tick_time: z.number(),
  margin_call_price: decimal.nullable().describe('LTV 75 % at or below this price'),
  liquidation_price: decimal.nullable().describe('LTV 83 % at or below this price'),
  price: decimal.nullable().describe('the live feed price (null: none within tolerance)'),
  ltv: decimal.nullable().describe('debt / (collateral x price), e.g. 0.65'),
  withdrawable: decimal.describe('collateral that can leave with the LTV staying <= 65 %'),
  margin_called: z.boolean(),
  margin_call_at: z.number().nullable(),
  created_at: z.number(),
  closed_at: z.number().nullable(),
  liquidation: view({
    price: decimal.describe('the price of the tick that decided it'),
    tick_time: z.number(),
    debt: decimal,
    sold: decimal,
    proceeds: decimal,
    returned: decimal.describe('collateral given back'),
    surplus: decimal.describe('USDT given back'),
    shortfall: decimal.describe('borne by the insurance account'),
  }).nullable(),
};
/** `LoanView`. */
const loan = view(loanShape);
/** `AdminLoanView`. */
const adminLoan = view({ ...loanShape, user_id: z.number(), user_email: z.string().nullable() });

/** `LoanEventView`. */
const loanEvent = view({
  id: z.number(),
  loan_id: z.number(),
  kind: z.enum(LOAN_EVENT_KINDS),
  amount: decimal.nullable(),
  currency: z.string().nullable(),
  price: decimal.nullable().describe('the tick that checked or decided it'),
  tick_time: z.number().nullable(),
  ltv: decimal.nullable(),
  principal_after: decimal,
  interest_after: decimal,
  collateral_after: decimal,
  created_at: z.number(),
});

/** `AdminLoanConfigView`. */
const adminConfig = view({
  pool,
  collaterals: z.array(
    view({
      ...collateralShape,
      enabled: z.boolean(),
      open_loans: z.number(),
      collateral_held: decimal,
    }),
  ),
});

/** Crypto loans (issue #19 item 3): borrow USDT against BTC or ETH, repay, move collateral. */
export function loanRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['loan'];
    app.get('/loan/config', { schema: { tags, response: okResponse(config) } }, () =>
      loans.loanConfig(deps),
    );
    await app.register(
      authenticated(async (user) => {
        user.get(
          '/loan/list',
          {
            schema: { tags, querystring: loanListInputSchema, response: okResponse(page(loan)) },
          },
          (req) => loans.pageLoans(deps, callerOf(req), req.query),
        );
        user.get(
          '/loan/events',
          {
            schema: {
              tags,
              querystring: loanEventsInputSchema,
              response: okResponse(page(loanEvent)),
            },
          },
          (req) => loans.pageEvents(deps, callerOf(req), req.query),
        );
        user.post(
          '/loan/borrow',
          { schema: { tags, body: loanBorrowInputSchema, response: okResponse(loan) } },
          (req) => {
            const caller = callerOf(req);
            return idempotentMoney(deps, req, caller, (trx) =>
              loans.borrow(deps, trx, caller, req.body),
            );
          },
        );
        user.post(
          '/loan/repay',
          { schema: { tags, body: loanRepayInputSchema, response: okResponse(loan) } },
          (req) => {
            const caller = callerOf(req);
            return idempotentMoney(deps, req, caller, (trx) =>
              loans.repay(deps, trx, caller, req.body),
            );
          },
        );
        user.post(
          '/loan/collateral/add',
          { schema: { tags, body: loanCollateralInputSchema, response: okResponse(loan) } },
          (req) => {
            const caller = callerOf(req);
            return idempotentMoney(deps, req, caller, (trx) =>
              loans.addCollateral(deps, trx, caller, req.body),
            );
          },
        );
        user.post(
          '/loan/collateral/withdraw',
          { schema: { tags, body: loanCollateralInputSchema, response: okResponse(loan) } },
          (req) => {
            const caller = callerOf(req);
            return idempotentMoney(deps, req, caller, (trx) =>
              loans.withdrawCollateral(deps, trx, caller, req.body),
            );
          },
        );
      }),
    );
  };
}

/** Operators: every loan, the collateral coins' rates and switches, the pool's limit (audited). */
export function adminLoanRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    await app.register(
      operatorRoutes(deps.db, 'read', async (ops) => {
        ops.get(
          '/admin/loans',
          {
            schema: {
              tags,
              querystring: adminLoanListInputSchema,
              response: okResponse(page(adminLoan)),
            },
          },
          (req) => admin.pageLoansForOperator(deps, req.query),
        );
        ops.get(
          '/admin/loans/config',
          { schema: { tags, response: okResponse(adminConfig) } },
          () => admin.loanConfigForOperator(deps),
        );
      }),
    );
    await app.register(
      operatorRoutes(deps.db, 'write', async (ops) => {
        ops.post(
          '/admin/loans/collateral',
          {
            schema: {
              tags,
              body: adminLoanCollateralInputSchema,
              response: okResponse(adminConfig),
            },
          },
          (req) => admin.saveCollateral(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/loans/pool',
          { schema: { tags, body: adminLoanPoolInputSchema, response: okResponse(pool) } },
          (req) => admin.savePool(deps, adminOf(req), req.body),
        );
      }),
    );
  };
}
