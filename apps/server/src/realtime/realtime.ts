import type { Server as HttpServer, IncomingMessage } from 'node:http';

import { createAdapter } from '@socket.io/redis-adapter';
import {
  OPERATORS_ROOM,
  NAMED_ROOMS,
  pairRoom,
  TICKERS_ROOM,
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SubscribePayload,
  type TradeEvent,
} from '@meridian/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';

import { readToken, type FindCaller } from '../http/auth.js';
import type { DomainEventBus } from '../lib/events.js';
import type { Market } from '../market-data/market-runtime.js';

export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents>;

export interface RealtimeOptions {
  /** The session lookup (the auth domain's, given at composition). */
  findCaller: FindCaller;
  market: Market;
  log: FastifyBaseLogger;
  /** With Redis, events reach the clients of every node (@socket.io/redis-adapter). */
  redis?: Redis | undefined;
  /** Pub/sub channel prefix, so separate installations (or test runs) on one Redis stay apart. */
  redisKey?: string;
  /** PUBLIC_URL: when set, the only origin whose pages may open a socket. */
  publicUrl?: string | undefined;
  /** Every node has the market (relayed ticks): market events go to this node's clients only. */
  marketPerNode?: boolean;
  /** The operator session lookup (the admin domain's, given at composition): console sockets. */
  findOperator?: FindOperator;
}

/** A fully signed-in operator behind a token, or undefined. */
export type FindOperator = (
  token: string | undefined,
) => Promise<{ id: number; sessionId: number } | undefined>;

/** What a console socket keeps about its operator (no token: `fetchSockets` may cross nodes). */
interface OperatorSocketData {
  operatorSessionId?: number;
}

const MAX_SYMBOLS_PER_SUBSCRIBE = 50;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** One room per session, so a logout ends that session's sockets and no other. */
const sessionRoom = (sessionId: number) => `session:${sessionId}`;

/**
 * Whether a handshake may come from `origin`: this site's own pages only, so another site
 * cannot open a socket in its visitors' browsers. That is PUBLIC_URL when set, else a page on
 * the host the request names. No Origin at all is a non-browser client (browsers send one on
 * every cross-site request). Loopback to loopback is allowed for the Vite dev proxy, which
 * rewrites Host but not Origin.
 */
export function isOwnOrigin(
  origin: string | undefined,
  host: string | undefined,
  publicUrl?: string,
): boolean {
  if (!origin) return true;
  let page: URL;
  try {
    page = new URL(origin);
  } catch {
    return false;
  }
  if (publicUrl) return page.origin === new URL(publicUrl).origin;
  if (!host) return false;
  if (page.host === host) return true;
  return LOOPBACK.has(page.hostname) && LOOPBACK.has(new URL(`http://${host}`).hostname);
}

/**
 * Puts a socket in its user's and its session's private rooms when its token is live. A logout
 * or password reset between the token check and the join would find no socket to disconnect,
 * so the token is checked again once the socket is in the rooms.
 */
async function joinPrivateRooms(socket: Socket, findCaller: FindCaller, token: string | undefined) {
  const caller = await findCaller(token);
  if (!caller || !socket.connected) return;
  await socket.join([userRoom(caller.user.id), sessionRoom(caller.sessionId)]);
  if (!(await findCaller(token))) socket.disconnect(true);
}

/**
 * Puts a console socket in the operators' room when its operator token is a live, fully
 * signed-in session, and remembers that session (presence asks whether it is still live).
 */
async function joinOperatorsRoom(socket: Socket, findOperator: FindOperator, token: string) {
  const operator = await findOperator(token);
  if (!operator || !socket.connected) return;
  (socket.data as OperatorSocketData).operatorSessionId = operator.sessionId;
  await socket.join(OPERATORS_ROOM);
}

/**
 * The operator sessions with a console socket open, on any node. When the adapter cannot answer,
 * none (a user's message then waits as a ticket: a promise kept late is worse than one kept early).
 */
export async function connectedOperatorSessions(
  io: SocketServer,
  log: FastifyBaseLogger,
): Promise<number[]> {
  try {
    const sockets = await io.in(OPERATORS_ROOM).fetchSockets();
    return sockets
      .map((socket) => (socket.data as OperatorSocketData).operatorSessionId)
      .filter((id): id is number => typeof id === 'number');
  } catch (error) {
    log.warn({ err: error }, 'connected operators unknown');
    return [];
  }
}

/**
 * Disconnects a user's sockets, or only one session's, on every node (through the adapter).
 * The client connects again as whoever its token now names, so it keeps public data only.
 */
export function disconnectSockets(io: SocketServer, userId: number, sessionId?: number): void {
  io.in(sessionId === undefined ? userRoom(userId) : sessionRoom(sessionId)).disconnectSockets(
    true,
  );
}

/**
 * Which of `userIds` have a socket in their private room, on any node (one round trip through the
 * adapter for the whole list), so work meant for their screens is skipped for everyone else.
 * When the adapter cannot answer, every user counts as connected (nothing is lost, only work).
 */
