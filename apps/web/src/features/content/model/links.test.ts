import { describe, expect, it } from 'vitest';

import { classifyLink, isConfiguredUrl, isHttpsUrl } from './links';

describe('content links', () => {
  it('sorts a link into an app screen, a web address or nothing', () => {
    expect(classifyLink('/pages/setting/share')).toEqual({
      kind: 'route',
      path: '/pages/setting/share',
    });
    expect(classifyLink('https://example.com/a')).toEqual({
      kind: 'web',
      url: 'https://example.com/a',
    });
    expect(classifyLink('http://example.com')).toEqual({ kind: 'none' });
    expect(classifyLink('javascript:alert(1)')).toEqual({ kind: 'none' });
    expect(classifyLink('')).toEqual({ kind: 'none' });
    expect(classifyLink(null)).toEqual({ kind: 'none' });
  });

  it('accepts only absolute https addresses', () => {
    expect(isHttpsUrl('https://example.com')).toBe(true);
    expect(isHttpsUrl('HTTPS://example.com')).toBe(true);
    expect(isHttpsUrl('http://example.com')).toBe(false);
    expect(isHttpsUrl('//example.com')).toBe(false);
    expect(isHttpsUrl('data:text/html,hi')).toBe(false);
  });

  it('opens only an https address that is exactly one the operator configured', () => {
    const configured = ['', 'https://help.example.com/chat', null, 'http://old.example.com'];
    expect(isConfiguredUrl('https://help.example.com/chat', configured)).toBe(true);
    expect(isConfiguredUrl('https://help.example.com/chat?x=1', configured)).toBe(false);
    expect(isConfiguredUrl('https://evil.example.com', configured)).toBe(false);
    expect(isConfiguredUrl('http://old.example.com', configured)).toBe(false);
  });
});
