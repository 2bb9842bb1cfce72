import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { getSession } from '../../../../lib/session';
import { showSuccess } from '../../../../lib/toast';
import { formSentTo, mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { userView } from '../../../../testing/user-fixtures';
import { LoginPage } from '../login-page';

vi.mock('../../../../lib/toast', () => import('../../../../testing/toast-mock'));

const demoUser = userView();

describe('login page', () => {
  it('shows what is missing instead of calling the server', async () => {
    const { requests } = mockFetch({});
    renderPage(LoginPage, { path: '/pages/common/login' });

    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));

    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(requests).toHaveLength(0);
  });

  it('rejects a malformed email before sending', async () => {
    mockFetch({});
    renderPage(LoginPage, { path: '/pages/common/login' });

    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'demo@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
  });

  it('logs in, stores the token and the user, and goes home', async () => {
    const { requests } = mockFetch({
      'POST /api/user/login': ok('token-abc'),
      'GET /api/user/info': ok(demoUser),
    });
    const { router } = renderPage(LoginPage, { path: '/pages/common/login' });

    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'demo@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/index/index'));
    expect(formSentTo(requests, '/api/user/login')).toEqual({
      user_string: 'demo@example.com',
      password: 'Demo12345',
      stay: '1',
      lang: 'en',
    });
    expect(requests.find((r) => r.path === '/api/user/info')?.headers.get('Authorization')).toBe(
      'token-abc',
    );
    expect(getSession()).toEqual({ token: 'token-abc', user: demoUser });
    expect(showSuccess).toHaveBeenCalledWith('Login successful');
  });

  it('with two-factor on, asks for the code and exchanges the challenge for the session', async () => {
    const { requests } = mockFetch({
      'POST /api/user/login': ok({ second_factor: 'totp', challenge: 'challenge-xyz' }),
      'POST /api/user/login/verify': ok('token-2fa'),
      'GET /api/user/info': ok(demoUser),
    });
    const { router } = renderPage(LoginPage, { path: '/pages/common/login' });
    await logIn();

    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    expect(getSession().token).toBeFalsy();
    fireEvent.change(screen.getByLabelText('Authenticator code'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/index/index'));
    expect(formSentTo(requests, '/api/user/login/verify')).toMatchObject({
      challenge: 'challenge-xyz',
      totp_code: '123456',
    });
    expect(getSession().token).toBe('token-2fa');
  });

  async function logIn() {
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'demo@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  }

  it('returns to the page that asked for login, replacing login in the history', async () => {
    mockFetch({ 'POST /api/user/login': ok('token-abc'), 'GET /api/user/info': ok(demoUser) });
    const { router } = renderPage(LoginPage, {
      path: '/pages/common/login',
      initialEntry: `/pages/common/login?redirect=${encodeURIComponent('/pages/fund/withdraw?currency=3')}`,
    });
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/fund/withdraw'));
    expect(router.state.location.search).toBe('?currency=3');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes home instead of following a redirect off the app', async () => {
    mockFetch({ 'POST /api/user/login': ok('token-abc'), 'GET /api/user/info': ok(demoUser) });
    const { router } = renderPage(LoginPage, {
      path: '/pages/common/login',
      initialEntry: `/pages/common/login?redirect=${encodeURIComponent('https://evil.example/pages/fund/assets')}`,
    });
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/index/index'));
  });

  it('keeps the return page when switching to register', async () => {
    mockFetch({});
    const { router } = renderPage(LoginPage, {
      path: '/pages/common/login',
      initialEntry: `/pages/common/login?redirect=${encodeURIComponent('/pages/fund/assets')}`,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/common/register'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/pages/fund/assets',
    );
  });
});
