import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';

import { handleShutdownSignals } from './shutdown.js';

const log = {
  info: () => undefined,
  error: () => undefined,
  flush: (done: () => void) => done(),
} as unknown as FastifyBaseLogger;
/** A logger whose output never drains, like pino writing into a pipe nobody reads. */
const stuckLog = { ...log, flush: () => undefined } as unknown as FastifyBaseLogger;

describe('shutdown on SIGTERM/SIGINT', () => {
  it('closes, then exits 0; a failed close exits 1', async () => {
    const exit = vi.fn();
    await handleShutdownSignals({ log, close: async () => undefined, exit })('SIGTERM');
    expect(exit).toHaveBeenCalledWith(0);
    const failed = vi.fn();
    await handleShutdownSignals({
      log,
      close: () => Promise.reject(new Error('db')),
      exit: failed,
    })('SIGTERM');
    expect(failed).toHaveBeenCalledWith(1);
  });

  it('exits 1 at the deadline when closing hangs', async () => {
    const exit = vi.fn();
    void handleShutdownSignals({
      log,
      close: () => new Promise(() => undefined),
      exit,
      graceMs: 50,
    })('SIGTERM');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
  });

  it('does not wait on a log that never drains for more than a second', async () => {
    const exit = vi.fn();
    const started = Date.now();
    await handleShutdownSignals({ log: stuckLog, close: async () => undefined, exit })('SIGTERM');
    expect(exit).toHaveBeenCalledWith(0);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('leaves a second signal to the default action, which ends the process at once', async () => {
    const before = { term: process.listenerCount('SIGTERM'), int: process.listenerCount('SIGINT') };
    const onSignal = handleShutdownSignals({
      log,
      close: () => new Promise(() => undefined),
      exit: vi.fn(),
      graceMs: 10,
    });
    expect(process.listenerCount('SIGTERM')).toBe(before.term + 1);
    void onSignal('SIGINT');
    expect(process.listenerCount('SIGTERM')).toBe(before.term);
    expect(process.listenerCount('SIGINT')).toBe(before.int);
  });
});
