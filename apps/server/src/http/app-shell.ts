import fs from 'node:fs/promises';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

/** A resource the page will need, told to the browser before any script runs. */
export interface HeadHint {
  rel: 'preload';
  as: 'image';
  href: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page with `hints` as links just before `</head>`, e.g. the home's first banner image, so
 * its download starts with the HTML instead of after the scripts and the API answer that name it.
 */
export function withHeadHints(html: string, hints: readonly HeadHint[]): string {
  if (hints.length === 0) return html;
  const links = hints
    .map(
      (h) =>
        `<link rel="${h.rel}" as="${h.as}" href="${escapeAttribute(h.href)}" fetchpriority="high">`,
    )
    .join('');
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${links}${html.slice(at)}`;
}

/**
 * Serves `root/index.html` at `prefix/` and `prefix/index.html` with the hints `headHints`
 * answers (read per request: a rebuild is served at once; the file is a few KB). A failing
 * `headHints` serves the page without them: a hint is never worth an error page.
 */
export function serveAppShell(
  app: FastifyInstance,
  root: string,
  prefix: string,
  headHints: () => Promise<readonly HeadHint[]>,
) {
  const page = async () => {
    const html = await fs.readFile(path.join(root, 'index.html'), 'utf8');
    const hints = await headHints().catch((error: unknown) => {
      app.log.warn({ err: error }, 'head hints not read');
      return [];
    });
    return withHeadHints(html, hints);
  };
  for (const url of [`${prefix}/`, `${prefix}/index.html`]) {
    app.get(url, async (_req, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await page()),
    );
  }
}
