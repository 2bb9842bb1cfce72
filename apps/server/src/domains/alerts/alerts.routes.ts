import {
  ALERT_KINDS,
  alertCreateInputSchema,
  alertListInputSchema,
  idInputSchema,
  INBOX_CATEGORIES,
  inboxSettingInputSchema,
  NOTIFICATION_KINDS,
  notificationListInputSchema,
  notificationReadInputSchema,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf } from '../../http/auth.js';
import { okResponse, page, view } from '../../http/response.js';
import * as alerts from './alerts.service.js';

const decimal = z.string().describe('decimal string');

/** `InboxSettingsView`. */
const inboxSettings = view({
  categories: z.object(
    Object.fromEntries(INBOX_CATEGORIES.map((c) => [c, z.boolean()])) as Record<
      (typeof INBOX_CATEGORIES)[number],
      z.ZodBoolean
    >,
  ),
});

/** `AlertView`. */
const alert = view({
  id: z.number(),
  symbol: z.string(),
  kind: z.enum(ALERT_KINDS),
  price: decimal.nullable().describe('crossing alerts: the target price'),
  percent: decimal.nullable().describe('move alerts: the percent within one hour'),
  direction: z.enum(['above', 'below']).nullable(),
  status: z.number().describe('1 active, 2 fired'),
  price_at_set: decimal.describe('the feed price when it was set'),
  fired_price: decimal.nullable().describe('the price of the tick that fired it'),
  fired_at: z.number().nullable().describe('the time of the tick that fired it (ms)'),
  created_at: z.number(),
});

/** `NotificationView`. */
const notification = view({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  params: z
    .union([
      view({
        alert_id: z.number(),
        symbol: z.string(),
        direction: z.enum(['above', 'below']),
        target: decimal,
        price: decimal.describe('the price of the tick that fired it'),
        tick_time: z.number(),
      }),
      view({
        alert_id: z.number(),
        symbol: z.string(),
        percent: decimal,
        moved: decimal.describe('the signed move in percent, e.g. -5.2'),
        reference: decimal.describe('the price at the start of the hour'),
        reference_time: z.number().nullable().describe('its tick (null: the price when set)'),
        price: decimal,
        tick_time: z.number(),
      }),
      view({ order_id: z.number(), symbol: z.string() }).describe('spot_filled, option_settled'),
      view({
        position_id: z.number(),
        symbol: z.string(),
        reason: z.string().optional().describe('user, take_profit, stop_loss or liquidation'),
      }).describe('position_opened, position_closed'),
      view({
        symbol: z.string(),
        warning_price: decimal,
        liquidation_price: decimal.nullable(),
      }).describe('liquidation_warning'),
      view({ id: z.number(), currency: z.string(), amount: decimal }).describe(
        'deposit_credited, withdrawal_paid, withdrawal_rejected',
      ),
      view({
        loan_id: z.number(),
        currency: z.string(),
        symbol: z.string(),
        ltv: decimal,
        price: decimal.describe('the price of the tick that reached 75 %'),
        tick_time: z.number(),
        liquidation_price: decimal.nullable(),
      }).describe('loan_margin_call'),
      view({
        loan_id: z.number(),
        currency: z.string(),
        symbol: z.string(),
        price: decimal.describe('the price of the tick that liquidated it'),
        tick_time: z.number(),
        debt: decimal,
        sold: decimal,
        returned: decimal,
      }).describe('loan_liquidated'),
    ])
    .describe('what the web translates the kind with'),
  read: z.boolean(),
  created_at: z.number(),
});

const unread = view({ count: z.number() });

/** Price alerts and the notifications inbox (#21 item 8). */
export function alertRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['alerts'];
    await app.register(
      authenticated(async (user) => {
        user.post(
          '/alert/add',
          { schema: { tags, body: alertCreateInputSchema, response: okResponse(alert) } },
          (req) => alerts.createAlert(deps, callerOf(req), req.body),
        );
        user.get(
          '/alert/list',
          {
            schema: { tags, querystring: alertListInputSchema, response: okResponse(page(alert)) },
          },
          (req) => alerts.pageAlerts(deps, callerOf(req), req.query),
        );
        user.post(
          '/alert/del',
          { schema: { tags, body: idInputSchema, response: okResponse(z.null()) } },
          (req) => alerts.deleteAlert(deps, callerOf(req), req.body.id),
        );
        user.get(
          '/notification/list',
          {
            schema: {
              tags,
              querystring: notificationListInputSchema,
              response: okResponse(page(notification)),
            },
          },
          (req) => alerts.pageNotifications(deps, callerOf(req), req.query),
        );
        user.get(
          '/notification/unread',
          { schema: { tags, response: okResponse(unread) } },
          (req) => alerts.unreadCount(deps, callerOf(req)),
        );
        user.get(
          '/notification/settings',
          { schema: { tags, response: okResponse(inboxSettings) } },
          (req) => alerts.inboxSettings(deps, callerOf(req)),
        );
        user.post(
          '/notification/settings',
          {
            schema: { tags, body: inboxSettingInputSchema, response: okResponse(inboxSettings) },
          },
          (req) => alerts.setInboxSetting(deps, callerOf(req), req.body),
        );
        user.post(
          '/notification/read',
          { schema: { tags, body: notificationReadInputSchema, response: okResponse(unread) } },
          (req) => alerts.markRead(deps, callerOf(req), req.body),
        );
      }),
    );
  };
}
