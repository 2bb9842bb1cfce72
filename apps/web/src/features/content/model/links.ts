/**
 * Where a banner, a notice or a tile leads. Operators may link to a screen of the app (a SPEC.md
 * §2 route) or to an https address; an item without a link opens as an article.
 */
export type LinkTarget =
  { kind: 'route'; path: string } | { kind: 'web'; url: string } | { kind: 'none' };

/** A SPEC.md §2 route such as `/pages/fund/withdraw` (the shape the server accepts). */
const APP_ROUTE = /^\/pages\/[A-Za-z0-9_]+(?:\/[A-Za-z0-9_]+)+$/;

/** True for an absolute https address; anything else (http, javascript:, relative) is false. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

export function classifyLink(link: string | null | undefined): LinkTarget {
  const value = (link ?? '').trim();
  if (APP_ROUTE.test(value)) return { kind: 'route', path: value };
  if (isHttpsUrl(value)) return { kind: 'web', url: value };
  return { kind: 'none' };
}

/**
 * Whether the web view may open `url`: only an https address the operator configured, i.e. a
 * banner's or notice's link or a public URL setting, compared exactly.
 */
export function isConfiguredUrl(
  url: string,
  configured: Iterable<string | null | undefined>,
): boolean {
  if (!isHttpsUrl(url)) return false;
  for (const candidate of configured) {
    if (candidate && candidate.trim() === url) return true;
  }
  return false;
}
