/**
 * What operator HTML may contain, shared by the server's sanitiser (on write and read) and the
 * web's second pass before rendering: formatting, lists, links and images. No event handlers,
 * no style, no class: formatting comes from the app's own styles.
 */
export const RICH_TEXT_TAGS = [
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
] as const;

export const RICH_TEXT_ATTRIBUTES = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'width', 'height'],
} as const;

/** Images may come only from our own uploads or over https. */
export const RICH_TEXT_IMAGE_SOURCE =
  /^(?:https:\/\/[^\s"'<>]+|\/uploads\/[A-Za-z0-9_-]+\.(?:webp|png|jpe?g|gif))$/;
