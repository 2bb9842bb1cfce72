import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';

import { fail, mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { ArticlePage } from '../article-page';

declare global {
  interface Window {
    __pwned?: number;
  }
}

const PATH = '/pages/common/article';

describe('article page', () => {
  afterEach(() => {
    delete window.__pwned;
  });

  it('renders the article sanitised: its script and onerror never run or reach the page', async () => {
    const { requests } = mockFetch({
      'POST /api/news/detail': ok({
        id: 5,
        c_id: 4,
        title: 'Scheduled maintenance',
        content:
          '<p>We upgrade on <strong>Sunday</strong>.</p><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"><p onclick="window.__pwned=3">Thanks</p>',
        image: '',
        created_at: Date.now() - 3 * 3_600_000,
      }),
    });
    const { container } = renderPage(ArticlePage, { path: PATH, initialEntry: `${PATH}?id=5` });

    expect(await screen.findByRole('heading', { name: 'Scheduled maintenance' })).toBeTruthy();
    expect(screen.getByText('Sunday').tagName).toBe('STRONG');
    expect(screen.getByText('Thanks')).toBeTruthy();
    expect(screen.getByText('3 hours ago')).toBeTruthy();

    const body = container.querySelector('.rich-text');
    expect(body?.innerHTML).toBe('<p>We upgrade on <strong>Sunday</strong>.</p><p>Thanks</p>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect(window.__pwned).toBeUndefined();
    expect(requests[0]?.form.get('id')).toBe('5');
  });

  it('shows the server message when the article does not exist', async () => {
    mockFetch({ 'POST /api/news/detail': fail('NOT_FOUND', 'Not found') });
    renderPage(ArticlePage, { path: PATH, initialEntry: `${PATH}?id=999` });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Not found')).toBeTruthy();
  });

  it('does not ask the server without a valid id', async () => {
    const { requests } = mockFetch({});
    renderPage(ArticlePage, { path: PATH, initialEntry: `${PATH}?id=abc` });
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
