import type { AddressInfo } from 'node:net';

import { io as connect, type Socket } from 'socket.io-client';

import type { TestApp } from './test-app.js';

/**
 * Puts the app on a local port and opens one socket per token, as the H5 does; once all are
 * connected and have had time to join their rooms, runs `use` with them, then closes them.
 */
export async function withSockets<const Tokens extends readonly string[], T>(
  t: TestApp,
  tokens: Tokens,
  use: (sockets: { [K in keyof Tokens]: Socket }) => Promise<T>,
): Promise<T> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const sockets = tokens.map((token) =>
    connect(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
    }),
  );
  try {
    await Promise.all(
      sockets.map((s) => new Promise((resolve) => s.on('connect', () => resolve(undefined)))),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    return await use(sockets as { [K in keyof Tokens]: Socket });
  } finally {
    for (const socket of sockets) socket.close();
  }
}
