import sanitizeHtml from 'sanitize-html';

/**
 * Rich text as stored and sent (e-mail bodies): what a rich text editor makes, nothing else. No
 * script, no event handlers, no `style`, no iframes or forms; links over http(s) or mailto, images
 * over http(s). Minimal on purpose: the config branch (issue 12) has the console's own allowlist in
 * server/, and the two are to become one.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'iframe',
    'object',
    'svg',
    'math',
  ],
  // An image must come from the web: `src="x"` would only ever show a broken image in a mail client.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https?:\/\//i.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : { ...attribs, target: '' },
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options)
    .replace(/ target=""/g, '')
    .trim();
}
