import { useMemo } from 'react';

import { sanitizeHtml } from '../../lib/sanitize-html';

/**
 * Operator HTML (articles, FAQ answers, pages), sanitised here again before it reaches the DOM.
 * The only place the app uses dangerouslySetInnerHTML.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={`rich-text${className ? ` ${className}` : ''}`}
      // The markup was just sanitised with DOMPurify: no scripts, handlers or foreign images.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
