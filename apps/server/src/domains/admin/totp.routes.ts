import { idInputSchema, totpCodeInputSchema } from '@meridian/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { AppDeps } from '../../deps.js';
import { sayAfter } from '../../http/envelope.js';
import { okResponse, textResponse, view } from '../../http/response.js';
import { adminOf, operatorRoutes } from './admin-auth.js';
import * as totp from './totp.service.js';

const stage = z.enum(['password', 'full']);
const totpState = view({ enrolled: z.boolean(), stage });

/**
 * The operator's second factor (open to a session past the password) and its own sessions
 * (open to any full session, whatever the role: they change only the caller's own sign-ins).
 */
export function totpRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    await app.register(
      operatorRoutes(deps.db, 'second-factor', async (ops) => {
        ops.get('/admin/totp/state', { schema: { tags, response: okResponse(totpState) } }, (req) =>
          totp.totpState(deps, adminOf(req)),
        );
        ops.post(
          '/admin/totp/enrol',
          {
            schema: {
              tags,
              response: okResponse(
                view({
                  secret: z.string().describe('base32, for manual entry'),
                  uri: z.string().describe('otpauth:// URI, shown as a QR code'),
                }),
              ),
            },
          },
          (req) => totp.enrol(deps, adminOf(req)),
        );
        ops.post(
          '/admin/totp/confirm',
          {
            schema: {
              tags,
              body: totpCodeInputSchema,
              response: okResponse(
                view({ recovery_codes: z.array(z.string()).describe('shown once') }),
              ),
            },
          },
          (req) => totp.confirm(deps, adminOf(req), req.body),
        );
        ops.post(
          '/admin/totp/verify',
          { schema: { tags, body: totpCodeInputSchema, response: okResponse(totpState) } },
          (req) => totp.verifySecondFactor(deps, adminOf(req), req.body),
        );
      }),
    );
    await app.register(
      operatorRoutes(deps.db, 'read', async (ops) => {
        ops.get(
          '/admin/sessions',
          {
            schema: {
              tags,
              response: okResponse(
                z.array(
                  view({
                    id: z.number(),
                    current: z.boolean(),
                    stage,
                    created_at: z.number(),
                    last_seen_at: z.number(),
                    expires_at: z.number(),
                    user_agent: z.string().nullable(),
                    ip: z.string().nullable(),
                  }),
                ),
              ),
            },
          },
          (req) => totp.listSessions(deps, adminOf(req)),
        );
        ops.post(
          '/admin/sessions/revoke',
          { schema: { tags, body: idInputSchema, response: textResponse() } },
          (req) => sayAfter('SESSION_REVOKED', totp.revokeSession(deps, adminOf(req), req.body.id)),
        );
      }),
    );
  };
}
