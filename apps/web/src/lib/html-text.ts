/**
 * The text of operator HTML as paragraphs, for places that show a short plain preview (the
 * home pop-up) without loading the HTML sanitiser. A DOMParser document is inert: it has no
 * browsing context, so its scripts never run and its images never load.
 */
export function htmlToParagraphs(html: string): string[] {
  if (!html) return [];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const hidden of doc.body.querySelectorAll('script, style, template, noscript'))
    hidden.remove();
  const blocks = doc.body.querySelectorAll('p, li, h2, h3, h4, blockquote, pre');
  const texts =
    blocks.length > 0
      ? Array.from(blocks, (block) => block.textContent ?? '')
      : [doc.body.textContent ?? ''];
  return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => text !== '');
}
