import { z } from 'zod';

import { okResponse, page, textResponse, view } from '../../http/response.js';

/*
 * What every wallet route answers (`schema.response`), so /api/docs documents it; the shapes are
 * the contract's view interfaces (packages/contract/src/wallet.ts).
 */

const decimal = z.string().describe('decimal string');
const ms = z.number().describe('ms since the epoch');
const accountType = z.number().describe('1 legal, 2 change, 3 lever, 4 micro');

const balanceShape = {
  currency_id: z.number(),
  currency_name: z.string(),
  full_name: z.string(),
  color: z.string().nullable(),
  image: z.string().nullable(),
  balance: decimal.describe('available + frozen'),
  available: decimal,
  frozen: decimal,
  locked: decimal,
  price: decimal.nullable().describe('USDT per unit from the feed; null without a fresh price'),
  usdt_value: decimal.nullable(),
};

const depositRequest = view({
  id: z.number(),
  currency_id: z.number(),
  currency_name: z.string(),
  network: z.string(),
  address: z.string(),
  amount: decimal,
  voucher: z.string(),
  status: z.number(),
  reason: z.string().nullable(),
  created_at: ms,
  handled_at: ms.nullable(),
});

const withdrawal = view({
  id: z.number(),
  currency_id: z.number(),
  currency_name: z.string(),
  number: decimal.describe('what left the balance, fee included'),
  fee: decimal,
  real_number: decimal.describe('what the destination receives'),
  destination: view({
    kind: z.string().describe('address, domestic or international'),
    label: z.string(),
  }),
  status: z.number(),
  reason: z.string().nullable(),
  created_at: ms,
  handled_at: ms.nullable(),
});

const accountTransfer = view({
  id: z.number(),
  currency_id: z.number(),
  currency_name: z.string(),
  number: decimal,
  from_field: accountType,
  to_field: accountType,
  created_at: ms,
});

const conversion = view({
  id: z.number(),
  from_currency_id: z.number(),
  to_currency_id: z.number(),
  number: decimal,
  receive: decimal,
  fee: decimal,
  fee_rate: decimal,
  from_price: decimal,
  to_price: decimal,
  price_time: ms,
  created_at: ms,
});

const billEntry = view({
  id: z.number(),
  currency_id: z.number(),
  currency_name: z.string(),
  account_type: accountType,
  reason: z.string(),
  reason_text: z.string().describe("the reason in the request's language"),
  memo: z.string().nullable(),
  change: decimal,
  frozen_change: decimal,
  available_after: decimal,
  frozen_after: decimal,
  created_at: ms,
});

const walletAddress = view({
  id: z.number(),
  currency_id: z.number(),
  currency_name: z.string(),
  network: z.string().nullable(),
  name: z.string(),
  address: z.string(),
  qrcode: z.string().nullable(),
  created_at: ms,
  usable_at: ms.describe('when it can take a withdrawal (whitelist cool-off)'),
});

const bankCard = view({
  kind: z.string().describe('domestic or international'),
  fields: z.record(z.string(), z.string()),
  updated_at: ms,
  usable_at: ms.describe('when it can take a withdrawal (whitelist cool-off)'),
});

const withdrawHold = view({
  kind: z.string(),
  reason: z.string().describe("in the caller's language"),
  until: ms.nullable().describe('when it lifts by itself; null when only `resolve` lifts it'),
  resolve: z.string().describe('kyc, security, pay_password, whitelist or wait'),
  blocking: z.boolean(),
});

const whitelist = view({
  state: z.string().describe('off, on or off_pending'),
  on_since: ms.nullable(),
  off_at: ms.nullable().describe('when a requested turning off takes effect'),
});

/** The `response` of each wallet route, by what it answers. */
export const walletResponses = {
  rateCurrency: okResponse(
    view({
      currency_id: z.number(),
      currency_name: z.string(),
      price: decimal.nullable(),
      price_time: ms.nullable(),
    }),
  ),
  list: okResponse(
    view({
      total_usdt: decimal,
      accounts: z.array(
        view({
          type: accountType,
          name: z.string(),
          total_usdt: decimal,
          unpriced: z.number().describe('coins held that have no price, left out of the total'),
          currencies: z.array(view(balanceShape)),
        }),
      ),
    }),
  ),
  detail: okResponse(view({ ...balanceShape, type: accountType })),
  userCurrencies: okResponse(
    z.array(
      view({
        id: z.number(),
        name: z.string(),
        full_name: z.string(),
        color: z.string().nullable(),
        image: z.string().nullable(),
        networks: z.array(z.string()),
        deposit_enabled: z.boolean(),
        withdraw_enabled: z.boolean(),
        withdraw_min: decimal,
        withdraw_fee: decimal,
        account_type: accountType,
      }),
    ),
  ),
  depositAddress: okResponse(
    view({
      currency_id: z.number(),
      currency_name: z.string(),
      network: z.string(),
      networks: z.array(z.string()),
      address: z.string(),
      is_demo: z.boolean().describe('a demo address: never send real coins to it'),
    }),
  ),
  depositRequest: okResponse(depositRequest),
  deposits: okResponse(page(depositRequest)),
  withdrawInfo: okResponse(
    view({
      currency_id: z.number(),
      currency_name: z.string(),
      networks: z.array(z.string()),
      account_type: accountType,
      available: decimal,
      min: decimal,
      fee: decimal,
      withdraw_enabled: z.boolean(),
      bank_enabled: z.boolean(),
      kyc_level: z.number(),
      limit_btc_24h: decimal,
      used_btc_24h: decimal,
      remaining_btc_24h: decimal,
      remaining_amount: decimal.nullable(),
      pay_password_set: z.boolean(),
      hold_until: ms.nullable(),
      holds: z.array(withdrawHold),
      whitelist: z.boolean().describe('the whitelist applies (on, or off still pending)'),
    }),
  ),
  withdrawal: okResponse(withdrawal),
  withdrawals: okResponse(page(withdrawal)),
  accountTransfer: okResponse(accountTransfer),
  accountTransfers: okResponse(page(accountTransfer)),
  convertible: okResponse(
    z.array(
      view({
        currency_id: z.number(),
        currency_name: z.string(),
        color: z.string().nullable(),
        image: z.string().nullable(),
        available: decimal,
        price: decimal.nullable(),
      }),
    ),
  ),
  conversionQuote: okResponse(
    view({
      fee_rate: decimal,
      from_price: decimal.nullable(),
      to_price: decimal.nullable(),
      rate: decimal.nullable(),
      gross: decimal.nullable(),
      fee: decimal.nullable(),
      receive: decimal.nullable(),
      price_time: ms.nullable(),
      quote_id: z
        .number()
        .nullable()
        .describe('with an amount: the held quote to send to /user/Transfer as quote_id'),
      expires_at: ms.nullable().describe('when the held quote lapses'),
      hold_seconds: z.number().nullable().describe('how long a quote is held (QUOTE_HOLD_SECONDS)'),
    }),
  ),
  conversion: okResponse(conversion),
  conversions: okResponse(page(conversion)),
  bill: okResponse(page(billEntry)),
  whitelist: okResponse(whitelist),
  walletAddress: okResponse(walletAddress),
  walletAddresses: okResponse(page(walletAddress)),
  bankCard: okResponse(bankCard.nullable()),
  savedBankCard: okResponse(bankCard),
  text: textResponse(),
};
