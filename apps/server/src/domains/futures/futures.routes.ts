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
import { callerOf, useUserAuth } from '../../http/auth.js';
import { idempotentMoney } from '../../http/idempotency.js';
import * as commands from './futures.commands.js';
import * as views from './futures.views.js';

/** Futures under their wire names (SPEC.md §7 /lever/*, PRODUCT-RULES.md §5). */
export function futuresRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['lever'];
    useUserAuth(app);
    const user = { tags };

    app.post('/lever/submit', { schema: { ...user, body: leverSubmitInputSchema } }, (req) => {
      const caller = callerOf(req);
      return commands.submitPosition(deps, caller, req.body, (work) =>
        idempotentMoney(deps, req, caller, work),
      );
    });
    app.post('/lever/deal', { schema: { ...user, body: leverDealInputSchema } }, (req) =>
      views.dealPositions(deps, callerOf(req), req.body),
    );
    app.post('/lever/dealall', { schema: user }, (req) => views.dealAll(deps, callerOf(req)));
    app.post('/lever/my_trade', { schema: { ...user, body: leverHistoryInputSchema } }, (req) =>
      views.pageHistory(deps, callerOf(req), req.body),
    );
    app.post('/lever/close', { schema: { ...user, body: orderIdInputSchema } }, (req) =>
      commands.closePosition(deps, callerOf(req), req.body.id),
    );
    app.post('/lever/setstop', { schema: { ...user, body: leverSetStopInputSchema } }, (req) =>
      commands.setStops(deps, callerOf(req), req.body),
    );
    app.post(
      '/lever/batch_close',
      { schema: { ...user, body: leverBatchCloseInputSchema } },
      (req) => commands.batchClose(deps, callerOf(req), req.body),
    );
    app.post('/lever/cancel', { schema: { ...user, body: orderIdInputSchema } }, (req) =>
      commands.cancelEntry(deps, callerOf(req), req.body.id),
    );
  };
}
