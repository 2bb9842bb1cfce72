import sanitizeHtml from 'sanitize-html';

/** Images may come only from our own uploads or over https. */
const IMAGE_SOURCE = /^(?:https:\/\/[^\s"'<>]+|\/uploads\/[A-Za-z0-9_-]+\.(?:webp|png|jpe?g|gif))$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
  ],
  // No event handlers, no style, no class: formatting comes from the app's own styles.
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      const { target: _target, ...rest } = attribs;
      return {
        tagName,
        attribs: { ...rest, rel: 'noopener noreferrer', ...(external ? { target: '_blank' } : {}) },
      };
    },
  },
  // Relative image paths pass the scheme check, so only ours survive.
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SOURCE.test(frame.attribs.src ?? ''),
};

/**
 * Operator HTML reduced to formatting, links (http, https, mailto; rel=noopener) and images
 * (https or /uploads/). Applied on write and again on read, so a row written before a rule
 * tightened is still served clean. `<p onclick=x>Hi<script>…</script></p>` gives `<p>Hi</p>`.
 */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
