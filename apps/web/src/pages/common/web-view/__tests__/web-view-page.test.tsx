import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';

import { newsItem, newsPage } from '../../../../testing/content-fixtures';
import { fail, mockFetch, ok, type RecordedRequest } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { frameSandbox, WebViewPage } from '../web-view-page';

const PATH = '/pages/common/webView';
const BANNER_LINK = 'https://partner.example.com/promo';
const SUPPORT_URL = 'https://help.example.com/chat';

function handlers() {
  return {
    'POST /api/news/list': (request: RecordedRequest) =>
      ok(
        newsPage(
          request.form.get('c_id') === '5'
            ? [newsItem({ id: 1, c_id: 5, title: 'Promo', link: BANNER_LINK })]
            : [],
        ),
      ),
    'GET /api/getSetting': (request: RecordedRequest) =>
      request.query.get('keyword') === 'support_url'
        ? ok(SUPPORT_URL)
        : fail('SETTING_NOT_FOUND', 'Setting not found'),
  };
}

const open = (url: string) =>
  renderPage(WebViewPage, { path: PATH, initialEntry: `${PATH}?url=${encodeURIComponent(url)}` });

describe('web view page', () => {
  it('opens a banner link in a sandboxed frame', async () => {
    mockFetch(handlers());
    open(BANNER_LINK);
    const frame = await screen.findByTitle<HTMLIFrameElement>('partner.example.com');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(BANNER_LINK);
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('opens a configured customer service address', async () => {
    mockFetch(handlers());
    open(SUPPORT_URL);
    expect(await screen.findByTitle('help.example.com')).toBeTruthy();
  });

  it('refuses an https address nobody configured', async () => {
    mockFetch(handlers());
    open('https://evil.example.com/phish');
    expect(await screen.findByText('This address cannot be opened')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('refuses a non-https address without asking the server', async () => {
    const { requests } = mockFetch(handlers());
    open('javascript:alert(1)');
    expect(await screen.findByText('This address cannot be opened')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('never lets a page on our own origin out of its sandbox', () => {
    expect(frameSandbox('https://app.example.com/x', 'https://app.example.com')).not.toContain(
      'allow-same-origin',
    );
    expect(frameSandbox('https://help.example.com/x', 'https://app.example.com')).toContain(
      'allow-same-origin',
    );
  });
});
