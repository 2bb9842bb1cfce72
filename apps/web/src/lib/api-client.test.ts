import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@meridian/contract';

import { fail, mockFetch, ok } from '../testing/mock-fetch';
import { userView } from '../testing/user-fixtures';
import { api, ApiError, HttpError } from './api-client';
import { setLanguage } from './i18n';
import { bindNavigator, type NavigatorLike } from './navigation';
import { getSession, setToken, setUser } from './session';
import { readStorage } from './storage';
import { showLoading, showToast } from './toast';

vi.mock('./toast', () => import('../testing/toast-mock'));

function fakeNavigator() {
  const calls: { to: string | number; replace?: boolean }[] = [];
  const navigator: NavigatorLike = {
    navigate: (to: string | number, options?: { replace?: boolean }) => {
      calls.push({ to, replace: options?.replace });
    },
    state: { location: { pathname: '/pages/setting/setting' } },
  };
  bindNavigator(navigator);
  return calls;
}

const user = userView({ id: 1, invite_code: 'ABC123' });

beforeEach(async () => {
  vi.mocked(showToast).mockClear();
  vi.mocked(showLoading).mockClear();
  await setLanguage('en');
});

afterEach(() => {
  bindNavigator(null);
});

describe('api client: requests', () => {
  it('posts form-encoded bodies to /api with lang, token and accept-language', async () => {
    setToken('tok-123');
    await setLanguage('zh');
    const { requests } = mockFetch({ 'POST /api/user/editNickname': ok(null) });

    await api.post('/user/editNickname', { nickname: 'Neo', signature: undefined });

    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(request?.form.get('nickname')).toBe('Neo');
    expect(request?.form.has('signature')).toBe(false);
    expect(request?.form.get('lang')).toBe('zh');
    expect(request?.headers.get('Authorization')).toBe('tok-123');
    expect(request?.headers.get('accept-language')).toBe('zh-cn');
  });

  it('sends GET parameters and lang in the query string', async () => {
    await setLanguage('hk');
    const { requests } = mockFetch({ 'GET /api/getSetting': ok('x') });

    await api.get('/getSetting', { keyword: 'site_name' });

    expect(requests[0]?.query.get('keyword')).toBe('site_name');
    expect(requests[0]?.query.get('lang')).toBe('hk');
    expect(requests[0]?.headers.get('accept-language')).toBe('zh-tw');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends the Idempotency-Key header only when a key is given', async () => {
    const { requests } = mockFetch({ 'POST /api/wallet/change': ok(null) });

    await api.post('/wallet/change', { number: '1' }, { idempotencyKey: 'k-1234567890' });
    await api.post('/wallet/change', { number: '1' });

    expect(requests[0]?.headers.get('Idempotency-Key')).toBe('k-1234567890');
    expect(requests[0]?.form.get('number')).toBe('1');
    expect(requests[1]?.headers.has('Idempotency-Key')).toBe(false);
  });

  it('uploads multipart with the file under "file" and resolves the URL', async () => {
    const { requests } = mockFetch({ 'POST /api/upload': ok('/uploads/abc.webp') });

    const url = await api.upload(new File(['x'], 'me.png', { type: 'image/png' }));

    expect(url).toBe('/uploads/abc.webp');
    const body = requests[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('me.png');
    expect(body.get('lang')).toBe('en');
  });
});

describe('api client: envelope', () => {
  it('resolves the message of a type ok answer', async () => {
    mockFetch({ 'POST /api/user/login': ok('the-token') });
    await expect(api.post('/user/login', { user_string: 'a' })).resolves.toBe('the-token');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('treats the legacy {code: 1} shape as success and resolves its data', async () => {
    mockFetch({ 'GET /api/legacy': { code: 1, msg: 'done', data: { a: 1 } } });
    await expect(api.get('/legacy')).resolves.toEqual({ a: 1 });
  });

  it('rejects an ApiError with the code and toasts the message for 1500 ms on type error', async () => {
    mockFetch({ 'POST /api/user/login': fail('LOGIN_FAILED', 'Wrong account or password') });

    const error = await api.post('/user/login').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('LOGIN_FAILED');
    expect((error as ApiError).message).toBe('Wrong account or password');
    expect(showToast).toHaveBeenCalledWith('Wrong account or password', 1500);
  });

  it('does not toast business errors of silent requests', async () => {
    mockFetch({ 'GET /api/user/info': fail('NOT_FOUND', 'Nope') });
    await expect(api.get('/user/info', undefined, { silent: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(showToast).not.toHaveBeenCalled();
  });

  it('on 999 toasts, clears the stored token and user, and goes to login after 1200 ms', async () => {
    vi.useFakeTimers();
    const navigations = fakeNavigator();
    setToken('old');
    setUser(user);
    mockFetch({ 'GET /api/user/info': { type: '999', message: 'Please log in again' } });

    const error = await api.get('/user/info', undefined, { silent: true }).catch((e: unknown) => e);

    expect((error as ApiError).type).toBe('999');
    expect(showToast).toHaveBeenCalledWith('Please log in again');
    expect(readStorage(STORAGE_KEYS.token)).toBeNull();
    expect(readStorage(STORAGE_KEYS.user)).toBeNull();
    expect(getSession()).toEqual({ token: null, user: null });
    expect(navigations).toEqual([]);
    vi.advanceTimersByTime(1199);
    expect(navigations).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(navigations).toEqual([{ to: '/pages/common/login', replace: true }]);
  });

  it('on 998 toasts and opens real_mark after 1200 ms, keeping the session', async () => {
    vi.useFakeTimers();
    const navigations = fakeNavigator();
    setToken('tok');
    mockFetch({ 'POST /api/user/withdraw': { type: '998', message: 'Verify your identity' } });

    await expect(api.post('/user/withdraw')).rejects.toMatchObject({ type: '998' });

    expect(showToast).toHaveBeenCalledWith('Verify your identity');
    expect(readStorage(STORAGE_KEYS.token)).toBe('tok');
    vi.advanceTimersByTime(1200);
    expect(navigations).toEqual([{ to: '/pages/setting/real_mark', replace: false }]);
  });

  it('rejects a non-200 answer with the full response', async () => {
    mockFetch({
      'POST /api/upload': new Response(JSON.stringify({ type: 'error', message: 'Too large' }), {
        status: 413,
      }),
    });

    const error = await api.post('/upload').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).response).toBeInstanceOf(Response);
    expect((error as HttpError).status).toBe(413);
    expect(showToast).toHaveBeenCalledWith('Too large');
  });
});

describe('api client: timing', () => {
  it('shows the loading indicator only after 800 ms and closes it when the answer arrives', async () => {
    vi.useFakeTimers();
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );

    const pending = api.post('/slow');
    await vi.advanceTimersByTimeAsync(799);
    expect(showLoading).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(showLoading).toHaveBeenCalledTimes(1);

    answer(new Response(JSON.stringify(ok(1)), { status: 200 }));
    await expect(pending).resolves.toBe(1);
    const handle = vi.mocked(showLoading).mock.results[0]?.value as {
      close: ReturnType<typeof vi.fn>;
    };
    expect(handle.close).toHaveBeenCalled();
  });

  it('never shows the loading indicator for a fast answer', async () => {
    mockFetch({ 'POST /api/fast': ok(1) });
    await api.post('/fast');
    expect(showLoading).not.toHaveBeenCalled();
  });

  it('aborts after 60 s and rejects with a timeout error', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      ),
    );

    const pending = api.post('/hang').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    const error = await pending;

    expect(error).toMatchObject({ code: 'TIMEOUT', type: 'network' });
    expect(showToast).toHaveBeenCalledWith('The request timed out. Please try again.');
  });
});
