import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** What helmet is asked for: a strict content security policy for the H5 app and the API. */
export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      scriptSrc: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The image source the map tiles' URL template needs in the policy: its origin, a `{s}`
 * subdomain as a wildcard (`https://{s}.tile.example/{z}/{x}/{y}.png` → `https://*.tile.example`).
 * A path on this server needs nothing ('self'); anything but http(s) gets no source.
 */
export function tileImageSource(tileUrl: string): string | null {
  if (tileUrl.startsWith('/') && !tileUrl.startsWith('//')) return null;
  try {
    const url = new URL(tileUrl.replaceAll('{s}', 'tile-subdomain'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `${url.protocol}//${url.host.replace('tile-subdomain', '*')}`;
  } catch {
    return null;
  }
}

const withTiles = new Map<string, FastifyHelmetOptions>();

/**
 * HELMET_OPTIONS with the map tiles' origin among the image sources; one options object per
 * origin, so the headers are still worked out once.
 */
export function helmetOptionsFor(tileUrl: string): FastifyHelmetOptions {
  const source = tileImageSource(tileUrl);
  if (!source) return HELMET_OPTIONS;
  let options = withTiles.get(source);
  if (!options) {
    const csp = HELMET_OPTIONS.contentSecurityPolicy as {
      directives: Record<string, string[]>;
    };
    options = {
      ...HELMET_OPTIONS,
      contentSecurityPolicy: {
        directives: { ...csp.directives, imgSrc: [...(csp.directives.imgSrc ?? []), source] },
      },
    };
    withTiles.set(source, options);
  }
  return options;
}

async function headersOf(app: FastifyInstance): Promise<Record<string, string>> {
  app.get('/', async () => '');
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)]));
}

const computed = new WeakMap<FastifyHelmetOptions, Promise<[string, string][]>>();

/**
 * The headers @fastify/helmet sets with `options`, found once: it builds them anew for every
 * request (it parses its options and joins the policy each time), though with fixed options they
 * never change. Answers what a bare server's answer lacks and helmet's has.
 */
export function computeSecurityHeaders(
  options: FastifyHelmetOptions = HELMET_OPTIONS,
): Promise<[string, string][]> {
  // The same options give the same headers: worked out once per process, not once per app.
  let found = computed.get(options);
  if (!found) {
    found = headersSetBy(options);
    computed.set(options, found);
  }
  return found;
}

async function headersSetBy(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const withHelmet = Fastify();
  await withHelmet.register(helmet, options);
  const [secured, bare] = await Promise.all([headersOf(withHelmet), headersOf(Fastify())]);
  return Object.entries(secured).filter(([name]) => !(name in bare));
}

/** Sets `headers` on every response, as helmet did: on the raw response, before any route runs. */
export function installSecurityHeaders(app: FastifyInstance, headers: [string, string][]): void {
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
