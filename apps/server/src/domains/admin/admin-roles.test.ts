import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { countRows } from '../../testing/rows.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * Roles are enforced by the server on every operator route, not by hiding buttons: the table is
 * every operator route /api/docs lists, so a route added later is covered without editing this.
 */

/** Routes only a super-operator may call. */
const SUPER_ONLY = [
  'POST /api/admin/four-eyes/thresholds/save',
  'GET /api/admin/operators',
  'POST /api/admin/operators/create',
  'POST /api/admin/operators/disable',
  'POST /api/admin/operators/enable',
  'POST /api/admin/operators/reset-totp',
];
/** Routes anyone may call (signing in). */
const PUBLIC = ['POST /api/admin/login'];
/**
 * Writes any role may make: running the ledger check (it only reads the books), and the
 * operator's own sign-in (second factor, own sessions).
 */
const ANY_ROLE_POSTS = [
  'POST /api/admin/ledger-check',
  'POST /api/admin/totp/enrol',
  'POST /api/admin/totp/confirm',
  'POST /api/admin/totp/verify',
  'POST /api/admin/sessions/revoke',
];

let t: TestApp;
let routes: { method: 'GET' | 'POST'; url: string; key: string }[];
beforeAll(async () => {
  t = await buildTestApp();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([url, ops]) =>
      Object.keys(ops).map((m) => {
        const method = m.toUpperCase() as 'GET' | 'POST';
        return { method, url, key: `${method} ${url}` };
      }),
    )
    .filter((r) => !PUBLIC.includes(r.key));
});
afterAll(() => t.close());

const call = (route: { method: string; url: string }, token: string | undefined) =>
  t.app.inject({
    method: route.method as 'GET' | 'POST',
    url: route.url,
    headers: token ? { authorization: token } : {},
    ...(route.method === 'POST' ? { payload: {} } : {}),
  });

const outcome = (res: { json: <T>() => T }) => {
  const body = res.json<{ type: string; code?: string }>();
  return body.type === 'ok' ? 'ok' : body.type === '999' ? '999' : (body.code ?? body.type);
};

describe('operator roles on every /api/admin route', () => {
  it('covers the operator API (sanity: the table is not empty)', () => {
    const writes = routes.filter((r) => r.method === 'POST');
    expect(writes.length).toBeGreaterThan(25);
    expect(writes.map((r) => r.key)).toContain('POST /api/admin/approvals/approve');
  });

  it('refuses every write of an auditor with FORBIDDEN, before reading the body, writing nothing', async () => {
    const auditor = await t.admin('auditor');
    const before = await countRows(t.db, 'audit_log');
    const answers = await Promise.all(
      routes
        .filter((r) => r.method === 'POST' && !ANY_ROLE_POSTS.includes(r.key))
        .map(async (r) => [r.key, outcome(await call(r, auditor.token))]),
    );
    expect(Object.fromEntries(answers)).toEqual(
      Object.fromEntries(answers.map(([key]) => [key, 'FORBIDDEN'])),
    );
    expect(await countRows(t.db, 'audit_log')).toBe(before);
  });

  it('refuses an operator on super-operator routes, and lets the super-operator past the role check', async () => {
    const operator = await t.admin('operator');
    const superOp = await t.admin('super');
    for (const key of SUPER_ONLY) {
      const route = routes.find((r) => r.key === key)!;
      expect(outcome(await call(route, operator.token)), key).toBe('FORBIDDEN');
      // Past the role check: a read answers, a write's empty body is what is refused.
      const expected = route.method === 'GET' ? 'ok' : 'PARAMETER_ERROR';
      expect(outcome(await call(route, superOp.token)), key).toBe(expected);
    }
  });

  it('answers 999 to every route without an operator session, a user’s token included', async () => {
    const user = await t.signUp();
    for (const token of [undefined, user.token]) {
      const answers = await Promise.all(
        routes.map(async (r) => [r.key, outcome(await call(r, token))]),
      );
      expect(Object.fromEntries(answers)).toEqual(
        Object.fromEntries(answers.map(([key]) => [key, '999'])),
      );
    }
  });
});
