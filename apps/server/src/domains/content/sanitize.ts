import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_IMAGE_SOURCE, RICH_TEXT_TAGS } from '@meridian/contract';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_ATTRIBUTES.a], img: [...RICH_TEXT_ATTRIBUTES.img] },
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
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !RICH_TEXT_IMAGE_SOURCE.test(frame.attribs.src ?? ''),
};

/**
 * Operator HTML reduced to formatting, links (http, https, mailto; rel=noopener) and images
 * (https or /uploads/). Applied on write and again on read, so a row written before a rule
 * tightened is still served clean. `<p onclick=x>Hi<script>…</script></p>` gives `<p>Hi</p>`.
 */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
