import type { Language } from '@meridian/contract';

import type { AdminCaller } from './domains/admin/admin-auth.js';
import type { Caller } from './http/auth.js';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    caller?: Caller;
    admin?: AdminCaller;
  }
}
