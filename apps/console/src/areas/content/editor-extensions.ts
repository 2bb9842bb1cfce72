import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';

/** Links the editor accepts: web and mail addresses, or a page of the app (`/pages/…`). */
export const LINK_PATTERN = /^(?:https?:\/\/[^\s"'<>]+|mailto:[^\s"'<>]+|\/pages\/[A-Za-z0-9_/]+)$/;
/** Images: one of our uploads or an https address (what the sanitiser keeps). */
export const IMAGE_PATTERN =
  /^(?:https:\/\/[^\s"'<>]+|\/uploads\/[A-Za-z0-9_-]+\.(?:webp|png|jpe?g|gif))$/;

/**
 * The editor's schema: only what the server's sanitiser keeps (packages/contract rich-text.ts):
 * paragraphs, h2–h4, bold, italic, underline, strike, code, code blocks, quotes, lists, rules,
 * line breaks, links and images. No classes, styles or alignment: the app styles the text.
 */
export function editorExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      codeBlock: { HTMLAttributes: { class: null }, languageClassPrefix: null },
      link: false,
      // A trailing empty paragraph would be saved with every text.
      trailingNode: false,
    }),
    // Links and images without the attributes the sanitiser drops (a class, an image's title).
    Link.extend({
      addAttributes() {
        const { class: _class, ...kept } = (this.parent?.() ?? {}) as Record<string, unknown>;
        return kept;
      },
    }).configure({
      openOnClick: false,
      autolink: true,
      protocols: ['mailto'],
      isAllowedUri: (url) => LINK_PATTERN.test(url),
      HTMLAttributes: { rel: 'noopener noreferrer', target: null, class: null },
    }),
    Image.extend({
      addAttributes() {
        const { title: _title, ...kept } = (this.parent?.() ?? {}) as Record<string, unknown>;
        return kept;
      },
    }).configure({ inline: false, allowBase64: false }),
  ];
}
