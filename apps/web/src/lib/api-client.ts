import type { ErrorCode } from '@meridian/contract';
import { TIMING } from '@meridian/contract';

import { paths } from '../config/paths';
import { currentLanguage, LANGUAGE_META, translate } from './i18n';
import { afterRedirectDelay, navigation } from './navigation';
import { clearSession, getToken } from './session';
import { showLoading, showToast, type ToastHandle } from './toast';

/**
 * The one HTTP client of the web app, and the only code that knows the envelope
 * (SPEC.md §7, §8; ARCHITECTURE.md "The HTTP contract").
 *
 * - base /api, default POST, bodies form-encoded, GET parameters in the query string;
 * - `lang` on every request, `Authorization: <token>`, `accept-language` zh-cn / en / zh-tw;
 * - a loading indicator only after 800 ms, a 60 s timeout;
 * - `{type:'ok'}` resolves `message`, `{code:1}` resolves `data`; 999 ends the session and goes to
 *   login after 1200 ms; 998 opens real_mark after 1200 ms; anything else rejects an ApiError
 *   with one toast; a non-200 answer rejects an HttpError carrying the full Response.
 */

export const API_BASE = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Primitive = string | number | boolean | null | undefined;
export type Params = Record<string, Primitive>;

export interface RequestOptions {
  method?: HttpMethod;
  /** Query-string parameters (GET and DELETE put `data` here too). */
  params?: Params;
  /** Body fields, form-encoded; a FormData body is sent as multipart. */
  data?: Params | FormData;
  /**
   * For background reads that render their own loading and error states: no loading indicator
   * and no toast for a business error. 999 and 998 are still handled, because they change where
   * the user is.
   */
  silent?: boolean;
  /**
   * Sent as the `Idempotency-Key` header on money-moving POSTs: one random key per submission
   * attempt, reused when the same submission is retried, so the server applies it only once.
   */
  idempotencyKey?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** A business failure: the server's translated message plus its stable code. */
export class ApiError extends Error {
  readonly code: string;
  readonly type: string;
  constructor(code: string, message: string, type = 'error') {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.type = type;
  }
}

/** A non-200 answer. `response` is the full Response (SPEC.md §8); `body` what it carried. */
export class HttpError extends Error {
  readonly response: Response;
  readonly status: number;
  readonly body: unknown;
  constructor(response: Response, body: unknown, message: string) {
    super(message);
    this.name = 'HttpError';
    this.response = response;
    this.status = response.status;
    this.body = body;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** Text to show for any failure a query or mutation produced. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof HttpError) return error.message;
  return translate('errors.NETWORK');
}

// ---- loading indicator: one shared toast while any visible request has run for 800 ms ----

let slowRequests = 0;
let loadingToast: ToastHandle | null = null;

function trackLoading(): () => void {
  let counted = false;
  const timer = setTimeout(() => {
    counted = true;
    slowRequests += 1;
    loadingToast ??= showLoading();
  }, TIMING.loadingIndicatorMs);
  return () => {
    clearTimeout(timer);
    if (!counted) return;
    slowRequests -= 1;
    if (slowRequests === 0 && loadingToast) {
      loadingToast.close();
      loadingToast = null;
    }
  };
}

// ---- request building ----

function appendAll(target: URLSearchParams | FormData, params: Params): void {
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    target.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
}

function buildUrl(path: string, params: Params | undefined): string {
  const url = path.startsWith('http') || path.startsWith('/h5/') ? path : `${API_BASE}${path}`;
  if (!params) return url;
  const search = new URLSearchParams();
  appendAll(search, params);
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function buildHeaders(): Headers {
  const language = currentLanguage();
  const headers = new Headers({
    Accept: 'application/json',
    'accept-language': LANGUAGE_META[language].acceptLanguage,
  });
  const token = getToken();
  if (token) headers.set('Authorization', token);
  return headers;
}

// ---- envelope handling ----

interface EnvelopeLike {
  type?: unknown;
  message?: unknown;
  code?: unknown;
  msg?: unknown;
  data?: unknown;
}

function textOf(value: unknown, fallbackKey: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : translate(fallbackKey);
}

function handleEnvelope<T>(body: unknown, silent: boolean): T {
  const envelope = (body ?? {}) as EnvelopeLike;
  if (envelope.type === 'ok') return envelope.message as T;
  // The legacy success shape (SPEC.md §8: "type ok or code 1").
  if (envelope.type === undefined && Number(envelope.code) === 1) {
    return (envelope.data !== undefined ? envelope.data : envelope.msg) as T;
  }

  if (envelope.type === '999') {
    const message = textOf(envelope.message, 'errors.SESSION_INVALID');
    showToast(message);
    clearSession();
    afterRedirectDelay(() => navigation.relaunch(paths.login));
    throw new ApiError('SESSION_INVALID' satisfies ErrorCode, message, '999');
  }
  if (envelope.type === '998') {
    const message = textOf(envelope.message, 'errors.REAL_NAME_REQUIRED');
    showToast(message);
    afterRedirectDelay(() => navigation.push(paths.realMark));
    throw new ApiError('REAL_NAME_REQUIRED' satisfies ErrorCode, message, '998');
  }

  const message = textOf(envelope.message ?? envelope.msg, 'errors.UNKNOWN');
  const code =
    typeof envelope.code === 'string' ? envelope.code : ('PARAMETER_ERROR' satisfies ErrorCode);
  if (!silent) showToast(message, TIMING.toastMs);
  throw new ApiError(code, message, typeof envelope.type === 'string' ? envelope.type : 'error');
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'POST';
  const silent = options.silent ?? false;
  const lang = currentLanguage();
  const hasBody = method === 'POST' || method === 'PUT';

  let url: string;
  let body: BodyInit | undefined;
  const headers = buildHeaders();
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
  if (hasBody) {
    url = buildUrl(path, options.params);
    if (options.data instanceof FormData) {
      const form = options.data;
      if (!form.has('lang')) form.append('lang', lang);
      body = form;
    } else {
      const form = new URLSearchParams();
      appendAll(form, { ...(options.data ?? {}), lang });
      body = form;
      headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
    }
  } else {
    const data = options.data instanceof FormData ? {} : (options.data ?? {});
    url = buildUrl(path, { ...options.params, ...data, lang });
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? TIMING.requestTimeoutMs);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);
  const stopLoading = silent ? () => undefined : trackLoading();

  let response: Response;
  let parsed: unknown;
  try {
    response = await fetch(url, { method, headers, body, signal: controller.signal });
    parsed = await readJson(response);
  } catch (error) {
    stopLoading();
    if (options.signal?.aborted && !timedOut) throw error;
    const code = timedOut ? 'TIMEOUT' : 'NETWORK';
    const message = translate(`errors.${code}`);
    if (!silent) showToast(message);
    throw new ApiError(code, message, 'network');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
  stopLoading();

  if (response.status !== 200) {
    const envelope = (parsed ?? {}) as EnvelopeLike;
    const message =
      typeof envelope.message === 'string' && envelope.message
        ? envelope.message
        : translate('errors.HTTP', { status: response.status });
    if (!silent) showToast(message);
    throw new HttpError(response, parsed, message);
  }
  return handleEnvelope<T>(parsed, silent);
}

/** Shorthands; the default method is POST (SPEC.md §7). */
export const api = {
  get: <T = unknown>(path: string, params?: Params, options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'GET', params }),
  post: <T = unknown>(path: string, data?: Params, options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'POST', data }),
  put: <T = unknown>(path: string, data?: Params, options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'PUT', data }),
  delete: <T = unknown>(path: string, params?: Params, options?: RequestOptions) =>
    request<T>(path, { ...options, method: 'DELETE', params }),
  /** Multipart upload with the file under `file` (SPEC.md §7); resolves the file's URL. */
  upload: (file: Blob, fileName?: string, options?: RequestOptions) => {
    const form = new FormData();
    form.append('file', file, fileName ?? (file instanceof File ? file.name : 'upload'));
    return request<string>('/upload', { ...options, method: 'POST', data: form });
  },
  /**
   * A plain JSON file from the web host (no envelope), e.g. /h5/rates.json. Rejects an HttpError
   * on a non-200 answer. No toast: callers of static files fall back silently.
   */
  async getStatic<T>(path: string): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), TIMING.requestTimeoutMs);
    try {
      const response = await fetch(path, {
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      });
      const parsed = await readJson(response);
      if (response.status !== 200) {
        throw new HttpError(
          response,
          parsed,
          translate('errors.HTTP', { status: response.status }),
        );
      }
      return parsed as T;
    } finally {
      clearTimeout(timer);
    }
  },
};
