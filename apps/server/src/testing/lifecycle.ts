import { afterEach, beforeAll } from 'vitest';

import { openTestDatabase } from './test-app.js';

/**
 * Builds the worker's database template once, in a hook: a busy machine needs longer than a
 * test's time for it. Call at the top of a test file.
 */
export function buildDatabaseTemplateFirst(): void {
  beforeAll(async () => {
    await (await openTestDatabase()).close();
  }, 300_000);
}

/**
 * A list to put what a test opens (apps, databases) in; everything in it is closed after each
 * test. Call at the top of a test file.
 */
export function closedAfterEach<T extends { close(): Promise<void> }>(): T[] {
  const opened: T[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((o) => o.close()));
  });
  return opened;
}
