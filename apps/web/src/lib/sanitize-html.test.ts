import { afterEach, describe, expect, it } from 'vitest';

import { htmlToParagraphs } from './html-text';
import { sanitizeHtml } from './sanitize-html';

declare global {
  interface Window {
    __pwned?: number;
  }
}

describe('sanitizeHtml', () => {
  afterEach(() => {
    delete window.__pwned;
  });

  it('drops scripts, event handlers and images from other places', () => {
    const clean = sanitizeHtml(
      '<p onclick="window.__pwned=3">Hi</p><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">',
    );
    expect(clean).toBe('<p>Hi</p>');
  });

  it('keeps formatting, our images and https images', () => {
    const clean = sanitizeHtml(
      '<h2>T</h2><p><strong>b</strong></p><img src="/uploads/abc.webp" alt="a"><img src="https://cdn.example.com/a.png">',
    );
    expect(clean).toContain('<h2>T</h2><p><strong>b</strong></p>');
    expect(clean).toContain('<img src="/uploads/abc.webp" alt="a" loading="lazy">');
    expect(clean).toContain('<img src="https://cdn.example.com/a.png" loading="lazy">');
  });

  it('removes javascript links and styles, and opens external links safely', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:alert(1)">x</a><a href="https://example.com" style="color:red">y</a><a href="#/pages/common/faq" target="_top">z</a>',
    );
    expect(clean).toBe(
      '<a rel="noopener noreferrer">x</a><a href="https://example.com" rel="noopener noreferrer" target="_blank">y</a><a href="#/pages/common/faq" rel="noopener noreferrer">z</a>',
    );
  });

  it('drops iframes, forms and inline svg', () => {
    expect(
      sanitizeHtml(
        '<iframe src="https://evil.example"></iframe><form><input></form><svg onload="x"></svg><p>ok</p>',
      ),
    ).toBe('<p>ok</p>');
  });
});

describe('htmlToParagraphs', () => {
  it('gives the text of each block without running anything', () => {
    expect(
      htmlToParagraphs(
        '<p>One  <b>two</b></p><script>window.__pwned=1</script><p></p><ul><li>three</li></ul><img src=x onerror="window.__pwned=2">',
      ),
    ).toEqual(['One two', 'three']);
    expect(window.__pwned).toBeUndefined();
  });

  it('falls back to the whole text when there are no blocks', () => {
    expect(htmlToParagraphs('plain <em>text</em>')).toEqual(['plain text']);
    expect(htmlToParagraphs('')).toEqual([]);
  });
});
