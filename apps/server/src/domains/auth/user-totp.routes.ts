import { secondFactorSchema, totpConfirmInputSchema } from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { callerOf } from '../../http/auth.js';
import { sayAfter } from '../../http/envelope.js';
import { loginLimit } from '../../http/rate-limit.js';
import { okResponse, textResponse, view } from '../../http/response.js';
import * as totp from './user-totp.service.js';

/** `TotpStatusView`. */
const status = view({ enabled: z.boolean(), recovery_codes_left: z.number() });
/** `TotpEnrolmentView`: the key is answered this once. */
const enrolment = view({ secret: z.string(), uri: z.string().describe('otpauth:// for the QR') });
const recoveryCodes = view({
  recovery_codes: z.array(z.string()).describe('ten one-time codes, answered this once'),
});

/**
 * The caller's two-factor (issue #21 item 2): state, enrolment, the confirming code that turns it
 * on, and turning it off with a code. Registered inside the authenticated scope.
 */
export function userTotpRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth'];
    const limited = { rateLimit: loginLimit };
    app.get('/user/totp', { schema: { tags, response: okResponse(status) } }, (req) =>
      totp.userTotpStatus(deps, callerOf(req).user.id),
    );
    app.post(
      '/user/totp/enrol',
      { schema: { tags, response: okResponse(enrolment) }, config: limited },
      (req) => {
        const { user } = callerOf(req);
        return totp.enrolUserTotp(deps, user.id, user.email ?? user.username);
      },
    );
    app.post(
      '/user/totp/confirm',
      {
        schema: { tags, body: totpConfirmInputSchema, response: okResponse(recoveryCodes) },
        config: limited,
      },
      (req) => totp.confirmUserTotp(deps, callerOf(req).user.id, req.body),
    );
    app.post(
      '/user/totp/disable',
      { schema: { tags, body: secondFactorSchema, response: textResponse() }, config: limited },
      (req) => sayAfter('SAVED', totp.disableUserTotp(deps, callerOf(req).user.id, req.body)),
    );
  };
}
