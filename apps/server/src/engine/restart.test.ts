import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { generate } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../db/connect.js';
import { checkLedger } from '../ledger/check.js';
import { spawnServer } from '../testing/server-process.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-restart-'));
const children: ChildProcess[] = [];
const OPTIONS = 100;
const POSITIONS = 100;
const SECONDS = 20;

/** `src/main.ts` on the embedded database in `dataDir` with the simulated feed. */
function start(port: number) {
  const server = spawnServer(port, dataDir, { MARKET_BACKFILL_DAYS: '0', MARKET_FEED: 'sim' });
  children.push(server.child);
  const ready = server.started.then(({ ready, code }) => {
    if (!ready) throw new Error(`server exited (${code}): ${server.output().slice(-2000)}`);
  });
  return { ...server, ready };
}

function api(port: number) {
  return async <T>(
    method: 'GET' | 'POST',
    route: string,
    data: Record<string, unknown> = {},
    token?: string,
  ): Promise<T> => {
    const query = new URLSearchParams(
      Object.entries(data).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    const res = await fetch(
      `http://127.0.0.1:${port}${route}${method === 'GET' && query ? `?${query}` : ''}`,
      {
        method,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(token ? { authorization: token } : {}),
        },
        ...(method === 'POST' ? { body: query } : {}),
      },
    );
    const body = (await res.json()) as { type: string; message: T };
    if (body.type !== 'ok') throw new Error(`${route}: ${JSON.stringify(body)}`);
    return body.message;
  };
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'engine: SIGKILL before expiry, then restart',
  () => {
    it('settles every option once at the recorded tick, keeps positions and their TP/SL, ledger clean', async () => {
      const first = start(18_191);
      await first.ready;
      const call = api(18_191);
      const admin = await call<string>('POST', '/api/admin/login', {
        email: 'admin@example.com',
        password: 'Admin12345',
      });
      // Every operator gives a second factor: the demo operator enrols on its first sign-in.
      const { secret } = await call<{ secret: string }>('POST', '/api/admin/totp/enrol', {}, admin);
      await call('POST', '/api/admin/totp/confirm', { code: await generate({ secret }) }, admin);
      await call(
        'POST',
        '/api/admin/option-durations/save',
        {
          seconds: SECONDS,
          profit_ratio: '0.8',
          min_amount: '1',
          max_amount: '1000',
          fee_rate: '0',
          sort: 0,
          enabled: 1,
        },
        admin,
      );
      const token = await call<string>('POST', '/api/user/login', {
        user_string: 'demo@example.com',
        password: 'Demo12345',
      });
      // The sim feed prices BTC within a second of starting.
      for (let i = 0; i < 100; i++) {
        const rows = await call<
          { symbol: string; now_price: string | null; feed: { stale: boolean } }[]
        >('GET', '/api/currency/quotation_new');
        if (rows.find((r) => r.symbol === 'BTC/USDT' && r.now_price && !r.feed.stale)) break;
        await new Promise((r) => setTimeout(r, 100));
      }

      const submits: Promise<unknown>[] = [];
      for (let i = 0; i < OPTIONS; i++) {
        submits.push(
          call(
            'POST',
            '/api/microtrade/submit',
            {
              match_id: 1,
              currency_id: 3,
              type: i % 2 === 0 ? 1 : 2,
              seconds: SECONDS,
              number: '10',
            },
            token,
          ),
        );
      }
      for (let i = 0; i < POSITIONS; i++) {
        submits.push(
          call(
            'POST',
            '/api/lever/submit',
            {
              currency_id: 1,
              legal_id: 3,
              type: i % 2 === 0 ? 1 : 2,
              share: 1,
              multiple: 100,
              status: 1,
              ...(i % 2 === 0
                ? { target_profit_price: '200000', stop_loss_price: '1000' }
                : { target_profit_price: '1000', stop_loss_price: '200000' }),
            },
            token,
          ),
        );
      }
      await Promise.all(submits);
      first.child.kill('SIGKILL');
      await first.exited;

      const second = start(18_192);
      await second.ready;
      const again = api(18_192);
      const token2 = await again<string>('POST', '/api/user/login', {
        user_string: 'demo@example.com',
        password: 'Demo12345',
      });
      const loaded = /"triggers":(\d+),"dues":(\d+).*engine: open work loaded/.exec(
        second.output(),
      );
      expect(Number(loaded?.[1])).toBeGreaterThanOrEqual(2 * POSITIONS);
      for (let i = 0; i < 600; i++) {
        const open = await again<{ total: number }>(
          'GET',
          '/api/microtrade/lists',
          { status: 1, limit: 50 },
          token2,
        );
        if (open.total === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      const handle = await openDatabase({ databaseUrl: undefined, dataDir });
      try {
        const orders = await handle.db.selectFrom('option_orders').selectAll().execute();
        expect(orders).toHaveLength(OPTIONS);
        for (const order of orders) {
          expect(order.status).toBe(3);
          const tick = await handle.db
            .selectFrom('market_ticks')
            .select(['price', 'time'])
            .where('symbol', '=', 'BTC/USDT')
            .where('time', '<=', order.expires_at)
            .orderBy('time', 'desc')
            .limit(1)
            .executeTakeFirstOrThrow();
          expect(Number(order.end_time)).toBe(Number(tick.time));
          expect(Number(order.end_price)).toBe(Number(tick.price));
          // audit 2: the deciding tick is the feed's own of that instant, not one from before the stop.
          expect(Number(order.expires_at) - Number(order.end_time)).toBeLessThan(3000);
        }
        const settles = await handle.db
          .selectFrom('ledger_postings')
          .select('reference')
          .where('reason', '=', 'option_settle')
          .execute();
        expect(settles).toHaveLength(orders.filter((o) => o.profit_result !== -1).length);
        const positions = await handle.db
          .selectFrom('lever_positions')
          .select(['status', 'target_profit_price', 'stop_loss_price'])
          .execute();
        expect(positions).toHaveLength(POSITIONS);
        expect(
          positions.every((p) => p.status === 1 && p.target_profit_price && p.stop_loss_price),
        ).toBe(true);
        expect(await checkLedger(handle.db)).toEqual([]);
      } finally {
        await handle.close();
      }
    }, 180_000);
  },
);
