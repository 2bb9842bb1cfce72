import {
  accountTransferInputSchema,
  chargeRequestInputSchema,
  conversionInputSchema,
  conversionQuoteInputSchema,
  depositAddressInputSchema,
  domesticBankCardInputSchema,
  idInputSchema,
  internationalBankCardInputSchema,
  pagedInputSchema,
  rateCurrencyInputSchema,
  walletAddressSaveInputSchema,
  walletDetailInputSchema,
  whitelistSwitchInputSchema,
  withdrawInfoInputSchema,
  withdrawInputSchema,
} from '@meridian/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf } from '../../http/auth.js';
import { sayAfter } from '../../http/envelope.js';
import { idempotencyClaimOf, idempotentMoney } from '../../http/idempotency.js';
import * as balances from './balances.service.js';
import { billEventsInputSchema } from './bill.kinds.js';
import { billResponses } from './bill.responses.js';
import * as bill from './bill.service.js';
import * as conversion from './conversion.service.js';
import * as deposits from './deposits.service.js';
import * as payoutMethods from './payout-methods.service.js';
import { createTransferBatcher } from './transfers.batch.js';
import * as transfers from './transfers.service.js';
import type { RunMoney } from './wallet.common.js';
import { walletResponses as r } from './wallet.responses.js';
import * as whitelist from './whitelist.service.js';
import * as withdrawals from './withdrawals.service.js';

