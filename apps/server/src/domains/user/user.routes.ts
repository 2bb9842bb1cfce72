import {
  bindEmailInputSchema,
  bindMobileInputSchema,
  editNicknameInputSchema,
  headPortraitInputSchema,
  payPasswordInputSchema,
  userPreferencesInputSchema,
} from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AppDeps } from '../../deps.js';
import { callerOf, useUserAuth } from '../../http/auth.js';
import { say } from '../../http/envelope.js';
import * as user from './user.service.js';

/** The caller's own profile and security settings: every route needs a session. */
export function userRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['user'];
    useUserAuth(app);

    app.get('/user/info', { schema: { tags } }, (req) => user.getUserInfo(deps, callerOf(req)));
    app.post('/user/editNickname', { schema: { tags, body: editNicknameInputSchema } }, (req) =>
      user.editProfile(deps, callerOf(req), req.body),
    );
    app.post(
      '/user/uploadHeadPortrait',
      { schema: { tags, body: headPortraitInputSchema } },
      (req) => user.setHeadPortrait(deps, callerOf(req), req.body.head_portrait),
    );
    app.post('/user/setting', { schema: { tags, body: userPreferencesInputSchema } }, (req) =>
      user.setPreferences(deps, callerOf(req), req.body),
    );
    app.post(
      '/safe/update_password',
      { schema: { tags, body: payPasswordInputSchema } },
      async (req) => {
        await user.setPayPassword(deps, callerOf(req), req.body);
        return say('SAVED');
      },
    );
    app.post('/safe/mobile', { schema: { tags, body: bindMobileInputSchema } }, async (req) => {
      await user.bindMobile(deps, callerOf(req), req.body);
      return say('SAVED');
    });
    app.post('/safe/email', { schema: { tags, body: bindEmailInputSchema } }, async (req) => {
      await user.bindEmail(deps, callerOf(req), req.body);
      return say('SAVED');
    });
  };
}
