import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../testing/test-app.js';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
interface JsonSchema {
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: OpenApi;
beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<OpenApi>();
});
afterAll(() => t.close());

/** Every documented operation under /api except the docs themselves, as "METHOD /path". */
function apiOperations(): [string, Operation][] {
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, op]): [string, Operation] => [
        `${method.toUpperCase()} ${path}`,
        op,
      ]),
    );
}

const successSchema = (op: Operation | undefined) =>
  op?.responses?.['200']?.content?.['application/json']?.schema;

describe('/api/docs', () => {
  it('documents the success answer of every route under /api', () => {
    const operations = apiOperations();
    expect(operations.length).toBeGreaterThan(50);
    const undocumented = operations.filter(([, op]) => !successSchema(op)).map(([name]) => name);
    expect(undocumented).toEqual([]);
  });

  it('documents an answer as the envelope around its data, or a failure', () => {
    const schema = successSchema(doc.paths['/api/user/info']?.get);
    const [ok, failure] = schema?.anyOf ?? [];
    expect(ok?.properties?.type?.enum).toEqual(['ok']);
    expect(Object.keys(ok?.properties?.message?.properties ?? {})).toEqual(
      expect.arrayContaining(['id', 'username', 'real_level', 'has_pay_password']),
    );
    expect(Object.keys(failure?.properties ?? {})).toEqual(
      expect.arrayContaining(['type', 'message', 'code']),
    );
  });

  it('documents the chart answer outside the envelope', () => {
    const schema = successSchema(doc.paths['/api/currency/new_timeshar']?.get);
    expect(Object.keys(schema?.anyOf?.[0]?.properties ?? {})).toEqual(['code', 'msg', 'data']);
  });
});
