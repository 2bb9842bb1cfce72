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
import { callerOf, requireUser } from '../../http/auth.js';
import { say } from '../../http/envelope.js';
import * as user from './user.service.js';

export function userRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['user'];
    const preHandler = requireUser(deps.db);

    app.get('/user/info', { schema: { tags }, preHandler }, (req) => user.getUserInfo(deps, callerOf(req)));
    app.post('/user/editNickname', { schema: { tags, body: editNicknameInputSchema }, preHandler }, (req) =>
      user.editProfile(deps, callerOf(req), req.body),
    );
    app.post('/user/uploadHeadPortrait', { schema: { tags, body: headPortraitInputSchema }, preHandler }, (req) =>
      user.setHeadPortrait(deps, callerOf(req), req.body.head_portrait),
    );
    app.post('/user/setting', { schema: { tags, body: userPreferencesInputSchema }, preHandler }, (req) =>
      user.setPreferences(deps, callerOf(req), req.body),
    );
    app.post('/safe/update_password', { schema: { tags, body: payPasswordInputSchema }, preHandler }, async (req) => {
      await user.setPayPassword(deps, callerOf(req), req.body);
      return say('SAVED');
    });
    app.post('/safe/mobile', { schema: { tags, body: bindMobileInputSchema }, preHandler }, async (req) => {
      await user.bindMobile(deps, callerOf(req), req.body);
      return say('SAVED');
    });
    app.post('/safe/email', { schema: { tags, body: bindEmailInputSchema }, preHandler }, async (req) => {
      await user.bindEmail(deps, callerOf(req), req.body);
      return say('SAVED');
    });
  };
}
