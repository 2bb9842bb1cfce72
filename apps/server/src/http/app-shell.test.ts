import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { serveAppShell, withHeadHints } from './app-shell.js';

const PAGE = '<!doctype html><html><head><title>M</title></head><body></body></html>';

describe('withHeadHints', () => {
  it('puts each hint before </head>, its address escaped', () => {
    expect(withHeadHints(PAGE, [{ rel: 'preload', as: 'image', href: '/uploads/a"b&c.png' }])).toBe(
      '<!doctype html><html><head><title>M</title>' +
        '<link rel="preload" as="image" href="/uploads/a&quot;b&amp;c.png" fetchpriority="high">' +
        '</head><body></body></html>',
    );
  });

  it('leaves the page alone without hints or without a head', () => {
    expect(withHeadHints(PAGE, [])).toBe(PAGE);
    expect(withHeadHints('<p>x</p>', [{ rel: 'preload', as: 'image', href: '/a.png' }])).toBe(
      '<p>x</p>',
    );
  });
});

describe('serveAppShell', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function shell(hints: () => Promise<{ rel: 'preload'; as: 'image'; href: string }[]>) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-'));
    dirs.push(root);
    fs.writeFileSync(path.join(root, 'index.html'), PAGE);
    const app = Fastify();
    serveAppShell(app, root, '/h5', hints);
    await app.ready();
    return app;
  }

  it('serves the page fresh at / and /index.html with the hints', async () => {
    const app = await shell(async () => [{ rel: 'preload', as: 'image', href: '/uploads/b.png' }]);
    for (const url of ['/h5/', '/h5/index.html']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<link rel="preload" as="image" href="/uploads/b.png"');
    }
    await app.close();
  });

  it('serves the page without hints when reading them fails', async () => {
    const app = await shell(async () => {
      throw new Error('database down');
    });
    const res = await app.inject({ url: '/h5/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(PAGE);
    await app.close();
  });
});
