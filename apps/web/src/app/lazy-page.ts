import { TIMING } from '@meridian/contract';

/** A page chunk that did not arrive: a timeout (120 s, SPEC.md §9) or a missing script. */
export class ChunkLoadError extends Error {
  constructor(message = 'chunk load failure') {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

const CHUNK_FAILURE_MESSAGES = [
  'failed to fetch dynamically imported module',
  'importing a module script failed',
  'error loading dynamically imported module',
  'unable to preload css',
  'loading chunk',
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  const message = error.message.toLowerCase();
  return CHUNK_FAILURE_MESSAGES.some((text) => message.includes(text));
}

/** Rejects with ChunkLoadError when `load` has not settled within `timeoutMs`. */
export function loadWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = TIMING.pageChunkTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('chunk load timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          isChunkLoadError(error)
            ? new ChunkLoadError((error as Error).message)
            : error instanceof Error
              ? error
              : new Error(String(error)),
        );
      },
    );
  });
}
