import type { AdminIeoProjectView, IeoOrderView, IeoProjectView, Page } from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  balanceOf,
  CHANGE,
  expectLedgerClean,
  failure,
  fund,
  ok,
  USDT,
  userIdOf,
} from '../../testing/money.js';
import { postJson } from '../../testing/input-bounds.js';
import { countRows, houseHolds } from '../../testing/rows.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { nodeDeps } from '../../testing/trading.js';
import { allocateProject, earnSummary, listProject, runDue, unlockProject } from './ieo.service.js';

const DAY = 86_400_000;
let t: TestApp;
let op: { token: string; id: number };
beforeEach(async () => {
  t = await buildTestApp();
  op = await t.admin('operator');
});
afterEach(() => t.close());

/** A published project straight in the table, its times around now (the API refuses past starts). */
async function project(over: Record<string, unknown> = {}): Promise<number> {
  const now = Date.now();
  const row = await t.db
    .insertInto('ieo_projects')
    .values({
      name: 'Test Token (made up)',
      symbol: `T${Math.floor(Math.random() * 1e6)}`,
      token_decimals: 4,
      pay_currency_id: USDT,
      price: '0.5',
      total_supply: '1000',
      user_cap: '400',
      min_amount: '10',
      lock_days: 0,
      start_at: now - DAY,
      end_at: now + DAY,
      listing_at: now + 2 * DAY,
      published: true,
      ...over,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function user(amount = '1000') {
  const { token } = await t.signUp();
  const id = await userIdOf(t, token);
  if (amount !== '0') await fund(t.db, id, USDT, amount);
  return { token, id };
}

const subscribe = (token: string | undefined, body: Record<string, unknown>) =>
  t.post('/api/project/order', { pay_currency: 'USDT', price: '0.5', ...body }, token);
const usdt = (id: number) => balanceOf(t.db, id, USDT, CHANGE);
const myOrders = async (token: string) =>
  ok<Page<IeoOrderView>>(await t.get('/api/user/project/order', {}, token));
const admin = (path: string, body: Record<string, unknown>, token = op.token) =>
  t.post(`/api/admin/ieo/${path}`, body, token);
/** The operator's save as a JSON body (the description is an object of texts). */
const saveJson = (body: Record<string, unknown>) =>
  postJson(t, '/api/admin/ieo/save', body, op.token);

describe('GET /project and /project/detail', () => {
  it('lists published projects by phase with real counts; a draft is not shown', async () => {
    const now = Date.now();
    const warm = await project({
      start_at: now + DAY,
      end_at: now + 2 * DAY,
      listing_at: now + 3 * DAY,
    });
    const live = await project();
    const ended = await project({ start_at: now - 3 * DAY, end_at: now - DAY, listing_at: now });
    await project({ published: false });
    const u = await user();
    ok(await subscribe(u.token, { project_id: live, amount: '100' }));

    const page = ok<Page<IeoProjectView>>(await t.get('/api/project', { page: 1, limit: 10 }));
    expect(page.total).toBe(3);
    expect(page.data.map((p) => [p.id, p.phase])).toEqual([
      [live, 'progress'],
      [warm, 'warmup'],
      [ended, 'ended'],
    ]);
    const detail = ok<IeoProjectView>(await t.get('/api/project/detail', { project_id: live }));
    expect(detail).toMatchObject({
      price: '0.5',
      total_supply: '1000',
      user_cap: '400',
      pay_currency: 'USDT',
      applied_total: '100',
      participants: 1,
      allocated_at: null,
    });
  });

  it('answers a translated not-found for an unknown or unpublished project, and refuses bad ids', async () => {
    const draft = await project({ published: false });
    const res = await t.get('/api/project/detail', { project_id: draft }, undefined);
    expect(failure(res).code).toBe('IEO_PROJECT_NOT_FOUND');
    expect(failure(await t.get('/api/project/detail', { project_id: 'x' })).code).toBe(
      'PARAMETER_ERROR',
    );
  });
});

describe('POST /project/order', () => {
  it('freezes price × amount in the exchange account and shows the subscription', async () => {
    const id = await project();
    const u = await user('1000');
    const order = ok<IeoOrderView>(await subscribe(u.token, { project_id: id, amount: '300' }));
    expect(order).toMatchObject({ applied: '300', paid: '150', status: 'committed', passed: null });
    expect(await usdt(u.id)).toEqual({ available: '850', frozen: '150' });
    const mine = await myOrders(u.token);
    expect(mine.data.map((o) => o.id)).toEqual([order.id]);
    await expectLedgerClean(t.db);
  });

  it('refuses bad input with translated errors and changes nothing', async () => {
    const now = Date.now();
    const id = await project();
    const warm = await project({
      start_at: now + DAY,
      end_at: now + 2 * DAY,
      listing_at: now + 3 * DAY,
    });
    const u = await user('1000');
    const cases: [Record<string, unknown>, string][] = [
      [{ project_id: id, amount: '-1' }, 'PARAMETER_ERROR'],
      [{ project_id: id, amount: 'abc' }, 'PARAMETER_ERROR'],
      [{ project_id: id, amount: '1.00001' }, 'AMOUNT_PRECISION'],
      [{ project_id: id, amount: '5' }, 'IEO_BELOW_MINIMUM'],
      [{ project_id: id, amount: '100', price: '0.4' }, 'IEO_PRICE_CHANGED'],
      [{ project_id: id, amount: '100', pay_currency: 'BTC' }, 'IEO_PAY_CURRENCY'],
      [{ project_id: warm, amount: '100' }, 'IEO_NOT_IN_PROGRESS'],
      [{ project_id: 99999, amount: '100' }, 'IEO_PROJECT_NOT_FOUND'],
      [{ project_id: id, amount: '4000' }, 'INSUFFICIENT_BALANCE'],
    ];
    for (const [body, code] of cases) {
      const res = failure(await subscribe(u.token, body));
      expect([body, res.code]).toEqual([body, code]);
      expect(res.message).not.toBe(code);
    }
    expect(failure(await subscribe(undefined, { project_id: id, amount: '100' })).code).toBe(
      'SESSION_INVALID',
    );
    expect(await usdt(u.id)).toEqual({ available: '1000', frozen: '0' });
    expect(await countRows(t.db, 'ieo_orders')).toBe(0);
    await expectLedgerClean(t.db);
  });

  it('takes exactly one of concurrent double submits', async () => {
    const id = await project();
    const u = await user('1000');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => subscribe(u.token, { project_id: id, amount: '200' })),
    );
    const codes = answers.map((r) => failure(r).code ?? 'ok');
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'IEO_ALREADY_SUBSCRIBED')).toBe(true);
    expect(await usdt(u.id)).toEqual({ available: '900', frozen: '100' });
    await expectLedgerClean(t.db);
  });

  it('shows each user only their own subscriptions', async () => {
    const id = await project();
    const a = await user();
    const b = await user();
    ok(await subscribe(a.token, { project_id: id, amount: '100' }));
    expect((await myOrders(b.token)).data).toEqual([]);
    expect((await myOrders(a.token)).total).toBe(1);
  });
});

