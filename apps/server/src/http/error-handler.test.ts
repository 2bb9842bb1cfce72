import Fastify from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../db/connect.js';
import { buildDatabaseTemplateFirst, closedAfterEach } from '../testing/lifecycle.js';
import { openTestDatabase } from '../testing/test-app.js';
import { installErrorHandler } from './error-handler.js';

/**
 * Audit #11 item 10: a number too large for its column (SQLSTATE 22003, "numeric field
 * overflow" or "integer out of range") is the caller's input, not a crash. PGlite (the default
 * test database) and pg (with TEST_DATABASE_URL) both report it as `error.code === '22003'`.
 */

buildDatabaseTemplateFirst();
const handles = closedAfterEach<DatabaseHandle>();

async function appOn(statement: string) {
  const database = await openTestDatabase();
  handles.push(database);
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  app.post('/overflow', async () => {
    await sql.raw(statement).execute(database.db);
    return { type: 'ok' };
  });
  await app.ready();
  return { app, database };
}

describe('audit 10: numeric overflow from the database', () => {
  it.each([
    ['numeric field overflow', 'select 1000000000000000000::numeric(36, 18)'],
    ['integer out of range', 'select 2147483648::integer'],
  ])(
    'audit 10: %s (SQLSTATE 22003) is thrown with code 22003 by this database',
    async (_, statement) => {
      const database = await openTestDatabase();
      handles.push(database);
      const error = await sql
        .raw(statement)
        .execute(database.db)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(error).toMatchObject({ code: '22003' });
    },
  );

  it.each([
    ['en', 'The number is too large'],
    ['zh', '数值过大'],
    ['hk', '數值過大'],
    ['th', 'ตัวเลขมีค่ามากเกินไป'],
    ['jp', '数値が大きすぎます'],
    ['kor', '숫자가 너무 큽니다'],
    ['fra', 'Nombre trop grand'],
    ['spa', 'El número es demasiado grande'],
  ])(
    'audit 10: a numeric overflow answers AMOUNT_TOO_LARGE in %s with HTTP 200, not a 500',
    async (lang, message) => {
      const { app } = await appOn('select 1000000000000000000::numeric(36, 18)');
      const res = await app.inject({ method: 'POST', url: `/overflow?lang=${lang}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ type: 'error', code: 'AMOUNT_TOO_LARGE', message });
      await app.close();
    },
  );

  it('audit 10: other database errors still answer a 500 that hides their text', async () => {
    const { app } = await appOn('select 1 / 0');
    const res = await app.inject({ method: 'POST', url: '/overflow' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ type: 'error', code: 'INTERNAL_ERROR' });
    expect(res.body).not.toMatch(/division/);
    await app.close();
  });
});
