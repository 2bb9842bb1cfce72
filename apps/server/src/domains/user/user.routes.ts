import {
  bindEmailInputSchema,
  bindMobileInputSchema,
  editNicknameInputSchema,
  headPortraitInputSchema,
  PRICE_COLOURS,
  payPasswordInputSchema,
  userPreferencesInputSchema,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { callerOf, useUserAuth } from '../../http/auth.js';
import { sayAfter } from '../../http/envelope.js';
import { okResponse, textResponse, view } from '../../http/response.js';
import * as user from './user.service.js';

/** `UserView`: the caller's profile as /user/info and every profile change answer it. */
const userInfo = okResponse(
  view({
    id: z.number(),
    username: z.string(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    area_code: z.string().nullable(),
    nickname: z.string(),
    signature: z.string(),
    head_portrait: z.string().nullable(),
    invite_code: z.string(),
    inviter_id: z.number().nullable(),
    credit_score: z.number(),
    real_level: z.number(),
    default_fiat: z.string(),
    language: z.string(),
    price_colours: z.enum(PRICE_COLOURS).nullable().describe('null: by language'),
    has_pay_password: z.boolean(),
    created_at: z.number().describe('ms since the epoch'),
  }),
);

/** The caller's own profile and security settings: every route needs a session. */
export function userRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['user'];
    const text = textResponse();
    useUserAuth(app);

    app.get('/user/info', { schema: { tags, response: userInfo } }, (req) =>
      user.getUserInfo(deps, callerOf(req)),
    );
    app.post(
      '/user/editNickname',
      { schema: { tags, body: editNicknameInputSchema, response: userInfo } },
      (req) => user.editProfile(deps, callerOf(req), req.body),
    );
    app.post(
      '/user/uploadHeadPortrait',
      { schema: { tags, body: headPortraitInputSchema, response: userInfo } },
      (req) => user.setHeadPortrait(deps, callerOf(req), req.body.head_portrait),
    );
    app.post(
      '/user/setting',
      { schema: { tags, body: userPreferencesInputSchema, response: userInfo } },
      (req) => user.setPreferences(deps, callerOf(req), req.body),
    );
    app.post(
      '/safe/update_password',
      { schema: { tags, body: payPasswordInputSchema, response: text } },
      (req) => sayAfter('SAVED', user.setPayPassword(deps, callerOf(req), req.body)),
    );
    app.post(
      '/safe/mobile',
      { schema: { tags, body: bindMobileInputSchema, response: text } },
      (req) => sayAfter('SAVED', user.bindMobile(deps, callerOf(req), req.body)),
    );
    app.post(
      '/safe/email',
      { schema: { tags, body: bindEmailInputSchema, response: text } },
      (req) => sayAfter('SAVED', user.bindEmail(deps, callerOf(req), req.body)),
    );
  };
}
