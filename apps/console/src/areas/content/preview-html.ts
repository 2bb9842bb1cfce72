import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_IMAGE_SOURCE, RICH_TEXT_TAGS } from '@meridian/contract';
import DOMPurify from 'dompurify';

/**
 * The phone preview's pass over the editor's HTML: the same allow-list as the server's
 * sanitiser and the H5 app's second pass (packages/contract rich-text.ts), so the preview shows
 * what a user will see: formatting, lists, links and images from https or our /uploads/.
 */
const ALLOWED_TAGS = [...RICH_TEXT_TAGS];
const ALLOWED_ATTR = [...new Set([...RICH_TEXT_ATTRIBUTES.a, ...RICH_TEXT_ATTRIBUTES.img])];
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

function configured() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const external = /^https?:/i.test(node.getAttribute('href') ?? '');
      node.setAttribute('rel', 'noopener noreferrer');
      if (external) node.setAttribute('target', '_blank');
      else node.removeAttribute('target');
    }
    if (node.tagName === 'IMG' && !RICH_TEXT_IMAGE_SOURCE.test(node.getAttribute('src') ?? '')) {
      node.remove();
    }
  });
  return purifier;
}

/** `<p onclick="x">Hi<script>…</script></p>` gives `<p>Hi</p>`. */
export function previewHtml(html: string): string {
  return configured().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