export async function connectedUsers(
  io: SocketServer,
  userIds: readonly number[],
  log: FastifyBaseLogger,
): Promise<Set<number>> {
  const rooms = new Map(userIds.map((id) => [userRoom(id), id]));
  if (rooms.size === 0) return new Set();
  try {
    const found = new Set<number>();
    for (const socket of await io.in([...rooms.keys()]).fetchSockets()) {
      for (const room of socket.rooms) {
        const id = rooms.get(room);
        if (id !== undefined) found.add(id);
      }
    }
    return found;
  } catch (error) {
    log.warn({ err: error }, 'connected users unknown; counting everyone');
    return new Set(userIds);
  }
}

function symbolsOf(payload: SubscribePayload | undefined, market: Market): string[] {
  const symbols = Array.isArray(payload?.symbols)
    ? payload.symbols.slice(0, MAX_SYMBOLS_PER_SUBSCRIBE)
    : [];
  return symbols.filter((s): s is string => typeof s === 'string' && market.pair(s) !== undefined);
}

/** The named public rooms (NAMED_ROOMS: the chat rooms) a subscribe asks for; others are ignored. */
function namedRoomsOf(payload: SubscribePayload | undefined): string[] {
  const rooms = Array.isArray(payload?.rooms) ? payload.rooms.slice(0, NAMED_ROOMS.size) : [];
  return rooms.filter((r): r is string => typeof r === 'string' && NAMED_ROOMS.has(r));
}

/**
 * socket.io on the API's HTTP server: public rooms (`market:all` for every ticker,
 * `market:<symbol>` for one pair's ticker, candles, fill quotes and trades, and the named rooms
 * of NAMED_ROOMS such as `chat:en`) and a private `user:<id>`
 * room joined with the same token check as HTTP (`auth.token` or an Authorization header),
 * checked at every (re)connection.
 */
export function createRealtime(server: HttpServer, options: RealtimeOptions): SocketServer {
  const io: SocketServer = new Server(server, {
    serveClient: false,
    cors: { origin: false },
    allowRequest: (req: IncomingMessage, allow) =>
      allow(null, isOwnOrigin(req.headers.origin, req.headers.host, options.publicUrl)),
  });
  if (options.redis) {
    const pub = options.redis.duplicate();
    const sub = options.redis.duplicate();
    io.adapter(createAdapter(pub, sub, { key: options.redisKey ?? 'meridian-socket' }));
    const disconnect = () => {
      pub.disconnect();
      sub.disconnect();
    };
    io.of('/').adapter.on('error', (error: unknown) =>
      options.log.error({ err: error }, 'socket adapter error'),
    );
    server.on('close', disconnect);
  }

  io.on('connection', (socket) => {
    const auth = socket.handshake.auth as { token?: unknown; operatorToken?: unknown } | undefined;
    if (typeof auth?.operatorToken === 'string' && options.findOperator) {
      joinOperatorsRoom(socket, options.findOperator, auth.operatorToken).catch((error: unknown) =>
        options.log.error({ err: error }, 'operator socket auth failed'),
      );
    }
    const token =
      typeof auth?.token === 'string' ? auth.token : socket.handshake.headers.authorization;
    joinPrivateRooms(socket, options.findCaller, readToken(token)).catch((error: unknown) =>
      options.log.error({ err: error }, 'socket auth failed'),
    );

    socket.on('subscribe', (payload) => {
      if (payload?.tickers === true) void socket.join(TICKERS_ROOM);
      for (const symbol of symbolsOf(payload, options.market)) void socket.join(pairRoom(symbol));
      for (const room of namedRoomsOf(payload)) void socket.join(room);
    });
    socket.on('unsubscribe', (payload) => {
      if (payload?.tickers === true) void socket.leave(TICKERS_ROOM);
      for (const symbol of symbolsOf(payload, options.market)) void socket.leave(pairRoom(symbol));
      for (const room of namedRoomsOf(payload)) void socket.leave(room);
    });
  });

  // Where every node hears the leader's ticks, each tells only its own clients: one event each.
  const market = options.marketPerNode ? io.local : io;
  options.market.onUpdate(({ quotation, klines, depth }) => {
    market.to(TICKERS_ROOM).to(pairRoom(quotation.symbol)).emit('daymarket', quotation);
    const room = market.to(pairRoom(quotation.symbol));
    for (const kline of klines) room.emit('kline', kline);
    room.emit('market_depth', depth);
  });
  return io;
}

/** Tells users' screens, on every node, that their balances changed (`balance` after a commit). */
export function forwardBalanceChanges(io: SocketServer, events: DomainEventBus): void {
  events.on('balance.changed', ({ userIds }) => {
    const time = Date.now();
    for (const id of userIds) io.to(userRoom(id)).emit('balance', { time });
  });
}

/**
 * Tells a pair's room, on every node (through the adapter), of a fill on this platform: the fill
 * happened on one node only, so unlike the market's ticks it is not sent per node.
 */
export function emitTrade(io: SocketServer, trade: TradeEvent): void {
  io.to(pairRoom(trade.symbol)).emit('trade', trade);
}
