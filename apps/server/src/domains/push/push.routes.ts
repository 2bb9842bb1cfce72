import {
  PUSH_CATEGORIES,
  pushSettingInputSchema,
  pushSubscribeInputSchema,
  pushUnsubscribeInputSchema,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf } from '../../http/auth.js';
import { okResponse, view } from '../../http/response.js';
import * as push from './push.service.js';

/** `PushKeyView`. */
const key = view({ public_key: z.string().describe('the VAPID public key, base64url') });

/** `PushSettingsView`. */
const settings = view({
  categories: view(
    Object.fromEntries(PUSH_CATEGORIES.map((c) => [c, z.boolean()])) as Record<
      (typeof PUSH_CATEGORIES)[number],
      z.ZodBoolean
    >,
  ).describe('each category: on (the default) or off'),
  devices: z.number().describe('how many devices of the user are subscribed'),
});

/** Web Push (#21 item 9): the public key, this device's subscription and the category switches. */
export function pushRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['push'];
    app.get('/push/key', { schema: { tags, response: okResponse(key) } }, () =>
      push.publicKey(deps),
    );
    await app.register(
      authenticated(async (user) => {
        user.post(
          '/push/subscribe',
          { schema: { tags, body: pushSubscribeInputSchema, response: okResponse(settings) } },
          (req) => push.subscribe(deps, callerOf(req), req.body, req.headers['user-agent'] ?? ''),
        );
        user.post(
          '/push/unsubscribe',
          { schema: { tags, body: pushUnsubscribeInputSchema, response: okResponse(settings) } },
          (req) => push.unsubscribe(deps, callerOf(req), req.body),
        );
        user.get('/push/settings', { schema: { tags, response: okResponse(settings) } }, (req) =>
          push.settings(deps, callerOf(req)),
        );
        user.post(
          '/push/settings',
          { schema: { tags, body: pushSettingInputSchema, response: okResponse(settings) } },
          (req) => push.setCategory(deps, callerOf(req), req.body),
        );
      }),
    );
  };
}
