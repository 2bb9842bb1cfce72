import {
  leverBatchCloseInputSchema,
  leverDealInputSchema,
  leverHistoryInputSchema,
  leverSetStopInputSchema,
  leverSubmitInputSchema,
  orderIdInputSchema,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { callerOf, useUserAuth } from '../../http/auth.js';
import { idempotencyClaimOf, idempotentMoney } from '../../http/idempotency.js';
import { okResponse, page, view } from '../../http/response.js';
import * as commands from './futures.commands.js';
import { createSubmitBatcher } from './futures.submit-batch.js';
import * as views from './futures.views.js';

const decimal = z.string().describe('decimal string');
const tick = view({ price: decimal, time: z.number() }).nullable();

/** `LeverPositionView`. */
const position = view({
  id: z.number(),
  type: z.number().describe('1 long, 2 short'),
  symbol: z.string(),
  match_id: z.number(),
  share: z.number().describe('lots'),
  lot_size: decimal,
  multiple: z.number().describe('leverage'),
  entry: z.number().describe('1 market, 0 limit entry'),
  target_price: decimal.nullable(),
  price: decimal.nullable().describe('open price; null while a limit entry waits'),
  update_price: decimal.nullable(),
  target_profit_price: decimal.nullable(),
  stop_loss_price: decimal.nullable(),
  caution_money: decimal.describe('margin'),
  trade_fee: decimal,
  overnight_money: decimal,
  profits: decimal.describe('unrealised while open, realised once closed'),
  liquidation_price: decimal.nullable(),
  status: z.number().describe('0 pending, 1 open, 2 closing, 3 closed, 4 cancelled'),
  close_reason: z.string().nullable().describe('user, take_profit, stop_loss or liquidation'),
  close_price: decimal.nullable(),
  open_tick: tick,
  close_tick: tick,
  created_at: z.number(),
  transaction_time: z.number().nullable(),
  closed_at: z.number().nullable(),
});

/** `LeverAccountView`: the lever account and its risk. */
const account = view({
  available: decimal,
  total_margin: decimal,
  pending_margin: decimal,
  total_profits: decimal,
  risk_rate: decimal.nullable().describe('percent; null with no open position'),
  liquidation_risk_rate: decimal,
  overnight_rate: decimal,
});

const onePosition = okResponse(position);

/** Futures under their wire names (SPEC.md §7 /lever/*, PRODUCT-RULES.md §5). */
export function futuresRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['lever'];
    const submitGrouped = createSubmitBatcher(deps);
    useUserAuth(app);
    const user = { tags };

    app.post(
      '/lever/submit',
      { schema: { ...user, body: leverSubmitInputSchema, response: onePosition } },
      (req) => {
        const caller = callerOf(req);
        return submitGrouped(
          idempotencyClaimOf(req, caller),
          () =>
            commands.submitPosition(deps, caller, req.body, (work) =>
              idempotentMoney(deps, req, caller, work),
            ),
          () => ({ plan: commands.planSubmit(deps, caller, req.body) }),
        );
      },
    );
    app.post(
      '/lever/deal',
      {
        schema: {
          ...user,
          body: leverDealInputSchema,
          response: okResponse(page(position).extend({ account })),
        },
      },
      (req) => views.dealPositions(deps, callerOf(req), req.body),
    );
    app.post(
      '/lever/dealall',
      {
        schema: { ...user, response: okResponse(view({ account, positions: z.array(position) })) },
      },
      (req) => views.dealAll(deps, callerOf(req)),
    );
    app.post(
      '/lever/my_trade',
      { schema: { ...user, body: leverHistoryInputSchema, response: okResponse(page(position)) } },
      (req) => views.pageHistory(deps, callerOf(req), req.body),
    );
    app.post(
      '/lever/close',
      { schema: { ...user, body: orderIdInputSchema, response: onePosition } },
      (req) => commands.closePosition(deps, callerOf(req), req.body.id),
    );
    app.post(
      '/lever/setstop',
      { schema: { ...user, body: leverSetStopInputSchema, response: onePosition } },
      (req) => commands.setStops(deps, callerOf(req), req.body),
    );
    app.post(
      '/lever/batch_close',
      {
        schema: {
          ...user,
          body: leverBatchCloseInputSchema,
          response: okResponse(view({ closed: z.number(), positions: z.array(position) })),
        },
      },
      (req) => commands.batchClose(deps, callerOf(req), req.body),
    );
    app.post(
      '/lever/cancel',
      { schema: { ...user, body: orderIdInputSchema, response: onePosition } },
      (req) => commands.cancelEntry(deps, callerOf(req), req.body.id),
    );
  };
}
