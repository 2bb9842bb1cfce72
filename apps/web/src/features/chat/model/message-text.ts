/** A message's text cut into plain runs and web addresses (http and https only). */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string };

const WEB_ADDRESS = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/gi;

/**
 * Cuts `text` at its web addresses, for a room where links are on; trailing punctuation stays
 * text. e.g. "see https://a.io/x." → text "see ", link "https://a.io/x", text ".".
 */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    if (match.index > at) parts.push({ kind: 'text', text: text.slice(at, match.index) });
    parts.push({ kind: 'link', text: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}
