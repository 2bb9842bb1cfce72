import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_IMAGE_SOURCE, RICH_TEXT_TAGS } from '@meridian/contract';
import DOMPurify from 'dompurify';

/**
 * The web's own pass over operator HTML. The server already sanitises it; this second pass means
 * a bug or a stale row there still cannot run script here. It keeps what the server allows:
 * formatting, lists, links (http, https, mailto, in-app) and images (https or our /uploads/).
 *
 * DOMPurify is imported only by the pages that render operator HTML, so it stays out of the
 * entry chunk.
 */
const ALLOWED_TAGS = [...RICH_TEXT_TAGS];
const ALLOWED_ATTR = [...new Set([...RICH_TEXT_ATTRIBUTES.a, ...RICH_TEXT_ATTRIBUTES.img])];
/** Link targets: web, mail and phone addresses, and paths or hashes inside the app. */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

let configured = false;

function configure(): void {
  if (configured) return;
  configured = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const external = /^https?:/i.test(node.getAttribute('href') ?? '');
      node.setAttribute('rel', 'noopener noreferrer');
      if (external) node.setAttribute('target', '_blank');
      else node.removeAttribute('target');
    }
    if (node.tagName === 'IMG') {
      if (!RICH_TEXT_IMAGE_SOURCE.test(node.getAttribute('src') ?? '')) node.remove();
      else node.setAttribute('loading', 'lazy');
    }
  });
}

/**
 * Operator HTML reduced to what the app renders. `<p onclick="x">Hi<script>…</script></p>` gives
 * `<p>Hi</p>`; `<img src=x onerror=…>` is dropped (its source is neither https nor ours).
 */
export function sanitizeHtml(html: string): string {
  configure();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...ALLOWED_ATTR, 'loading'],
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