/** Accounts, deposits, withdrawals, transfers, conversions, records (SPEC.md §7). */
export function walletRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  /** A money-moving request's transaction: idempotent when it carries an Idempotency-Key. */
  const idempotent =
    (req: FastifyRequest): RunMoney =>
    (work) =>
      idempotentMoney(deps, req, callerOf(req), work);

  const transferGrouped = createTransferBatcher(deps);

  return async (app) => {
    const tags = ['wallet'];
    const user = { tags };

    // A coin's feed price is public.
    app.get(
      '/wallet/getRateCurrency',
      { schema: { ...user, querystring: rateCurrencyInputSchema, response: r.rateCurrency } },
      (req) => balances.rateCurrency(deps, req.query.id),
    );

    await app.register(
      authenticated(async (app) => {
        app.post('/wallet/list', { schema: { ...user, response: r.list } }, (req) =>
          balances.listWallet(deps, callerOf(req)),
        );
        app.post(
          '/wallet/detail',
          { schema: { ...user, body: walletDetailInputSchema, response: r.detail } },
          (req) => balances.walletDetail(deps, callerOf(req), req.body),
        );
        app.get(
          '/currency/user_currency_list',
          { schema: { ...user, response: r.userCurrencies } },
          () => balances.listUserCurrencies(deps),
        );

        // Deposits
        app.post(
          '/wallet/get_in_address',
          { schema: { ...user, body: depositAddressInputSchema, response: r.depositAddress } },
          (req) => deposits.depositAddress(deps, callerOf(req), req.body),
        );
        app.post(
          '/wallet/charge_req',
          { schema: { ...user, body: chargeRequestInputSchema, response: r.depositRequest } },
          (req) => deposits.requestDeposit(deps, callerOf(req), req.body, idempotent(req)),
        );
        app.get(
          '/recharge/log',
          { schema: { ...user, querystring: pagedInputSchema, response: r.deposits } },
          (req) => deposits.pageDeposits(deps, callerOf(req), req.query),
        );

        // Withdrawals
        app.post(
          '/wallet/get_info',
          { schema: { ...user, body: withdrawInfoInputSchema, response: r.withdrawInfo } },
          (req) => withdrawals.withdrawInfo(deps, callerOf(req), req.body.currency, req.lang),
        );
        app.post(
          '/wallet/out',
          { schema: { ...user, body: withdrawInputSchema, response: r.withdrawal } },
          (req) => withdrawals.withdraw(deps, callerOf(req), req.body, idempotent(req)),
        );
        app.get(
          '/user/withdraw/list',
          { schema: { ...user, querystring: pagedInputSchema, response: r.withdrawals } },
          (req) => withdrawals.pageOwnWithdrawals(deps, callerOf(req), req.query),
        );

        // Transfers between own accounts
        app.post(
          '/wallet/change',
          { schema: { ...user, body: accountTransferInputSchema, response: r.accountTransfer } },
          async (req) => {
            const caller = callerOf(req);
            return transferGrouped(
              idempotencyClaimOf(req, caller),
              () => transfers.transferBetweenAccounts(deps, caller, req.body, idempotent(req)),
              async () => ({
                caller,
                input: req.body,
                currency: await transfers.transferCurrency(deps.db, req.body),
              }),
            );
          },
        );
        app.get(
          '/wallet/hzhistory',
          { schema: { ...user, querystring: pagedInputSchema, response: r.accountTransfers } },
          (req) => transfers.pageAccountTransfers(deps, callerOf(req), req.query),
        );

        // Coin conversion
        app.post('/user/getTransferList', { schema: { ...user, response: r.convertible } }, (req) =>
          conversion.listConvertible(deps, callerOf(req)),
        );
        app.post(
          '/user/getTransferFee',
          { schema: { ...user, body: conversionQuoteInputSchema, response: r.conversionQuote } },
          (req) => conversion.quoteConversion(deps, callerOf(req), req.body),
        );
        app.post(
          '/user/Transfer',
          { schema: { ...user, body: conversionInputSchema, response: r.conversion } },
          (req) => conversion.convert(deps, callerOf(req), req.body, idempotent(req)),
        );
        app.get(
          '/user/getTransferHistory',
          { schema: { ...user, querystring: pagedInputSchema, response: r.conversions } },
          (req) => conversion.pageConversions(deps, callerOf(req), req.query),
        );

        // The bill
        app.post(
          '/wallet/legal_log',
          { schema: { ...user, body: billEventsInputSchema, response: billResponses.events } },
          (req) => bill.pageBill(deps, callerOf(req), req.body, req.lang),
        );

        // Withdrawal addresses and bank cards
        app.get(
          '/user/wallet/list',
          { schema: { ...user, querystring: pagedInputSchema, response: r.walletAddresses } },
          (req) => payoutMethods.pageWalletAddresses(deps, callerOf(req), req.query),
        );
        app.post(
          '/user/wallet/save',
          { schema: { ...user, body: walletAddressSaveInputSchema, response: r.walletAddress } },
          (req) => payoutMethods.saveWalletAddress(deps, callerOf(req), req.body),
        );
        app.post(
          '/user/wallet/delete',
          { schema: { ...user, body: idInputSchema, response: r.text } },
          (req) =>
            sayAfter(
              'DELETED',
              payoutMethods.deleteWalletAddress(deps, callerOf(req), req.body.id),
            ),
        );
        // The withdrawal whitelist (issue #21 item 3)
        app.post('/user/whitelist/info', { schema: { ...user, response: r.whitelist } }, (req) =>
          whitelist.whitelistOf(deps.db, callerOf(req).user.id),
        );
        app.post(
          '/user/whitelist/on',
          { schema: { ...user, body: whitelistSwitchInputSchema, response: r.whitelist } },
          (req) => whitelist.turnWhitelistOn(deps, callerOf(req), req.body),
        );
        app.post(
          '/user/whitelist/off',
          { schema: { ...user, body: whitelistSwitchInputSchema, response: r.whitelist } },
          (req) => whitelist.requestWhitelistOff(deps, callerOf(req), req.body),
        );
        app.post(
          '/user/whitelist/cancel_off',
          { schema: { ...user, response: r.whitelist } },
          (req) => whitelist.cancelWhitelistOff(deps, callerOf(req)),
        );
        app.post('/user/cash_info', { schema: { ...user, response: r.bankCard } }, (req) =>
          payoutMethods.bankCard(deps, callerOf(req), 'domestic'),
        );
        app.post(
          '/user/cash_info_international',
          { schema: { ...user, response: r.bankCard } },
          (req) => payoutMethods.bankCard(deps, callerOf(req), 'international'),
        );
        app.post(
          '/user/cash_save',
          { schema: { ...user, body: domesticBankCardInputSchema, response: r.savedBankCard } },
          (req) => payoutMethods.saveBankCard(deps, callerOf(req), 'domestic', req.body),
        );
        app.post(
          '/user/cash_save_international',
          {
            schema: { ...user, body: internationalBankCardInputSchema, response: r.savedBankCard },
          },
          (req) => payoutMethods.saveBankCard(deps, callerOf(req), 'international', req.body),
        );
      }),
    );
  };
}
