import type {
  ClientToServerEvents,
  ServerToClientEvents,
  SubscribePayload,
} from '@meridian/contract';
import type { Socket } from 'socket.io-client';

import { getToken, subscribeSession } from './session';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let connecting: Promise<AppSocket> | null = null;
/** The token the socket last connected with (null: as a visitor). */
let authenticatedAs: string | null = null;
/** How many live subscriptions want each room, so one leaving does not unsubscribe another. */
const roomUsers = new Map<string, number>();

/** Named rooms (`chat:en`) are counted as `room:chat:en`, apart from pair symbols. */
const NAMED = 'room:';

function roomsOf(payload: SubscribePayload): string[] {
  return [
    ...(payload.tickers ? ['tickers'] : []),
    ...(payload.symbols ?? []),
    ...(payload.rooms ?? []).map((room) => `${NAMED}${room}`),
  ];
}

function payloadOf(rooms: string[]): SubscribePayload {
  const symbols = rooms.filter((r) => r !== 'tickers' && !r.startsWith(NAMED));
  const named = rooms.filter((r) => r.startsWith(NAMED)).map((r) => r.slice(NAMED.length));
  return {
    ...(rooms.includes('tickers') ? { tickers: true } : {}),
    ...(symbols.length ? { symbols } : {}),
    ...(named.length ? { rooms: named } : {}),
  };
}

/**
 * The app's one realtime connection (SPEC.md §7 "Realtime socket": websocket with polling
 * fallback, reconnect 1 s to 5 s with randomisation 0.5, connect timeout 20 s). socket.io-client
 * is imported on first use, so it loads with the pages that need live data, never in the entry.
 */
export function getSocket(): Promise<AppSocket> {
  connecting ??= import('socket.io-client').then(({ io }) => {
    const socket: AppSocket = io({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20_000,
      auth: (cb) => {
        authenticatedAs = getToken();
        cb({ token: authenticatedAs ?? '' });
      },
    });
    // The server puts a socket in its user's private room when it connects, with the token of
    // that moment: after a login or a logout, connect again as the new user (or as a visitor).
    subscribeSession(() => {
      if (getToken() !== authenticatedAs && socket.connected) socket.disconnect().connect();
    });
    // The server disconnects a socket whose session ended (logout, password change, elsewhere
    // too) and socket.io does not reconnect after that by itself: connect again, as whoever the
    // token now names, so public prices keep coming.
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') socket.connect();
    });
    return socket;
  });
  return connecting;
}

/**
 * Joins public rooms and listens to one event until the returned function is called. Rooms are
 * joined again after every reconnect, because the server forgets them with the old connection.
 */
export function subscribeSocket<E extends keyof ServerToClientEvents>(
  rooms: SubscribePayload,
  event: E,
  listener: ServerToClientEvents[E],
): () => void {
  let stopped = false;
  let cleanup = () => undefined as void;
  void getSocket().then((socket) => {
    if (stopped) return;
    const join = () => socket.emit('subscribe', rooms);
    // Typed listeners of a generic event name are not assignable without a cast in socket.io's types.
    const on = listener as never;
    socket.on(event, on);
    socket.on('connect', join);
    if (socket.connected) join();
    for (const room of roomsOf(rooms)) roomUsers.set(room, (roomUsers.get(room) ?? 0) + 1);
    cleanup = () => {
      socket.off(event, on);
      socket.off('connect', join);
      const unused = roomsOf(rooms).filter((room) => {
        const users = (roomUsers.get(room) ?? 1) - 1;
        if (users > 0) roomUsers.set(room, users);
        else roomUsers.delete(room);
        return users <= 0;
      });
      if (unused.length > 0) socket.emit('unsubscribe', payloadOf(unused));
    };
  });
  return () => {
    stopped = true;
    cleanup();
  };
}
