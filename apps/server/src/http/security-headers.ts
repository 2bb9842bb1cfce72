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
