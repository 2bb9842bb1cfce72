import {
  leverBatchCloseInputSchema,
  leverDealInputSchema,
  leverHistoryInputSchema,
  leverSetStopInputSchema,
  leverSubmitInputSchema,
  orderIdInputSchema,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AppDeps } from '../../deps.js';
import { callerOf, requireUser } from '../../http/auth.js';
import { idempotentMoney } from '../../http/idempotency.js';
import * as lever from './lever.service.js';

/** Futures (SPEC.md §7 /lever/*, PRODUCT-RULES.md §5). */
export function leverRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['lever'];
    const preHandler = requireUser(deps.db);
    const user = { tags };

    app.post(
      '/lever/submit',
      { schema: { ...user, body: leverSubmitInputSchema }, preHandler },
      (req) => {
        const caller = callerOf(req);
        return lever.submitPosition(deps, caller, req.body, (work) =>
          idempotentMoney(deps, req, caller, work),
        );
      },
    );
    app.post(
      '/lever/deal',
      { schema: { ...user, body: leverDealInputSchema }, preHandler },
      (req) => lever.dealPositions(deps, callerOf(req), req.body),
    );
    app.post('/lever/dealall', { schema: user, preHandler }, (req) =>
      lever.dealAll(deps, callerOf(req)),
    );
    app.post(
      '/lever/my_trade',
      { schema: { ...user, body: leverHistoryInputSchema }, preHandler },
      (req) => lever.pageHistory(deps, callerOf(req), req.body),
    );
    app.post('/lever/close', { schema: { ...user, body: orderIdInputSchema }, preHandler }, (req) =>
      lever.closePosition(deps, callerOf(req), req.body.id),
    );
    app.post(
      '/lever/setstop',
      { schema: { ...user, body: leverSetStopInputSchema }, preHandler },
      (req) => lever.setStops(deps, callerOf(req), req.body),
    );
    app.post(
      '/lever/batch_close',
      { schema: { ...user, body: leverBatchCloseInputSchema }, preHandler },
      (req) => lever.batchClose(deps, callerOf(req), req.body),
    );
    app.post(
      '/lever/cancel',
      { schema: { ...user, body: orderIdInputSchema }, preHandler },
      (req) => lever.cancelEntry(deps, callerOf(req), req.body.id),
    );
  };
}
