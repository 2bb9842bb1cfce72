import { describe, expect, it } from 'vitest';

import { loginLinkFrom, safeRedirect } from './require-login';

describe('safeRedirect (where login may return to)', () => {
  it.each([
    '/pages/fund/withdraw?currency=3',
    '/pages/fund/assets',
    '/pages/transaction/currency?symbol=BTC%2FUSDT&side=buy',
    '/pages/setting/setting',
  ])('keeps the app route %s', (route) => {
    expect(safeRedirect(route)).toBe(route);
  });

  it.each([
    'https://evil.example/pages/fund/assets',
    '//evil.example/pages/fund/assets',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/pages/fund/assets#https://evil.example',
    '/pages/../../evil',
    '/pages/fund/assets\n//evil.example',
    ' /pages/fund/assets',
    '/not/a/page',
    'pages/fund/assets',
    '/pages/common/login',
    '/pages/common/register?code=1',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });

  it('builds the login address with the return route, or without one', () => {
    expect(loginLinkFrom('/pages/fund/withdraw?currency=3')).toEqual({
      path: '/pages/common/login',
      query: { redirect: '/pages/fund/withdraw?currency=3' },
    });
    expect(loginLinkFrom('https://evil.example')).toEqual({
      path: '/pages/common/login',
      query: {},
    });
  });
});
