import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';

import {
  computeSecurityHeaders,
  HELMET_OPTIONS,
  installSecurityHeaders,
} from './security-headers.js';

async function answerHeaders(app: FastifyInstance, url: string) {
  app.get('/page', async () => ({ ok: true }));
  const res = await app.inject({ method: 'GET', url });
  await app.close();
  const { date: _date, ...headers } = res.headers;
  return headers;
}

describe('precomputed security headers', () => {
  it.each(['/page', '/missing'])(
    'answer %s with the very headers @fastify/helmet sets per request',
    async (url) => {
      const perRequest = Fastify();
      await perRequest.register(helmet, HELMET_OPTIONS);
      const precomputed = Fastify();
      installSecurityHeaders(precomputed, await computeSecurityHeaders());
      const expected = await answerHeaders(perRequest, url);
      expect(await answerHeaders(precomputed, url)).toStrictEqual(expected);
      expect(expected['content-security-policy']).toContain("default-src 'self'");
    },
  );
});
