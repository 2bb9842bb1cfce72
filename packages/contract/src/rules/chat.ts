/*
 * Chat room rules shared by the server (which refuses) and the H5 (which warns before sending).
 */

/** Top-level domains that bare addresses ("example.com/x") in chats most often use. */
const COMMON_TLDS = [
  'com',
  'net',
  'org',
  'io',
  'co',
  'me',
  'xyz',
  'info',
  'biz',
  'app',
  'dev',
  'top',
  'site',
  'online',
  'shop',
  'vip',
  'link',
  'click',
  'live',
  'pro',
  'cc',
  'tv',
  'ai',
  'gg',
  'ly',
  'to',
  'tk',
  'ru',
  'cn',
  'hk',
  'tw',
  'jp',
  'kr',
  'th',
  'uk',
  'de',
  'fr',
  'es',
  'eu',
  'us',
];

// A scheme (https://, ftp://, tg://…), a bare "www.", or label.tld with one of the common
// top-level domains, ended by the text's end, a slash, a colon, whitespace or punctuation.
const SCHEME = /\b[a-z][a-z0-9+.-]{1,15}:\/\//i;
const WWW = /\bwww\./i;
const BARE_DOMAIN = new RegExp(
  String.raw`\b[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.(?:${COMMON_TLDS.join('|')})(?=$|[/:?#\s,;!)'"]|\.(?:\s|$))`,
  'i',
);
// Full-width dots and slashes written to slip an address past a filter (ｅｘａｍｐｌｅ．ｃｏｍ).
const WIDE = /[\uFF01-\uFF5E]/g;

/**
 * Whether a message carries a link: a URL with a scheme, "www.", or a bare domain with a common
 * top-level domain, full-width forms included. Prices and abbreviations are not links.
 * e.g. "see https://x.io" → true; "example.com/free" → true; "BTC at 65,000.5" → false;
 * "e.g. tomorrow" → false.
 */
export function containsLink(text: string): boolean {
  const plain = text
    .replace(WIDE, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/。/g, '.');
  return SCHEME.test(plain) || WWW.test(plain) || BARE_DOMAIN.test(plain);
}
