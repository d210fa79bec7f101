import { describe, expect, it } from 'vitest';
import { sanitizeMailHtml, sanitizeRichText } from './sanitize.ts';

// Each vector is a way script has been smuggled through rich text; none may survive.
const vectors: [string, string][] = [
  ['script element', '<p>hi</p><script>alert(1)</script>'],
  ['img onerror', '<img src="x" onerror="alert(1)">'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['mixed-case scheme', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['entity-encoded tab in scheme', '<a href="java&#x09;script:alert(1)">x</a>'],
  ['leading whitespace scheme', '<a href="  javascript:alert(1)">x</a>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
  ['style with url(javascript:)', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['style element', '<style>@import "https://evil.example/x.css";</style><p>x</p>'],
  ['data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['object and embed', '<object data="evil.swf"></object><embed src="evil.swf">'],
  ['form with javascript action', '<form action="javascript:alert(1)"><button>go</button></form>'],
  ['vbscript link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['event handler on an allowed tag', '<p onclick="alert(1)" onmouseover="alert(2)">x</p>'],
  ['math with xlink', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['base href', '<base href="javascript:/">'],
  ['protocol-relative link', '<a href="//evil.example/">x</a>'],
];

function dangerous(html: string): string[] {
  const found: string[] = [];
  if (/<\s*(script|iframe|object|embed|form|meta|base|style|svg|math|noscript)/i.test(html))
    found.push('tag');
  if (/\son[a-z]+\s*=/i.test(html)) found.push('handler');
  if (/(java|vb)script:/i.test(html)) found.push('scheme');
  if (/style=/i.test(html)) found.push('style');
  if (/data:/i.test(html)) found.push('data');
  if (/href="\/\//.test(html)) found.push('protocol-relative');
  return found;
}

describe('sanitizeRichText', () => {
  it.each(vectors)('strips %s', (_name, input) => {
    const out = sanitizeRichText(input);
    expect(dangerous(out), out).toEqual([]);
  });

  it('keeps what the editor makes: headings, marks, lists, links, images', () => {
    const html =
      '<h2>Terms</h2><p><strong>bold</strong> <em>it</em> <u>u</u> <s>s</s></p><ul><li>a</li></ul><ol start="3"><li>b</li></ol>' +
      '<blockquote><p>q</p></blockquote><p><a href="https://example.com/x">link</a></p><img src="/uploads/1/2026/05/ab.png" alt="pic">';
    expect(sanitizeRichText(html)).toBe(html.replace('alt="pic">', 'alt="pic" />'));
  });

  it('keeps images from the web or our uploads only, each with an alt', () => {
    expect(
      sanitizeRichText('<img src="x"><img src="//evil.example/a.png"><img src="https://cdn.example/a.png">'),
    ).toBe('<img src="https://cdn.example/a.png" alt="" />');
    expect(sanitizeRichText('<img src="/uploads/1/a.png">')).toBe('<img src="/uploads/1/a.png" alt="" />');
  });

  it('keeps in mail only images from the web (a mail client has no origin for a path)', () => {
    expect(
      sanitizeMailHtml('<p>x<img src="/uploads/1/a.png"><img src="https://cdn.example/a.png"></p>'),
    ).toBe('<p>x<img src="https://cdn.example/a.png" alt="" /></p>');
  });

  it('opens a new tab only with noopener, and maps b/i to strong/em', () => {
    expect(sanitizeRichText('<a href="https://a.example" target="_blank">x</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeRichText('<b>x</b><i>y</i>')).toBe('<strong>x</strong><em>y</em>');
  });

  it('keeps the text of unknown harmless tags and drops script text', () => {
    expect(sanitizeRichText('<div><span>text</span></div><script>var x</script>')).toBe('text');
  });
});
