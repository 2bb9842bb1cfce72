import type { FastifyBaseLogger } from 'fastify';

import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { ServerToClientEvents } from '@meridian/contract';

import type { EngineSignal } from './engine/types.js';
import type { AccountHookRegistry } from './lib/account-hooks.js';
import type { DomainEventBus } from './lib/events.js';
import type { Market } from './market-data/market-runtime.js';
import type { Mailer } from './notify/mailer.js';
import type { SmsProvider } from './notify/sms.js';

/** What services need from the outside world; tests pass their own. */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  sms: SmsProvider;
  log: FastifyBaseLogger;
  market: Market;
  /**
   * Domain events, published after the commit that made them so (`balance.changed` reaches
   * users' screens through the realtime layer); one bus per app.
   */
  events: DomainEventBus;
  /** Vetoes inside a money transaction ("may money leave this account?"), filled at composition. */
  accountHooks: AccountHookRegistry;
  /** Tells the engine (the leader, on whichever node) that rows' open work changed after a commit. */
  engine: EngineSignal;
  /** Sends a private event to one user's screens (every node, through the socket adapter). */
  notifyUser: <E extends keyof ServerToClientEvents>(
    userId: number,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ) => void;
  /** Sends an event to every connected operator console (customer service's inbox). */
  notifyOperators?: <E extends keyof ServerToClientEvents>(
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ) => void;
  /** The operator sessions with a console socket open, on any node; absent: none. */
  connectedOperatorSessions?: () => Promise<number[]>;
  /**
   * Sends an event to a named public room (NAMED_ROOMS, e.g. `chat:en`) on every node, through
   * the socket adapter; absent: nobody is told.
   */
  notifyRoom?: <E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ) => void;
  /** Which of these users have a screen open (any node); absent: all count as connected. */
  connectedUsers?: (userIds: readonly number[]) => Promise<ReadonlySet<number>>;
  /**
   * Disconnects a user's live sockets on every node, or only those of one session (logout), so
   * private events stop when the session or password that opened them does.
   */
  disconnectUser?: (userId: number, sessionId?: number) => void;
  /**
   * Drops a user's cached sessions (or only one) on every node, after a logout, a password
   * change or reset, or a change to the user's row: the next request reads them afresh.
   */
  forgetSessions?: (userId: number, sessionId?: number) => void;
  /** Drops cached settings and currencies on every node, after an operator changed them. */
  forgetReferenceData?: () => void;
}
