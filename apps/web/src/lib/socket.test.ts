import { afterEach, describe, expect, it, vi } from 'vitest';

type Handler = (...args: unknown[]) => void;

/** A stand-in for socket.io-client's socket: records handlers, counts connects. */
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Handler[]>();
  const socket = {
    connected: true,
    connect: vi.fn(() => socket),
    disconnect: vi.fn(() => socket),
    emit: vi.fn(),
    on: vi.fn((event: string, handler: Handler) => {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    }),
    off: vi.fn(),
    fire: (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((h) => h(...args)),
  };
  return { socket };
});

// The setup file stands a fake in for this module in every other test; this one tests the real one.
vi.unmock('./socket');
vi.mock('socket.io-client', () => ({ io: () => fake.socket }));

import { getSocket, subscribeSocket } from './socket';

afterEach(() => fake.socket.connect.mockClear());

describe('the app socket', () => {
  it('connects again when the server ends it (a logout or password change ended the session)', async () => {
    await getSocket();
    fake.socket.fire('disconnect', 'io server disconnect');
    expect(fake.socket.connect).toHaveBeenCalledTimes(1);
  });

  it('leaves other disconnects to socket.io’s own reconnection', async () => {
    await getSocket();
    fake.socket.fire('disconnect', 'transport close');
    fake.socket.fire('disconnect', 'io client disconnect');
    expect(fake.socket.connect).not.toHaveBeenCalled();
  });

  it('joins and leaves a named room (a chat room) as it does pairs', async () => {
    const stop = subscribeSocket({ rooms: ['chat:en'] }, 'chat_message', () => undefined);
    await getSocket();
    await Promise.resolve();
    expect(fake.socket.emit).toHaveBeenCalledWith('subscribe', { rooms: ['chat:en'] });
    stop();
    expect(fake.socket.emit).toHaveBeenCalledWith('unsubscribe', { rooms: ['chat:en'] });
  });
});
