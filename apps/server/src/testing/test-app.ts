import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { generate } from 'otplib';

import type { AdminRole } from '@meridian/contract';

import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, pgliteHandle, type DatabaseHandle } from '../db/connect.js';
import type { Db } from '../db/database.js';
import {
  buildPgliteTemplate,
  buildPostgresTemplate,
  onServer,
  planResetOnFreshClone,
  planResetOnFreshPostgres,
  resetPglite,
  resetPostgres,
  withDatabase,
} from './templates.js';
import { createAdmin } from '../domains/admin/admin.service.js';
import type { Mail, Mailer } from '../notify/mailer.js';
import type { Sms, SmsProvider } from '../notify/sms.js';

/** Mail and SMS that tests can read. */
export class Outbox implements Mailer, SmsProvider {
  readonly mails: Mail[] = [];
  readonly sms: Sms[] = [];

  async send(message: Mail | Sms): Promise<void> {
    if ('to' in message) this.mails.push(message);
    else this.sms.push(message);
  }

  /** The last code sent to an email address or to "area:mobile". */
  codeFor(target: string): string {
    const mail = [...this.mails].reverse().find((m) => m.to === target);
    const sms = [...this.sms].reverse().find((s) => `${s.areaCode}:${s.mobile}` === target);
    const text = mail?.text ?? sms?.text;
    const code = text?.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code sent to ${target}`);
    return code;
  }
}

let template: Promise<Blob> | undefined;

/** The run's template from global setup, or (a file run on its own) one built here once. */
function pgliteTemplate(): Promise<Blob> {
  const file = process.env.MERIDIAN_PGLITE_TEMPLATE;
  template ??= file
    ? fs.promises.readFile(file).then((bytes) => new Blob([bytes]))
    : buildPgliteTemplate();
  return template;
}

/** One key per test process seals the operators' TOTP keys (config.totpKey). */
const TEST_TOTP_KEY = randomBytes(32).toString('hex');

/** Databases of one test run share a prefix, so the run's global teardown can drop them all. */
const runPrefix = () => `mt_${process.env.MERIDIAN_TEST_RUN ?? 'adhoc'}_`;

let pgTemplate: Promise<string> | undefined;

/** The run's template database from global setup, or one built here once. */
function postgresTemplate(url: string): Promise<string> {
  const name = process.env.MERIDIAN_PG_TEMPLATE;
  pgTemplate ??= name
    ? Promise.resolve(name)
    : buildPostgresTemplate(url, `${runPrefix()}tpl_${process.pid}`);
  return pgTemplate;
}

/** A clone the last test of this file closed, to reset and hand to the next one. */
let spare: PGlite | undefined;

/** The template's state on PGlite: the spare clone reset, or a new clone. */
async function pgliteDatabase(): Promise<DatabaseHandle> {
  const used = spare;
  spare = undefined;
  let pglite = used && (await resetPglite(used)) ? used : undefined;
  if (!pglite) {
    if (used && !used.closed) await used.close();
    const fresh = await openDatabase({
      databaseUrl: 'memory://',
      dataDir: '',
      loadDataDir: await pgliteTemplate(),
    });
    pglite = (fresh as DatabaseHandle & { pglite: PGlite }).pglite;
    await planResetOnFreshClone(pglite);
  }
  const clone = pglite;
  return pgliteHandle(clone, {
    keepOpen: true,
    onClose: () => {
      if (!spare && !clone.closed) spare = clone;
      else void clone.close();
    },
  });
}

/** A fresh database: a PGlite in the template's state, or a copy of the template on TEST_DATABASE_URL's server. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? postgresDatabase(url) : pgliteDatabase();
}

/** A database the last test of this worker closed, to reset and hand to the next one. */
let spareDatabase: string | undefined;

/** The template's state on PostgreSQL: the spare database reset, or a new copy of the template. */
async function postgresDatabase(url: string): Promise<DatabaseHandle> {
  const used = spareDatabase;
  spareDatabase = undefined;
  let name = used && (await resetPostgres(withDatabase(url, used))) ? used : undefined;
  if (!name) {
    if (used) await dropDatabase(url, used);
    const template = await postgresTemplate(url);
    const fresh = `${runPrefix()}${randomBytes(6).toString('hex')}`;
    await onServer(url, (db) =>
      sql`create database ${sql.id(fresh)} template ${sql.id(template)}`.execute(db),
    );
    await planResetOnFreshPostgres(withDatabase(url, fresh));
    name = fresh;
  }
  const kept = name;
  const handle = await openDatabase({ databaseUrl: withDatabase(url, kept), dataDir: '' });
  return {
    ...handle,
    async close() {
      await handle.close();
      if (!spareDatabase) spareDatabase = kept;
      else await dropDatabase(url, kept);
    },
  };
}

const dropDatabase = (url: string, name: string) =>
  onServer(url, (db) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(db));

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  outbox: Outbox;
  config: Config;
  close(): Promise<void>;
  /** POST (form-encoded) or GET through the real HTTP layer. */
  post(
    url: string,
    body?: Record<string, unknown>,
    token?: string,
  ): Promise<LightMyRequestResponse>;
  get(
    url: string,
    query?: Record<string, unknown>,
    token?: string,
  ): Promise<LightMyRequestResponse>;
  /**
   * Creates an operator account of `role`, logs it in through /api/admin/login and enrols its
   * TOTP authenticator, so the token is a full session; `totpSecret` makes its later codes.
   */
  admin(
    role?: AdminRole,
    email?: string,
    password?: string,
  ): Promise<{ token: string; id: number; email: string; password: string; totpSecret: string }>;
  /** Registers and logs in a user by email; answers its token. */
  signUp(
    email?: string,
    password?: string,
    extra?: Record<string, unknown>,
  ): Promise<{ token: string; email: string; password: string }>;
}

const form = (body: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

export async function buildTestApp(
  overrides: Partial<Config> = {},
  extra: Pick<BuildOptions, 'redis' | 'feed' | 'socketKey' | 'leadership'> & {
    /** Another node on a database a test already opened (closing the app leaves it open). */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const { database: shared, ...buildExtra } = extra;
  const database = shared ?? (await openTestDatabase());
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-uploads-'));
  // Tests drive exact price paths tick by tick, minutes apart on a slow machine: a wide price
  // tolerance keeps a tick usable; the tests of the tolerance itself set the real one.
  const config = {
    ...loadConfig({}),
    uploadDir,
    webDistDir: '/nonexistent',
    consoleDistDir: '/nonexistent',
    totpKey: TEST_TOTP_KEY,
    marketPriceToleranceSeconds: 86_400,
    ...overrides,
  };
  const outbox = new Outbox();
  const app = await buildApp({
    config,
    db: database.db,
    mailer: outbox,
    sms: outbox,
    logger: false,
    ...(database.dedicated ? { leaderConnection: database.dedicated } : {}),
    ...buildExtra,
  });
  await app.ready();

  const auth = (token?: string) => (token ? { authorization: token } : {});
  const testApp: TestApp = {
    app,
    db: database.db,
    outbox,
    config,
    async close() {
      await app.close();
      if (!shared) await database.close();
      fs.rmSync(uploadDir, { recursive: true, force: true });
    },
    post: (url, body = {}, token) =>
      app.inject({
        method: 'POST',
        url,
        payload: form(body),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth(token) },
      }),
    get: (url, query = {}, token) =>
      app.inject({
        method: 'GET',
        url,
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        headers: auth(token),
      }),
    async admin(
      role = 'operator',
      email = `op${randomBytes(4).toString('hex')}@example.com`,
      password = 'Operator123',
    ) {
      const created = await createAdmin({ db: database.db }, { email, password, role });
      const login = await expectOk(await testApp.post('/api/admin/login', { email, password }));
      const token = login.message as string;
      const { secret } = (await expectOk(await testApp.post('/api/admin/totp/enrol', {}, token)))
        .message as { secret: string };
      const code = await generate({ secret });
      await expectOk(await testApp.post('/api/admin/totp/confirm', { code }, token));
      return { token, id: created.id, email, password, totpSecret: secret };
    },
    async signUp(
      email = `u${randomBytes(4).toString('hex')}@example.com`,
      password = 'Secret123',
      extra = {},
    ) {
      await expectOk(
        await testApp.post('/api/sms_mail', { user_string: email, scene: 'register' }),
      );
      const code = outbox.codeFor(email);
      await expectOk(
        await testApp.post('/api/user/register', {
          user_string: email,
          code,
          password,
          re_password: password,
          ...extra,
        }),
      );
      const login = await expectOk(
        await testApp.post('/api/user/login', { user_string: email, password }),
      );
      return { token: login.message as string, email, password };
    },
  };
  return testApp;
}

/** Asserts an ok envelope and answers it. */
export async function expectOk(
  res: LightMyRequestResponse,
): Promise<{ type: 'ok'; message: unknown }> {
  const body = res.json<{ type: string; message: unknown }>();
  if (res.statusCode !== 200 || body.type !== 'ok') {
    throw new Error(`expected ok, got ${res.statusCode} ${res.body}`);
  }
  return body as { type: 'ok'; message: unknown };
}
