import type { Language } from '@meridian/contract';

import type { Caller } from './http/auth.js';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    caller?: Caller;
  }
}
