import type { ErrorCode, Language } from '@meridian/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';

import { translate, type MessageKey } from '../lib/messages.js';

/** Routes return this to answer with a translated text instead of data. */
export class Said {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {}
}

export function say(key: MessageKey, params?: Record<string, string | number>): Said {
  return new Said(key, params);
}

/** For a route whose answer is only a text: says `key` once `work` is done, not what it returns. */
export async function sayAfter(key: MessageKey, work: Promise<unknown>): Promise<Said> {
  await work;
  return say(key);
}

/** The envelope for a failure: 999 for a dead session, 998 for missing identity verification. */
export function errorEnvelope(
  code: ErrorCode,
  lang: Language,
  params: Record<string, string | number> = {},
) {
  const type = code === 'SESSION_INVALID' ? '999' : code === 'REAL_NAME_REQUIRED' ? '998' : 'error';
  return { type, message: translate(code, lang, params), code };
}

/**
 * Wraps every handler registered in `app` so that what it returns becomes
 * `{"type":"ok","message":…}`. This and the error handler are the only code that knows the
 * envelope.
 */
export function useOkEnvelope(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const handler = route.handler;
    route.handler = async function wrapped(req, reply) {
      const result: unknown = await handler.call(this, req, reply);
      if (result === reply || reply.sent) return reply;
      // null is an answer ("no pop-up"); only a handler that returns nothing answers ''.
      const message =
        result instanceof Said
          ? translate(result.key, req.lang, result.params)
          : result === undefined
            ? ''
            : result;
      return { type: 'ok', message };
    };
  });
}
