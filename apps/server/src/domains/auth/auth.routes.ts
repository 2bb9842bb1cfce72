import {
  checkEmailInputSchema,
  forgetInputSchema,
  loginInputSchema,
  loginVerifyInputSchema,
  passkeyLoginInputSchema,
  registerInputSchema,
  sendMailCodeInputSchema,
  sendSmsCodeInputSchema,
} from '@meridian/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf, optionalCaller } from '../../http/auth.js';
import { sayAfter } from '../../http/envelope.js';
import { accountLookupLimit, codeSendLimit, loginLimit } from '../../http/rate-limit.js';
import { okResponse, textResponse, view } from '../../http/response.js';
import * as auth from './auth.service.js';
import { ceremonyOptions, passkeyRoutes, siteOf } from './passkeys.routes.js';
import * as passkeys from './passkeys.service.js';
import { userTotpRoutes } from './user-totp.routes.js';
import { deviceRoutes } from './devices.routes.js';

/** The session token the client sends back in the `Authorization` header. */
const token = z.string().describe('The session token.');
const sessionToken = okResponse(token);
/** With two-factor on, the password step answers a challenge instead (`LoginChallengeView`). */
const sessionTokenOrChallenge = okResponse(
  z.union([
    token,
    view({ second_factor: z.literal('totp'), challenge: z.string() }).describe(
      'Two-factor is on: POST /user/login/verify with this challenge and a code.',
    ),
  ]),
);

/** Where a sign-in comes from, for the login history and the new-device notice. */
const originOf = (req: FastifyRequest) => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? '',
});

export function authRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth'];
    const text = textResponse();
    app.post(
      '/sms_mail',
      {
        schema: { tags, body: sendMailCodeInputSchema, response: text },
        config: { rateLimit: codeSendLimit },
      },
      async (req) =>
        sayAfter(
          'CODE_SENT',
          auth.sendMailCode(deps, req.body, req.lang, await optionalCaller(req)),
        ),
    );
    app.post(
      '/sms_send',
      {
        schema: { tags, body: sendSmsCodeInputSchema, response: text },
        config: { rateLimit: codeSendLimit },
      },
      async (req) =>
        sayAfter(
          'CODE_SENT',
          auth.sendSmsCode(deps, req.body, req.lang, await optionalCaller(req)),
        ),
    );
    app.post(
      '/user/check_email',
      {
        schema: { tags, body: checkEmailInputSchema, response: text },
        config: { rateLimit: accountLookupLimit },
      },
      (req) => sayAfter('EMAIL_AVAILABLE', auth.checkEmailAvailable(deps, req.body.user_string)),
    );
    app.post(
      '/user/register',
      { schema: { tags, body: registerInputSchema, response: text } },
      (req) => sayAfter('REGISTER_SUCCESS', auth.register(deps, req.body)),
    );
    app.post(
      '/user/login',
      {
        schema: { tags, body: loginInputSchema, response: sessionTokenOrChallenge },
        config: { rateLimit: loginLimit },
      },
      (req) => auth.login(deps, req.body, originOf(req)),
    );
    app.post(
      '/user/login/verify',
      {
        schema: { tags, body: loginVerifyInputSchema, response: sessionToken },
        config: { rateLimit: loginLimit },
      },
      (req) => auth.verifyLogin(deps, req.body, originOf(req)),
    );
    // Signing in with a passkey (#21 item 1): options for navigator.credentials.get(), then its answer.
    app.post(
      '/user/login/passkey_options',
      {
        schema: {
          tags,
          body: z.object({ stay: passkeyLoginInputSchema.shape.stay }),
          response: okResponse(ceremonyOptions),
        },
        config: { rateLimit: loginLimit },
      },
      (req) => passkeys.loginOptions(deps, siteOf(req, deps.config.publicUrl), req.body.stay),
    );
    app.post(
      '/user/login/passkey',
      {
        schema: { tags, body: passkeyLoginInputSchema, response: sessionToken },
        config: { rateLimit: loginLimit },
      },
      (req) => passkeys.loginWithPasskey(deps, req.body, originOf(req)),
    );
    app.post(
      '/user/forget',
      {
        schema: {
          tags,
          body: forgetInputSchema.and(z.object({ area_code: z.string().optional() })),
          response: text,
        },
        config: { rateLimit: loginLimit },
      },
      (req) => sayAfter('SAVED', auth.resetPassword(deps, req.body)),
    );

    await app.register(
      authenticated(async (user) => {
        user.get('/user/logout', { schema: { tags, response: text } }, (req) =>
          sayAfter('LOGOUT_SUCCESS', auth.logout(deps, callerOf(req))),
        );
        await user.register(deviceRoutes(deps));
        await user.register(userTotpRoutes(deps));
        await user.register(passkeyRoutes(deps));
      }),
    );
  };
}
