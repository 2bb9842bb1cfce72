import {
  checkEmailInputSchema,
  forgetInputSchema,
  loginInputSchema,
  registerInputSchema,
  sendMailCodeInputSchema,
  sendSmsCodeInputSchema,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { authenticated, callerOf, optionalCaller } from '../../http/auth.js';
import { say } from '../../http/envelope.js';
import { accountLookupLimit, codeSendLimit, loginLimit } from '../../http/rate-limit.js';
import { okResponse, textResponse } from '../../http/response.js';
import * as auth from './auth.service.js';

/** The session token the client sends back in the `Authorization` header. */
const sessionToken = okResponse(z.string().describe('The session token.'));

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
      async (req) => {
        await auth.sendMailCode(deps, req.body, req.lang, await optionalCaller(req));
        return say('CODE_SENT');
      },
    );
    app.post(
      '/sms_send',
      {
        schema: { tags, body: sendSmsCodeInputSchema, response: text },
        config: { rateLimit: codeSendLimit },
      },
      async (req) => {
        await auth.sendSmsCode(deps, req.body, req.lang, await optionalCaller(req));
        return say('CODE_SENT');
      },
    );
    app.post(
      '/user/check_email',
      {
        schema: { tags, body: checkEmailInputSchema, response: text },
        config: { rateLimit: accountLookupLimit },
      },
      async (req) => {
        await auth.checkEmailAvailable(deps, req.body.user_string);
        return say('EMAIL_AVAILABLE');
      },
    );
    app.post(
      '/user/register',
      { schema: { tags, body: registerInputSchema, response: text } },
      async (req) => {
        await auth.register(deps, req.body);
        return say('REGISTER_SUCCESS');
      },
    );
    app.post(
      '/user/login',
      {
        schema: { tags, body: loginInputSchema, response: sessionToken },
        config: { rateLimit: loginLimit },
      },
      (req) => auth.login(deps, req.body),
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
      async (req) => {
        await auth.resetPassword(deps, req.body);
        return say('SAVED');
      },
    );

    await app.register(
      authenticated(async (user) => {
        user.get('/user/logout', { schema: { tags, response: text } }, async (req) => {
          await auth.logout(deps, callerOf(req));
          return say('LOGOUT_SUCCESS');
        });
      }),
    );
  };
}
