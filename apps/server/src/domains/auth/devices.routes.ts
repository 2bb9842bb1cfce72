import {
  antiPhishingInputSchema,
  NETWORK_KINDS,
  pagingShape,
  revokeDeviceInputSchema,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { callerOf } from '../../http/auth.js';
import { sayAfter } from '../../http/envelope.js';
import { okResponse, page, textResponse, view } from '../../http/response.js';
import * as antiPhishing from './anti-phishing.service.js';
import * as devices from './devices.service.js';

const where = {
  browser: z.string().describe("from the user agent; '' when it does not say"),
  os: z.string(),
  network: z.string().describe("e.g. '203.0.113.0/24'; no city is guessed"),
  network_kind: z.enum(NETWORK_KINDS),
};

/** `DeviceView`. */
const device = view({
  id: z.number().describe('the session id'),
  ...where,
  last_seen_at: z.number().nullable(),
  signed_in_at: z.number(),
  current: z.boolean().describe('the session making this request'),
});

/** `LoginRecordView`. */
const loginRecord = view({ id: z.number(), at: z.number(), ...where, success: z.boolean() });

/** `AntiPhishingView`. */
const antiPhishingView = view({ set: z.boolean(), masked: z.string().nullable() });

/**
 * The caller's devices, sign-in history and anti-phishing code (issue #21 items 4 and 5); all
 * need a session (registered inside the auth domain's authenticated group).
 */
export function deviceRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth'];
    app.get('/user/devices', { schema: { tags, response: okResponse(z.array(device)) } }, (req) =>
      devices.listMyDevices(deps, callerOf(req)),
    );
    app.post(
      '/user/devices/revoke',
      { schema: { tags, body: revokeDeviceInputSchema, response: textResponse() } },
      (req) =>
        sayAfter('DEVICE_SIGNED_OUT', devices.revokeDevice(deps, callerOf(req), req.body.id)),
    );
    app.post('/user/devices/revoke_others', { schema: { tags, response: textResponse() } }, (req) =>
      sayAfter('OTHER_DEVICES_SIGNED_OUT', devices.revokeOtherDevices(deps, callerOf(req))),
    );
    app.get(
      '/user/login_history',
      {
        schema: {
          tags,
          querystring: z.object(pagingShape),
          response: okResponse(page(loginRecord)),
        },
      },
      (req) => devices.pageMyLogins(deps, callerOf(req), req.query),
    );
    app.get(
      '/user/anti_phishing',
      { schema: { tags, response: okResponse(antiPhishingView) } },
      (req) => antiPhishing.getAntiPhishing(deps, callerOf(req)),
    );
    app.post(
      '/user/anti_phishing',
      { schema: { tags, body: antiPhishingInputSchema, response: okResponse(antiPhishingView) } },
      (req) => antiPhishing.setAntiPhishing(deps, callerOf(req), req.body),
    );
  };
}
