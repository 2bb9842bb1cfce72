import type { FastifyBaseLogger } from 'fastify';

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/** The whole shutdown, from the signal to the exit, takes at most this long. */
const GRACE_MS = 10_000;
/** How long the last log lines may take to leave; a reader that stopped reading gets no more. */
const LOG_FLUSH_MS = 1_000;

export interface ShutdownOptions {
  /** Stops accepting, drains, then closes the database and the rest. */
  close: () => Promise<void>;
  log: FastifyBaseLogger;
  graceMs?: number;
  /** Ends the process (tests pass their own). */
  exit?: (code: number) => void;
}

/**
 * Ends the process without running 'exit' listeners. pino's listener flushes its buffer
 * synchronously and, while stdout is a pipe nobody reads any more (`npm start | tee log` with
 * tee gone or stuck), retries forever on a blocked event loop: no timer or signal handler could
 * run again. The log had its bounded chance in `flushLog`.
 */
function exitNow(code: number): void {
  process.removeAllListeners('exit');
  process.exit(code);
}

/** pino's loggers can flush; Fastify's logger type does not say so. */
type Flushable = { flush?: (done: () => void) => void };

/** Waits for the logger to write what it holds, for at most `ms`. */
function flushLog(log: FastifyBaseLogger & Flushable, ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (!log.flush) return resolve();
    const timer = setTimeout(resolve, ms);
    try {
      log.flush(() => {
        clearTimeout(timer);
        resolve();
      });
    } catch {
      resolve();
    }
  });
}

/** A broken pipe on stdout or stderr (the reader is gone) must not throw: output is dropped. */
function ignoreBrokenPipe(error: NodeJS.ErrnoException): void {
  if (error.code !== 'EPIPE') throw error;
}

/**
 * Shuts down on SIGINT or SIGTERM within `graceMs` whatever the log stream does: close (stop
 * accepting, drain, close the database), give the log a second, exit 0 (1 when closing failed).
 * A hard timer exits 1 when closing hangs. After the first signal the handlers are removed, so
 * a second signal takes the default action and ends the process at once, even mid-shutdown.
 * Answers the handler (tests call it directly).
 */
export function handleShutdownSignals(
  options: ShutdownOptions,
): (signal: NodeJS.Signals) => Promise<void> {
  const graceMs = options.graceMs ?? GRACE_MS;
  const exit = options.exit ?? exitNow;
  process.stdout.on('error', ignoreBrokenPipe);
  process.stderr.on('error', ignoreBrokenPipe);

  const onSignal = async (signal: NodeJS.Signals) => {
    for (const name of SIGNALS) process.off(name, listener);
    const deadline = Date.now() + graceMs;
    setTimeout(() => exit(1), graceMs).unref();
    let code = 0;
    try {
      options.log.info({ signal }, 'shutting down');
      await options.close();
    } catch (error) {
      options.log.error({ err: error }, 'shutdown failed');
      code = 1;
    }
    await flushLog(options.log, Math.max(0, Math.min(LOG_FLUSH_MS, deadline - Date.now())));
    exit(code);
  };
  const listener = (signal: NodeJS.Signals) => void onSignal(signal);
  for (const name of SIGNALS) process.on(name, listener);
  return onSignal;
}
