import {
  accountTransferInputSchema,
  billInputSchema,
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
  withdrawInfoInputSchema,
  withdrawInputSchema,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf } from '../../http/auth.js';
import { say } from '../../http/envelope.js';
import { idempotentMoney } from '../../http/idempotency.js';
import * as wallet from './wallet.service.js';

/** Accounts, deposits, withdrawals, transfers, conversions, records (SPEC.md §7). */
export function walletRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['wallet'];
    const user = { tags };

    // A coin's feed price is public.
    app.get(
      '/wallet/getRateCurrency',
      { schema: { ...user, querystring: rateCurrencyInputSchema } },
      (req) => wallet.rateCurrency(deps, req.query.id),
    );

    await app.register(
      authenticated(async (app) => {
        app.post('/wallet/list', { schema: user }, (req) => wallet.listWallet(deps, callerOf(req)));
        app.post('/wallet/detail', { schema: { ...user, body: walletDetailInputSchema } }, (req) =>
          wallet.walletDetail(deps, callerOf(req), req.body),
        );
        app.get('/currency/user_currency_list', { schema: user }, () =>
          wallet.listUserCurrencies(deps),
        );

        // Deposits
        app.post(
          '/wallet/get_in_address',
          { schema: { ...user, body: depositAddressInputSchema } },
          (req) => wallet.depositAddress(deps, callerOf(req), req.body),
        );
        app.post(
          '/wallet/charge_req',
          { schema: { ...user, body: chargeRequestInputSchema } },
          (req) =>
            idempotentMoney(deps, req, callerOf(req), (trx) =>
              wallet.requestDeposit(deps, trx, callerOf(req), req.body),
            ),
        );
        app.get('/recharge/log', { schema: { ...user, querystring: pagedInputSchema } }, (req) =>
          wallet.pageDeposits(deps, callerOf(req), req.query),
        );

        // Withdrawals
        app.post(
          '/wallet/get_info',
          { schema: { ...user, body: withdrawInfoInputSchema } },
          (req) => wallet.withdrawInfo(deps, callerOf(req), req.body.currency),
        );
        app.post('/wallet/out', { schema: { ...user, body: withdrawInputSchema } }, async (req) => {
          const caller = callerOf(req);
          // Rules first, then the pay password outside the money transaction (a wrong guess counts).
          const currency = await wallet.currencyForWithdrawal(deps, req.body.currency);
          await wallet.assertCanWithdraw(deps.db, caller.user, currency);
          await wallet.checkPayPassword(deps.db, caller.user.id, req.body.pay_password);
          return idempotentMoney(deps, req, caller, (trx) =>
            wallet.requestWithdrawal(deps, trx, caller, req.body),
          );
        });
        app.get(
          '/user/withdraw/list',
          { schema: { ...user, querystring: pagedInputSchema } },
          (req) => wallet.pageOwnWithdrawals(deps, callerOf(req), req.query),
        );

        // Transfers between own accounts
        app.post(
          '/wallet/change',
          { schema: { ...user, body: accountTransferInputSchema } },
          async (req) => {
            const caller = callerOf(req);
            const { currency_id: currencyId, from_field: from, to_field: to } = req.body;
            const answer = await idempotentMoney(deps, req, caller, async (trx) => {
              const view = await wallet.transferBetweenAccounts(trx, caller, req.body);
              // The account's owner may refuse (futures keeps open positions' losses covered).
              await deps.accountHooks.assertMayLeave(trx, from, caller.user.id, currencyId);
              return view;
            });
            deps.events.emit('transfer.completed', {
              userId: caller.user.id,
              currencyId,
              from,
              to,
            });
            return answer;
          },
        );
        app.get(
          '/wallet/hzhistory',
          { schema: { ...user, querystring: pagedInputSchema } },
          (req) => wallet.pageAccountTransfers(deps, callerOf(req), req.query),
        );

        // Coin conversion
        app.post('/user/getTransferList', { schema: user }, (req) =>
          wallet.listConvertible(deps, callerOf(req)),
        );
        app.post(
          '/user/getTransferFee',
          { schema: { ...user, body: conversionQuoteInputSchema } },
          (req) => wallet.quoteConversion(deps, req.body),
        );
        app.post('/user/Transfer', { schema: { ...user, body: conversionInputSchema } }, (req) =>
          idempotentMoney(deps, req, callerOf(req), (trx) =>
            wallet.convert(deps, trx, callerOf(req), req.body),
          ),
        );
        app.get(
          '/user/getTransferHistory',
          { schema: { ...user, querystring: pagedInputSchema } },
          (req) => wallet.pageConversions(deps, callerOf(req), req.query),
        );

        // The bill
        app.post('/wallet/legal_log', { schema: { ...user, body: billInputSchema } }, (req) =>
          wallet.pageBill(deps, callerOf(req), req.body, req.lang),
        );

        // Withdrawal addresses and bank cards
        app.get(
          '/user/wallet/list',
          { schema: { ...user, querystring: pagedInputSchema } },
          (req) => wallet.pageWalletAddresses(deps, callerOf(req), req.query),
        );
        app.post(
          '/user/wallet/save',
          { schema: { ...user, body: walletAddressSaveInputSchema } },
          (req) => wallet.saveWalletAddress(deps, callerOf(req), req.body),
        );
        app.post(
          '/user/wallet/delete',
          { schema: { ...user, body: idInputSchema } },
          async (req) => {
            await wallet.deleteWalletAddress(deps, callerOf(req), req.body.id);
            return say('DELETED');
          },
        );
        app.post('/user/cash_info', { schema: user }, (req) =>
          wallet.bankCard(deps, callerOf(req), 'domestic'),
        );
        app.post('/user/cash_info_international', { schema: user }, (req) =>
          wallet.bankCard(deps, callerOf(req), 'international'),
        );
        app.post(
          '/user/cash_save',
          { schema: { ...user, body: domesticBankCardInputSchema } },
          (req) => wallet.saveBankCard(deps, callerOf(req), 'domestic', req.body),
        );
        app.post(
          '/user/cash_save_international',
          { schema: { ...user, body: internationalBankCardInputSchema } },
          (req) => wallet.saveBankCard(deps, callerOf(req), 'international', req.body),
        );
      }),
    );
  };
}
