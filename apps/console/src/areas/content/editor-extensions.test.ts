// @vitest-environment jsdom
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@meridian/contract';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';

import { editorExtensions } from './editor-extensions';
import { previewHtml } from './preview-html';

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

function written(build: (e: Editor) => void): string {
  editor = new Editor({ extensions: editorExtensions(), content: '' });
  build(editor);
  return editor.getHTML();
}

const allowedAttributes: Record<string, readonly string[]> = RICH_TEXT_ATTRIBUTES;

/** Every tag and attribute of `html`, as `tag` and `tag[attr]`. */
function markupOf(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return [...doc.body.querySelectorAll('*')].flatMap((el) => [
    el.tagName.toLowerCase(),
    ...[...el.attributes].map((a) => `${el.tagName.toLowerCase()}[${a.name}]`),
  ]);
}

describe('the content editor', () => {
  it('writes only markup the sanitiser keeps, whatever is pasted in', () => {
    const html = written((e) => {
      e.commands.setContent(
        [
          '<h1 style="color:red">Big</h1><h2 class="x">Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5>',
          '<p onclick="x"><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code> <span style="color:red">span</span></p>',
          '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote>',
          '<pre><code class="language-js">pre</code></pre><hr><p>line<br>break</p>',
          '<p><a href="https://example.com" target="_self" class="x">link</a> <a href="javascript:alert(1)">bad</a></p>',
          '<table><tr><td>cell</td></tr></table><div>div</div><font color="red">font</font>',
          '<img src="/uploads/abc_1.png" alt="A chart" title="t" style="width:9px">',
        ].join(''),
      );
    });
    const markup = markupOf(html);
    for (const tag of ['h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'code', 'ul', 'ol', 'li']) {
      expect(markup, html).toContain(tag);
    }
    for (const tag of ['blockquote', 'pre', 'hr', 'br', 'a', 'a[href]', 'img', 'img[src]']) {
      expect(markup, html).toContain(tag);
    }
    expect(html).not.toContain('javascript');
    for (const item of markup) {
      const [, tag, attr] = /^(\w+)(?:\[(.+)\])?$/.exec(item) ?? [];
      expect(RICH_TEXT_TAGS as readonly string[], html).toContain(tag);
      if (attr) expect(allowedAttributes[tag!] ?? [], `${item} in ${html}`).toContain(attr);
    }
    // Nothing the editor writes is lost on the way through the sanitiser.
    expect(previewHtml(html).length).toBeGreaterThan(0);
  });

  it('refuses links the sanitiser would drop', () => {
    const html = written((e) => {
      e.chain().insertContent('bad').selectAll().setLink({ href: 'javascript:alert(1)' }).run();
    });
    expect(html).not.toContain('href');
  });

  it('previews what the app shows: no script, no handler, no foreign image scheme', () => {
    expect(previewHtml('<p onclick="x">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(previewHtml('<img src="http://x/y.png"><p>ok</p>')).toBe('<p>ok</p>');
    expect(previewHtml('<a href="https://e.com">e</a>')).toBe(
      '<a href="https://e.com" rel="noopener noreferrer" target="_blank">e</a>',
    );
  });
});