describe('allocation and listing', () => {
  /** Three users applying 800 / 400 / 200 tokens at 0.5 for 1000 tokens with a 400 cap. */
  async function oversubscribed() {
    const id = await project();
    const users = [await user(), await user(), await user()];
    const amounts = ['800', '400', '200'];
    for (const [i, u] of users.entries())
      ok(await subscribe(u.token, { project_id: id, amount: amounts[i] }));
    return { id, users };
  }

  it('allocates pro rata with the cap, unfreezes the rest, and runs once', async () => {
    const { id, users } = await oversubscribed();
    expect(failure(await admin('allocate', { id })).code).toBe('IEO_NOT_ENDED');
    ok(await admin('close', { id }));
    const after = ok<AdminIeoProjectView>(await admin('allocate', { id }));
    // 1000 over 1400 applied: 800 → 571.4 > 400 capped; 600 left over 600 applied: 400 and 200.
    expect(after).toMatchObject({ passed_total: '1000', dust: '0', unsold: '0' });
    const orders = await Promise.all(users.map(async (u) => (await myOrders(u.token)).data[0]!));
    expect(orders.map((o) => [o.passed, o.cost, o.refunded, o.status])).toEqual([
      ['400', '200', '200', 'allocated'],
      ['400', '200', '0', 'allocated'],
      ['200', '100', '0', 'allocated'],
    ]);
    expect(await usdt(users[0]!.id)).toEqual({ available: '800', frozen: '200' });

    // A subscription that waited on the project while the allocation ran (its clock still
    // before the end, as here with the end moved back) is refused: the commit list is closed.
    await t.db
      .updateTable('ieo_projects')
      .set({ end_at: Date.now() + DAY, listing_at: Date.now() + 2 * DAY })
      .where('id', '=', id)
      .execute();
    const late = await user();
    expect(failure(await subscribe(late.token, { project_id: id, amount: '100' })).code).toBe(
      'IEO_NOT_IN_PROGRESS',
    );
    expect(await usdt(late.id)).toEqual({ available: '1000', frozen: '0' });

    // A re-run (operator, job, another node) changes nothing.
    const postings = await countRows(t.db, 'ledger_postings');
    ok(await admin('allocate', { id }));
    expect(await runDue(depsOf(), Date.now())).toBe(0);
    expect(await countRows(t.db, 'ledger_postings')).toBe(postings);
    await expectLedgerClean(t.db);
  });

  it('lists once: the tokens are credited, the cost goes to the house, a new currency appears', async () => {
    const { id, users } = await oversubscribed();
    expect(failure(await admin('list', { id })).code).toBe('IEO_NOT_ALLOCATED');
    ok(await admin('close', { id }));
    ok(await admin('allocate', { id }));
    const listed = ok<AdminIeoProjectView>(await admin('list', { id }));
    expect(listed.token_currency_id).not.toBeNull();
    const token = listed.token_currency_id!;
    expect(await balanceOf(t.db, users[0]!.id, token, CHANGE)).toMatchObject({ available: '400' });
    expect(await usdt(users[0]!.id)).toEqual({ available: '800', frozen: '0' });
    expect(await houseHolds(t.db, 'ieo')).toBe('500');
    expect(await houseHolds(t.db, 'ieo', token)).toBe('-1000');
    const postings = await countRows(t.db, 'ledger_postings');
    ok(await admin('list', { id }));
    expect(await countRows(t.db, 'ledger_postings')).toBe(postings);
    expect((await myOrders(users[2]!.token)).data[0]).toMatchObject({ status: 'listed' });
    const wallet = ok<unknown>(await t.get('/api/currency/list'));
    expect(JSON.stringify(wallet)).toContain(listed.symbol);
    await expectLedgerClean(t.db);
  });

  it('the job allocates and lists what is due, caught up after downtime, each once', async () => {
    const now = Date.now();
    const id = await project();
    const u = await user();
    ok(await subscribe(u.token, { project_id: id, amount: '100' }));
    expect(await earnSummary(t.db, u.id)).toMatchObject({
      active: 1,
      held: [{ currency: 'USDT', amount: '50' }],
    });
    // Two days later (the node was down through the end and the listing): both run, once.
    expect(await runDue(depsOf(), now + 3 * DAY)).toBe(2);
    expect(await runDue(depsOf(), now + 3 * DAY)).toBe(0);
    expect((await myOrders(u.token)).data[0]).toMatchObject({ passed: '100', status: 'listed' });
    expect(await usdt(u.id)).toEqual({ available: '950', frozen: '0' });
    const symbol = (await myOrders(u.token)).data[0]!.symbol;
    expect(await earnSummary(t.db, u.id)).toEqual({
      product: 'ieo',
      active: 0,
      held: [],
      earned: [{ currency: symbol, amount: '100' }],
    });
    await expectLedgerClean(t.db);
  });

  it('finishes an allocation a stopped node left half written, and lists only after it', async () => {
    const { id, users } = await oversubscribed();
    ok(await admin('close', { id }));
    // The node stopped after the claim committed and before its parts wrote the subscriptions.
    await t.db
      .updateTable('ieo_projects')
      .set({ allocated_at: Date.now(), passed_total: '1000', dust: '0', unsold: '0' })
      .where('id', '=', id)
      .execute();
    expect(await usdt(users[0]!.id)).toEqual({ available: '600', frozen: '400' });
    expect(failure(await admin('list', { id })).code).toBe('IEO_NOT_ALLOCATED');

    // The next job run (the listing not yet due) writes the shares the rule gives, once.
    expect(await runDue(depsOf(), Date.now())).toBe(1);
    const orders = await Promise.all(users.map(async (u) => (await myOrders(u.token)).data[0]!));
    expect(orders.map((o) => [o.passed, o.cost, o.refunded, o.status])).toEqual([
      ['400', '200', '200', 'allocated'],
      ['400', '200', '0', 'allocated'],
      ['200', '100', '0', 'allocated'],
    ]);
    expect(await usdt(users[0]!.id)).toEqual({ available: '800', frozen: '200' });
    expect(await runDue(depsOf(), Date.now())).toBe(0);
    ok(await admin('list', { id }));
    await expectLedgerClean(t.db);
  });

  it('concurrent allocation runs allocate once', async () => {
    const { id } = await oversubscribed();
    ok(await admin('close', { id }));
    const runs = await Promise.all([1, 2, 3].map(() => allocateProject(depsOf(), id)));
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
    const lists = await Promise.all([1, 2].map(() => listProject(depsOf(), id)));
    expect(lists.filter((r) => r.ran)).toHaveLength(1);
    await expectLedgerClean(t.db);
  });
});

