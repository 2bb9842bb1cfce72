import {
  passkeyAddInputSchema,
  passkeyConfirmOptionsInputSchema,
  passkeyRegisterOptionsInputSchema,
  passkeyRemoveInputSchema,
  passkeyRenameInputSchema,
  withdrawalSubject,
} from '@meridian/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { callerOf } from '../../http/auth.js';
import { sayAfter } from '../../http/envelope.js';
import { loginLimit } from '../../http/rate-limit.js';
import { okResponse, textResponse, view } from '../../http/response.js';
import * as passkeys from './passkeys.service.js';

/** `PasskeyView`. */
export const passkeyView = view({
  id: z.number(),
  name: z.string(),
  created_at: z.number(),
  last_used_at: z.number().nullable(),
  synced: z.boolean(),
});
/** WebAuthn options for navigator.credentials.create() or .get(), as @simplewebauthn makes them. */
export const ceremonyOptions = view({ challenge: z.string() }).describe(
  'PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON',
);

/**
 * The relying party a ceremony runs for: the configured public address when there is one (the
 * production rule), else the address this request came to (development and tests, where the
 * app is opened at http://localhost:PORT). The browser itself refuses a passkey on any other
 * site, and the answer is checked against the origin kept with its challenge.
 */
export function siteOf(req: FastifyRequest, publicUrl: string | undefined): passkeys.PasskeySite {
  const url = new URL(publicUrl ?? `${req.protocol}://${req.host}`);
  return { rpId: url.hostname, origin: url.origin };
}

/** The caller's passkeys (issue #21 item 1). Registered inside the authenticated scope. */
export function passkeyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth'];
    const limited = { rateLimit: loginLimit };
    const site = (req: FastifyRequest) => siteOf(req, deps.config.publicUrl);
    app.get(
      '/user/passkey/list',
      { schema: { tags, response: okResponse(z.array(passkeyView)) } },
      (req) => passkeys.listUserPasskeys(deps, callerOf(req).user.id),
    );
    app.post(
      '/user/passkey/options',
      {
        schema: {
          tags,
          body: passkeyRegisterOptionsInputSchema,
          response: okResponse(ceremonyOptions),
        },
        config: limited,
      },
      (req) => passkeys.registrationOptions(deps, callerOf(req), req.body, site(req)),
    );
    app.post(
      '/user/passkey/add',
      {
        schema: { tags, body: passkeyAddInputSchema, response: okResponse(passkeyView) },
        config: limited,
      },
      (req) => passkeys.addPasskey(deps, callerOf(req), req.body),
    );
    app.post(
      '/user/passkey/rename',
      { schema: { tags, body: passkeyRenameInputSchema, response: textResponse() } },
      (req) =>
        sayAfter(
          'SAVED',
          passkeys.renameUserPasskey(deps, callerOf(req).user.id, req.body.id, req.body.name),
        ),
    );
    app.post(
      '/user/passkey/remove',
      {
        schema: { tags, body: passkeyRemoveInputSchema, response: textResponse() },
        config: limited,
      },
      (req) =>
        sayAfter('DELETED', passkeys.removeUserPasskey(deps, callerOf(req).user.id, req.body)),
    );
    app.post(
      '/user/passkey/confirm_options',
      {
        schema: {
          tags,
          body: passkeyConfirmOptionsInputSchema,
          response: okResponse(ceremonyOptions),
        },
        config: limited,
      },
      (req) => {
        const { purpose, ...withdrawal } = req.body;
        const action = { purpose, subject: withdrawalSubject(withdrawal) };
        return passkeys.confirmOptions(deps, callerOf(req).user.id, action, site(req));
      },
    );
  };
}
