import type { Server as HttpServer } from 'node:http';

import { createAdapter } from '@socket.io/redis-adapter';
import {
  pairRoom,
  TICKERS_ROOM,
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SubscribePayload,
} from '@meridian/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';

import type { Db } from '../db/database.js';
import { findCaller, readToken } from '../http/auth.js';
import type { MarketRuntime } from '../market-data/market-runtime.js';

export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents>;

export interface RealtimeOptions {
  db: Db;
  market: MarketRuntime;
  log: FastifyBaseLogger;
  /** With Redis, events reach the clients of every node (@socket.io/redis-adapter). */
  redis?: Redis | undefined;
  /** Pub/sub channel prefix, so separate installations (or test runs) on one Redis stay apart. */
  redisKey?: string;
}

const MAX_SYMBOLS_PER_SUBSCRIBE = 50;

function symbolsOf(payload: SubscribePayload | undefined, market: MarketRuntime): string[] {
  const symbols = Array.isArray(payload?.symbols) ? payload.symbols.slice(0, MAX_SYMBOLS_PER_SUBSCRIBE) : [];
  return symbols.filter((s): s is string => typeof s === 'string' && market.pair(s) !== undefined);
}

/**
 * socket.io on the API's HTTP server: public rooms (`market:all` for every ticker,
 * `market:<symbol>` for one pair's ticker, candles and fill quotes) and a private `user:<id>`
 * room joined with the same token check as HTTP (`auth.token` or an Authorization header).
 */
export function createRealtime(server: HttpServer, options: RealtimeOptions): SocketServer {
  const io: SocketServer = new Server(server, { serveClient: false, cors: { origin: false } });
  if (options.redis) {
    const pub = options.redis.duplicate();
    const sub = options.redis.duplicate();
    io.adapter(createAdapter(pub, sub, { key: options.redisKey ?? 'meridian-socket' }));
    const disconnect = () => {
      pub.disconnect();
      sub.disconnect();
    };
    io.of('/').adapter.on('error', (error: unknown) => options.log.error({ err: error }, 'socket adapter error'));
    server.on('close', disconnect);
  }

  io.on('connection', (socket) => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token = typeof auth?.token === 'string' ? auth.token : socket.handshake.headers.authorization;
    void findCaller(options.db, readToken(token))
      .then((caller) => {
        if (caller && socket.connected) void socket.join(userRoom(caller.user.id));
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'socket auth failed'));

    socket.on('subscribe', (payload) => {
      if (payload?.tickers === true) void socket.join(TICKERS_ROOM);
      for (const symbol of symbolsOf(payload, options.market)) void socket.join(pairRoom(symbol));
    });
    socket.on('unsubscribe', (payload) => {
      if (payload?.tickers === true) void socket.leave(TICKERS_ROOM);
      for (const symbol of symbolsOf(payload, options.market)) void socket.leave(pairRoom(symbol));
    });
  });

  options.market.onUpdate(({ quotation, klines, depth }) => {
    io.to(TICKERS_ROOM).to(pairRoom(quotation.symbol)).emit('daymarket', quotation);
    const room = io.to(pairRoom(quotation.symbol));
    for (const kline of klines) room.emit('kline', kline);
    room.emit('market_depth', depth);
  });
  return io;
}
