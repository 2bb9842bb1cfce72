import { vi } from 'vitest';
import type { Page } from '@meridian/contract';

export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. /api/user/login. */
  path: string;
  query: URLSearchParams;
  /** Form fields of a urlencoded body (empty for GET and multipart). */
  form: URLSearchParams;
  body: BodyInit | null | undefined;
  headers: Headers;
}

/** A JSON value, a Response, or a function of the request answering either. */
type Answer = unknown;

/**
 * Replaces fetch with handlers keyed by "METHOD /path". A plain value is answered as JSON with
 * HTTP 200; a Response is returned as is. Unhandled requests answer 404 so a test notices them.
 */
export function mockFetch(handlers: Record<string, Answer>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const url = new URL(href, 'http://localhost');
    const body = init.body;
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      form: body instanceof URLSearchParams ? body : new URLSearchParams(),
      body,
      headers: new Headers(init.headers),
    };
    requests.push(request);
    const handler = handlers[`${request.method} ${request.path}`];
    if (handler === undefined) {
      return new Response(JSON.stringify({ type: 'error', message: 'unhandled' }), { status: 404 });
    }
    const answer =
      typeof handler === 'function'
        ? (handler as (r: RecordedRequest) => unknown)(request)
        : handler;
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** The form fields of the first request sent to `path` (e.g. /api/user/login), as an object. */
export function formSentTo(requests: RecordedRequest[], path: string): Record<string, string> {
  return Object.fromEntries(requests.find((r) => r.path === path)?.form ?? []);
}

export const ok = <T>(message: T) => ({ type: 'ok', message });
export const fail = (code: string, message: string) => ({ type: 'error', code, message });

/** A paged list's answer that holds all of `data` on its one page. */
export const onePage = <T>(data: T[], per_page = 10): Page<T> => ({
  data,
  current_page: 1,
  per_page,
  total: data.length,
  last_page: 1,
});
