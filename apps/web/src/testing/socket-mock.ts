import type { createFakeSocket } from './market-fixtures';

type FakeSocket = ReturnType<typeof createFakeSocket>;

/**
 * The socket a test pushes server events through: null (quiet) unless the test sets
 * `liveSocket.current = createFakeSocket()`. setup.ts clears it after every test.
 */
export const liveSocket: { current: FakeSocket | null } = { current: null };

/**
 * What every web test gets for lib/socket (setup.ts mocks it once): subscriptions go to
 * `liveSocket.current` when a test installed one, and nothing ever connects to a server.
 */
export const socketMock = {
  subscribeSocket: (...args: Parameters<FakeSocket['subscribeSocket']>) =>
    liveSocket.current?.subscribeSocket(...args) ?? (() => undefined),
  getSocket: () => new Promise<never>(() => undefined),
};
