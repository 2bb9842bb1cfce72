import { BILL_KINDS } from '@meridian/contract';
import { z } from 'zod';

import { okResponse, page, view } from '../../http/response.js';

/*
 * What POST /wallet/legal_log answers: a page of events. Each event keeps the fields of the
 * journal line the bill used to answer (of the first of the caller's entries that matches the
 * filter), so older readers keep working, and adds the event's parts and the facts of its order.
 */

const decimal = z.string().describe('decimal string');
const optionalDecimal = decimal.nullable();

const entry = view({
  id: z.number(),
  currency_id: z.number(),
  currency_name: z.string(),
  account_type: z.number().describe('1 legal, 2 change, 3 lever, 4 micro'),
  change: decimal,
  frozen_change: decimal,
  available_after: decimal,
  frozen_after: decimal,
});

const billEvent = view({
  id: z.number().describe('the id of the journal line the top-level amounts are of'),
  currency_id: z.number(),
  currency_name: z.string(),
  account_type: z.number(),
  reason: z.string(),
  reason_text: z.string().describe("the reason in the request's language"),
  memo: z.string().nullable(),
  change: decimal,
  frozen_change: decimal,
  available_after: decimal,
  frozen_after: decimal,
  created_at: z.number().describe('ms since the epoch'),
  posting_id: z.number().describe('the event: one posting; a cursor for `before`'),
  kind: z.enum(BILL_KINDS),
  order: view({
    kind: z.enum(['futures', 'spot', 'options', 'convert', 'transfer', 'withdraw', 'deposit']),
    id: z.number(),
  })
    .nullable()
    .describe('the order, position or record the event belongs to'),
  entries: z.array(entry).describe("every change of the caller's balances by the event"),
  fees: z.array(view({ currency_id: z.number(), currency_name: z.string(), amount: decimal })),
  detail: view({
    symbol: z.string().nullable(),
    side: z
      .number()
      .nullable()
      .describe('futures 1 long 2 short; spot 1 buy 2 sell; options 1 up 2 down'),
    leverage: z.number().nullable(),
    price: optionalDecimal,
    amount: optionalDecimal,
    total: optionalDecimal,
    margin: optionalDecimal,
    profit: optionalDecimal,
    seconds: z.number().nullable(),
    from_currency: z.string().nullable(),
    to_currency: z.string().nullable(),
    from_field: z.number().nullable(),
    to_field: z.number().nullable(),
  }),
});

export const billResponses = {
  events: okResponse(
    page(billEvent).extend({
      next_before: z
        .number()
        .nullable()
        .describe('send as `before` for the next page; null on the last one'),
    }),
  ),
};