describe('lock period', () => {
  /** A project with a 7-day lock that has ended, one user subscribed for 100 tokens. */
  async function locked() {
    const now = Date.now();
    const id = await project({ lock_days: 7 });
    const u = await user();
    ok(await subscribe(u.token, { project_id: id, amount: '100' }));
    await t.db
      .updateTable('ieo_projects')
      .set({ end_at: now - 1, listing_at: now })
      .where('id', '=', id)
      .execute();
    return { id, u, now };
  }
  const tokenOf = async (id: number) =>
    (
      await t.db
        .selectFrom('ieo_projects')
        .select('token_currency_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).token_currency_id!;

  it('credits the tokens frozen at the listing and unlocks them once when the lock ends', async () => {
    const { id, u, now } = await locked();
    const before = ok<IeoProjectView>(await t.get('/api/project/detail', { project_id: id }));
    expect(before).toMatchObject({ lock_days: 7, unlock_time: now + 7 * DAY, locked: false });

    expect(await runDue(depsOf(), now)).toBe(2);
    const token = await tokenOf(id);
    expect(await balanceOf(t.db, u.id, token, CHANGE)).toEqual({ available: '0', frozen: '100' });
    const order = (await myOrders(u.token)).data[0]!;
    expect(order).toMatchObject({ status: 'listed', unlock_time: now + 7 * DAY, locked: true });
    expect(
      ok<IeoProjectView>(await t.get('/api/project/detail', { project_id: id })),
    ).toMatchObject({ unlock_time: now + 7 * DAY, locked: true });
    await expectLedgerClean(t.db);

    // Before the unlock time the job changes nothing, nor does a direct run.
    const postings = await countRows(t.db, 'ledger_postings');
    expect(await runDue(depsOf(), now + 7 * DAY - 1)).toBe(0);
    expect((await unlockProject(depsOf(), id, now + 7 * DAY - 1)).ran).toBe(false);
    expect(await countRows(t.db, 'ledger_postings')).toBe(postings);
    expect(await balanceOf(t.db, u.id, token, CHANGE)).toEqual({ available: '0', frozen: '100' });

    // At the unlock time: frozen → available, once (reason ieo_unlock, one posting per order).
    expect(await runDue(depsOf(), now + 7 * DAY)).toBe(1);
    expect(await balanceOf(t.db, u.id, token, CHANGE)).toEqual({ available: '100', frozen: '0' });
    const unlock = await t.db
      .selectFrom('ledger_postings')
      .select(['reason', 'reference'])
      .where('reason', '=', 'ieo_unlock')
      .execute();
    expect(unlock).toEqual([{ reason: 'ieo_unlock', reference: `ieo:${order.id}:unlock` }]);
    expect((await myOrders(u.token)).data[0]).toMatchObject({ locked: false });

    // A second run (the job again, another node) changes nothing.
    expect(await runDue(depsOf(), now + 8 * DAY)).toBe(0);
    const again = await Promise.all([1, 2].map(() => unlockProject(depsOf(), id, now + 9 * DAY)));
    expect(again.filter((r) => r.ran)).toHaveLength(0);
    expect(await countRows(t.db, 'ledger_postings')).toBe(postings + 1);
    expect(await balanceOf(t.db, u.id, token, CHANGE)).toEqual({ available: '100', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('a leader down through the listing and past the unlock catches up, each step once', async () => {
    const { id, u, now } = await locked();
    // Listed late (the node was down): the lock counts from the real listing.
    expect(await runDue(depsOf(), now + DAY)).toBe(2);
    const token = await tokenOf(id);
    expect((await myOrders(u.token)).data[0]).toMatchObject({ unlock_time: now + 8 * DAY });
    // Down again for twenty days: the unlock is found by time and runs once.
    expect(await runDue(depsOf(), now + 30 * DAY)).toBe(1);
    expect(await runDue(depsOf(), now + 30 * DAY)).toBe(0);
    expect(await balanceOf(t.db, u.id, token, CHANGE)).toEqual({ available: '100', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('concurrent unlock runs unlock once', async () => {
    const { id, u, now } = await locked();
    await runDue(depsOf(), now);
    const runs = await Promise.all([1, 2, 3].map(() => unlockProject(depsOf(), id, now + 7 * DAY)));
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
    expect(await balanceOf(t.db, u.id, await tokenOf(id), CHANGE)).toEqual({
      available: '100',
      frozen: '0',
    });
    await expectLedgerClean(t.db);
  });

  it('without a lock period the tokens are available at the listing and nothing is due later', async () => {
    const { id, u, now } = await locked();
    await t.db.updateTable('ieo_projects').set({ lock_days: 0 }).where('id', '=', id).execute();
    expect(await runDue(depsOf(), now)).toBe(2);
    expect(await balanceOf(t.db, u.id, await tokenOf(id), CHANGE)).toEqual({
      available: '100',
      frozen: '0',
    });
    expect((await myOrders(u.token)).data[0]).toMatchObject({ unlock_time: null, locked: false });
    expect(await runDue(depsOf(), now + 400 * DAY)).toBe(0);
    await expectLedgerClean(t.db);
  });
});

describe('operator', () => {
  const terms = () => {
    const now = Date.now();
    return {
      name: 'Op Token (made up)',
      symbol: 'OPTKN',
      token_decimals: 2,
      pay_currency_id: USDT,
      price: '0.25',
      total_supply: '100000',
      user_cap: '5000',
      min_amount: '10',
      lock_days: 7,
      start_time: now + DAY,
      end_time: now + 2 * DAY,
      listing_time: now + 3 * DAY,
      white_paper: 'https://example.com/wp.pdf',
      website: 'https://example.com',
    };
  };

  it('creates (audited), edits future terms, opens; a started project keeps its terms', async () => {
    const created = ok<AdminIeoProjectView>(await admin('save', terms()));
    expect(created).toMatchObject({ published: false, phase: 'warmup', price: '0.25' });
    expect(ok<Page<IeoProjectView>>(await t.get('/api/project')).total).toBe(0);
    ok(await admin('save', { id: created.id, price: '0.3' }));
    ok(await admin('open', { id: created.id }));
    expect(ok<Page<IeoProjectView>>(await t.get('/api/project')).data[0]).toMatchObject({
      price: '0.3',
    });
    await t.db
      .updateTable('ieo_projects')
      .set({ start_at: Date.now() - 1000 })
      .where('id', '=', created.id)
      .execute();
    expect(failure(await admin('save', { id: created.id, price: '0.01' })).code).toBe(
      'IEO_TERMS_LOCKED',
    );
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'ieo_project')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'ieo_project.create',
      'ieo_project.update',
      'ieo_project.open',
    ]);
  });

  it('takes the description in every language; users read theirs, else the English', async () => {
    const description = { en: 'A plain description.', zh: '简单的说明。' };
    const created = ok<AdminIeoProjectView>(await saveJson({ ...terms(), description }));
    expect(created.description).toEqual(description);
    ok(await admin('open', { id: created.id }));
    const read = async (lang: string) =>
      ok<IeoProjectView>(await t.get('/api/project/detail', { project_id: created.id, lang }))
        .description;
    expect(await read('zh')).toBe('简单的说明。');
    expect(await read('th')).toBe('A plain description.');
    expect(await read('en')).toBe('A plain description.');
    const listed = ok<Page<IeoProjectView>>(await t.get('/api/project', { lang: 'zh' }));
    expect(listed.data[0]!.description).toBe('简单的说明。');

    // Without English, or not an object, it is refused and nothing changes.
    for (const bad of [{ zh: '只有中文' }, 'plain string', { en: '' }, { en: 'x'.repeat(4001) }])
      expect(failure(await saveJson({ id: created.id, description: bad })).code).toBe(
        'PARAMETER_ERROR',
      );
    ok(await saveJson({ id: created.id, description: { en: 'New.', fra: 'Nouveau.' } }));
    expect(await read('fra')).toBe('Nouveau.');
    expect(await read('zh')).toBe('New.');
  });

  it('refuses bad terms and a taken symbol', async () => {
    expect(failure(await admin('save', { ...terms(), user_cap: '200000' })).code).toBe(
      'PARAMETER_ERROR',
    );
    expect(failure(await admin('save', { ...terms(), price: '-1' })).code).toBe('PARAMETER_ERROR');
    expect(failure(await admin('save', { ...terms(), start_time: 1 })).code).toBe(
      'PARAMETER_ERROR',
    );
    expect(failure(await admin('save', { ...terms(), symbol: 'BTC' })).code).toBe(
      'IEO_SYMBOL_TAKEN',
    );
    expect(await countRows(t.db, 'ieo_projects')).toBe(0);
  });

  it('lets an auditor read but not write; a user token is refused', async () => {
    const auditor = await t.admin('auditor');
    expect(ok<unknown[]>(await t.get('/api/admin/ieo/projects', {}, auditor.token))).toEqual([]);
    expect(failure(await admin('save', terms(), auditor.token)).code).toBe('FORBIDDEN');
    const u = await user('0');
    expect(failure(await admin('save', terms(), u.token)).code).toBe('SESSION_INVALID');
    expect(await countRows(t.db, 'ieo_projects')).toBe(0);
  });
});

const depsOf = () => nodeDeps(t);
