import type { Language } from '@meridian/contract';

import type { AdminCaller } from './domains/admin/admin-auth.js';
import type { Engine } from './engine/engine.js';
import type { FindCaller } from './http/auth.js';
import type { Caller } from './lib/caller.js';
import type { EventBus } from './lib/events.js';
import type { MarketRuntime } from './market-data/market-runtime.js';
import type { SocketServer } from './realtime/realtime.js';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    caller?: Caller;
    admin?: AdminCaller;
  }
  interface FastifyInstance {
    /** The session lookup the auth hooks ask (installed at composition, `installAuth`). */
    findCaller: FindCaller;
    market: MarketRuntime;
    io: SocketServer;
    engine: Engine;
    /** The app's domain events (tests listen to what services publish). */
    events: EventBus;
  }
}
