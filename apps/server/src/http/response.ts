import { z } from 'zod';

import type { Said } from './envelope.js';

/**
 * Response schemas, so `/api/docs` documents what every route answers.
 *
 * The app's serializer (fastify-type-provider-zod) parses an answer with its route's schema and
 * sends the parse result. Three things follow, and the helpers here handle them:
 * - a plain `z.object` strips fields it does not name, so every object here is loose (`view`);
 * - business and validation failures go out with status 200 too, so the 200 schema also admits
 *   the failure envelope;
 * - an answer that does not match its schema would become a 500 after the work committed. Under
 *   the test runner (NODE_ENV=test) it does, so a schema that no longer tells the truth fails a
 *   test; anywhere else the answer goes out exactly as the route returned it.
 */

/** `{type: 'error' | '999' | '998', message, code, field?}`: see `errorEnvelope`. */
const failureEnvelope = z
  .looseObject({
    type: z.enum(['error', '999', '998']),
    message: z.string(),
    code: z.string(),
    field: z.string().optional(),
  })
  .describe('A failure: a translated message and a stable code (999: session, 998: identity).');

const checkedStrictly = process.env.NODE_ENV === 'test';

/** Where a drifting answer is reported outside tests (the app's log, set at composition). */
let reportDrift: (issues: z.core.$ZodIssue[]) => void = () => undefined;
const reported = new Set<string>();

/**
 * Reports each distinct drift of an answer from its schema once (at most 100 kinds), so an
 * operator learns of a schema that stopped telling the truth without a log line per request.
 */
export function onResponseDrift(report: (issues: z.core.$ZodIssue[]) => void): void {
  reportDrift = (issues) => {
    const kind = JSON.stringify(issues.map((issue) => [issue.code, issue.path]));
    if (reported.has(kind) || reported.size >= 100) return;
    reported.add(kind);
    report(issues);
  };
}

/** Sends the route's own answer when it does not match `schema`, except under tests. */
function tolerant<S extends z.ZodType>(schema: S) {
  return schema.catch((ctx) => {
    // zod calls this without a context when it draws the JSON schema: nothing to fall back to.
    if (!ctx) return undefined as never;
    if (checkedStrictly) {
      throw new Error(
        `answer does not match its response schema: ${JSON.stringify(ctx.error.issues).slice(0, 2000)}`,
      );
    }
    reportDrift(ctx.error.issues);
    return ctx.input as never;
  });
}

/**
 * An object answer: the named fields are documented and checked; a field the schema does not
 * name goes out unchanged. Typed as a plain object so a service's view interface (which has no
 * index signature) still has to provide every named field.
 */
export function view<Shape extends z.ZodRawShape>(shape: Shape): z.ZodObject<Shape> {
  return z.looseObject(shape);
}

/** A paged list (`Page<T>` of the contract): `page`/`limit` in, this out. */
export function page<Item extends z.ZodType>(item: Item) {
  return view({
    data: z.array(item),
    current_page: z.number(),
    per_page: z.number(),
    total: z.number(),
    last_page: z.number(),
  });
}

/** What a handler under the envelope may return: its data, a `say(...)` text, or nothing (''). */
type HandlerAnswer<Data> = Data | Said | undefined;

/**
 * `schema.response` for a route under the envelope (`useOkEnvelope`): `{type: 'ok', message:
 * data}`, or a failure. The handler is typed against `data`, since the envelope wraps what it
 * returns.
 */
export function okResponse<Data extends z.ZodType>(data: Data) {
  const envelope = z.union([
    z.looseObject({ type: z.literal('ok'), message: data }),
    failureEnvelope,
  ]);
  return {
    200: tolerant(envelope) as unknown as z.ZodType<unknown, HandlerAnswer<z.input<Data>>>,
  };
}

/**
 * For a service whose declared type says less than it answers (`Page<unknown>`): documents and,
 * under tests, checks the answer like `response`, without typing the handler against it.
 */
export function untyped(response: { 200: z.ZodType }): { 200: z.ZodType<unknown, unknown> } {
  return response;
}

/** `schema.response` for a route that answers a translated text (`say(...)`) or nothing. */
export function textResponse() {
  return okResponse(z.string().describe('A translated text for the user.'));
}

/**
 * `schema.response` for a route that sends its own answer outside the envelope (the SPEC's
 * "code 1" chart answer); failures still come as the envelope.
 */
export function ownResponse<Answer extends z.ZodType>(answer: Answer) {
  return { 200: tolerant(z.union([answer, failureEnvelope])) };
}
