import { randomBytes } from 'node:crypto';

import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../testing/test-app.js';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  const clients: Redis[] = [];
  afterAll(() => clients.forEach((c) => c.disconnect()));

  it('counts logins from one IP across two nodes', async () => {
    const prefix = randomBytes(4).toString('hex');
    const redis = () => {
      const client = new Redis(redisUrl!, { keyPrefix: `${prefix}:` });
      clients.push(client);
      return client;
    };
    const a = await buildTestApp({}, { redis: redis() });
    const b = await buildTestApp({}, { redis: redis() });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const node = i % 2 === 0 ? a : b;
        statuses.push(
          (
            await node.post('/api/user/login', {
              user_string: `n${i}@example.com`,
              password: 'Wrong1234',
            })
          ).statusCode,
        );
      }
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
