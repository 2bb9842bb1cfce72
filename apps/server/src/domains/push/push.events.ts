import {
  formatDecimal,
  type Language,
  type PushCategory,
  type PushPayload,
} from '@meridian/contract';

import { findActiveCurrency } from '../../db/currencies.js';
import type { AppDeps } from '../../deps.js';
import { settledOption } from '../options/index.js';
import { pushSender, type PushJob } from './push.delivery.js';
import { pushText, type PushTextKey } from './push.messages.js';

/** The hash routes a tap opens (the web's paths table). */
const ROUTES = {
  notifications: '/pages/setting/notification',
  spotOrders: '/pages/transaction/currency_order',
  futuresOrders: '/pages/transaction/contract_order',
  optionOrders: '/pages/transaction/seconds_order',
  walletRecords: '/pages/fund/receive_withdraw_record',
} as const;

/** Number locales of the eight languages, as the web formats them. */
const LOCALES: Record<Language, string> = {
  en: 'en',
  zh: 'zh-Hans-CN',
  hk: 'zh-Hant-HK',
  th: 'th',
  jp: 'ja',
  kor: 'ko',
  fra: 'fr',
  spa: 'es',
};

/** An amount as the user's language writes it: up to 8 decimals, at least 2. */
const amount = (value: string, lang: Language) =>
  formatDecimal(value, { precision: 8, trimTo: 2, locale: LOCALES[lang] });

function payload(
  lang: Language,
  category: PushCategory,
  text: { title: PushTextKey; body: PushTextKey; params: Record<string, string | number> },
  route: string,
  tag: string,
): PushPayload {
  return {
    title: pushText(text.title, lang, text.params),
    body: pushText(text.body, lang, text.params),
    route,
    tag,
    category,
  };
}

/**
 * The push domain's listeners: each domain event a user should hear of while the app is closed
 * becomes one queued push (sent after the commit, off the emitting code's path).
 */
export function registerPushHooks(deps: AppDeps): void {
  const sender = pushSender(deps);
  const send = (job: PushJob) => sender.enqueue(job);
  const coin = async (currencyId: number) =>
    (await findActiveCurrency(deps.db, currencyId))?.name ?? '';

  deps.events.on('alert.fired', (e) =>
    send({
      userId: e.userId,
      category: 'alerts',
      build: (lang) =>
        payload(
          lang,
          'alerts',
          {
            title: 'alert_title',
            body: 'alert_body',
            params: { symbol: e.symbol, price: amount(e.price, lang) },
          },
          ROUTES.notifications,
          `alert-${e.alertId}`,
        ),
    }),
  );

  deps.events.on('order.filled', (e) =>
    send({
      userId: e.userId,
      category: 'fills',
      build: (lang) =>
        payload(
          lang,
          'fills',
          {
            title: 'order_filled_title',
            body: 'order_filled_body',
            params: { symbol: e.symbol, id: e.orderId },
          },
          ROUTES.spotOrders,
          `order-${e.orderId}`,
        ),
    }),
  );

  deps.events.on('position.opened', (e) =>
    send({
      userId: e.userId,
      category: 'fills',
      build: (lang) =>
        payload(
          lang,
          'fills',
          {
            title: 'position_opened_title',
            body: 'position_opened_body',
            params: { symbol: e.symbol },
          },
          ROUTES.futuresOrders,
          `position-${e.positionId}`,
        ),
    }),
  );

  deps.events.on('position.closed', (e) => {
    const liquidated = e.reason === 'liquidation';
    const category: PushCategory = liquidated ? 'liquidation' : 'fills';
    const body: PushTextKey = liquidated
      ? 'liquidated_body'
      : e.reason === 'take_profit'
        ? 'position_closed_take_profit'
        : e.reason === 'stop_loss'
          ? 'position_closed_stop_loss'
          : 'position_closed_user';
    send({
      userId: e.userId,
      category,
      // A liquidation is what a trader must hear at once; the rest can wait for the phone.
      urgency: liquidated ? 'high' : 'normal',
      build: (lang) =>
        payload(
          lang,
          category,
          {
            title: liquidated ? 'liquidated_title' : 'position_closed_title',
            body,
            params: { symbol: e.symbol },
          },
          ROUTES.futuresOrders,
          `position-${e.positionId}`,
        ),
    });
  });

  deps.events.on('position.liquidation_warning', (e) =>
    send({
      userId: e.userId,
      category: 'liquidation',
      urgency: 'high',
      // A warning is stale within minutes: the price has moved on.
      ttlSeconds: 600,
      build: (lang) =>
        payload(
          lang,
          'liquidation',
          {
            title: 'liquidation_warning_title',
            body: 'liquidation_warning_body',
            params: {
              symbol: e.symbol,
              liquidation: e.liquidationPrice === null ? '—' : amount(e.liquidationPrice, lang),
            },
          },
          ROUTES.futuresOrders,
          `liquidation-warning-${e.symbol}`,
        ),
    }),
  );

  deps.events.on('option.settled', (e) =>
    send({
      userId: e.userId,
      category: 'options',
      build: async (lang) => {
        const settled = await settledOption(deps.db, e.orderId);
        if (!settled) return undefined;
        const params = {
          symbol: settled.symbol,
          coin: await coin(settled.currencyId),
          stake: amount(settled.stake, lang),
          profit: amount(settled.profit, lang),
        };
        const body = `option_${settled.outcome}` as const;
        return payload(
          lang,
          'options',
          { title: 'option_title', body, params },
          ROUTES.optionOrders,
          `option-${e.orderId}`,
        );
      },
    }),
  );

  const wallet = (
    e: { userId: number; currencyId: number; amount: string },
    text: { title: PushTextKey; body: PushTextKey },
    tag: string,
  ) =>
    send({
      userId: e.userId,
      category: 'wallet',
      build: async (lang) =>
        payload(
          lang,
          'wallet',
          { ...text, params: { amount: amount(e.amount, lang), coin: await coin(e.currencyId) } },
          ROUTES.walletRecords,
          tag,
        ),
    });
  deps.events.on('deposit.credited', (e) =>
    wallet(e, { title: 'deposit_title', body: 'deposit_body' }, `deposit-${e.depositId}`),
  );
  deps.events.on('withdrawal.paid', (e) =>
    wallet(
      e,
      { title: 'withdrawal_paid_title', body: 'withdrawal_paid_body' },
      `withdrawal-${e.withdrawalId}`,
    ),
  );
  deps.events.on('withdrawal.rejected', (e) =>
    wallet(
      e,
      { title: 'withdrawal_rejected_title', body: 'withdrawal_rejected_body' },
      `withdrawal-${e.withdrawalId}`,
    ),
  );
}
