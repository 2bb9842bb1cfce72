import type { Envelope } from '@meridian/contract';

/**
 * The console's one door to `/api/admin/*`. The operator token lives in this tab's
 * sessionStorage under its own key: never in the H5 app's storage, gone when the tab closes.
 */
const TOKEN_KEY = 'meridian-console-token';

export function operatorToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function keepOperatorToken(token: string | null): void {
  if (token) sessionStorage.setItem(TOKEN_KEY, token);
  else sessionStorage.removeItem(TOKEN_KEY);
}

/** A refused call: the server's translated text, its stable code and the failing field. */
export class ApiError extends Error {
  readonly statusCode: number;
  constructor(
    message: string,
    readonly code: string,
    readonly field?: string,
  ) {
    super(message);
    // Refine reads statusCode: 401 sends the operator back to sign-in.
    this.statusCode = code === 'SESSION_INVALID' ? 401 : code === 'FORBIDDEN' ? 403 : 400;
  }
}

let language = 'en';
/** The language the server answers texts in (its `lang` parameter). */
export function setApiLanguage(lang: string): void {
  language = lang;
}

type Query = Record<string, string | number | boolean | undefined | null>;

function queryString(query: Query): string {
  const params = new URLSearchParams({ lang: language });
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

async function send<T>(route: string, init: RequestInit): Promise<T> {
  const token = operatorToken();
  const res = await fetch(`/api${route}`, {
    ...init,
    headers: { ...(token ? { Authorization: token } : {}), ...init.headers },
  });
  const body = (await res.json()) as Envelope<T>;
  if (body.type === 'ok') return body.message;
  throw new ApiError(body.message, body.code, body.type === 'error' ? body.field : undefined);
}

export function apiGet<T>(route: string, query: Query = {}): Promise<T> {
  return send<T>(`${route}?${queryString(query)}`, { method: 'GET' });
}

export function apiPost<T>(route: string, body: object = {}): Promise<T> {
  return send<T>(route, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, lang: language }),
  });
}

/** Uploads one image (multipart, field `file`); answers its public path. */
export function apiUpload<T>(route: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  return send<T>(`${route}?${queryString({})}`, { method: 'POST', body: form });
}

/** A file the server builds (the audit CSV): fetched with the token, saved by the browser. */
export async function apiDownload(route: string, query: Query, fileName: string): Promise<void> {
  const token = operatorToken();
  const res = await fetch(`/api${route}?${queryString(query)}`, {
    headers: token ? { Authorization: token } : {},
  });
  if (!res.ok) throw new ApiError(res.statusText, 'DOWNLOAD_FAILED');
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
