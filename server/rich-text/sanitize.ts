import sanitizeHtml from 'sanitize-html';

/**
 * The allowlist of rich text (agreements, policies, later articles): what Tiptap's toolbar makes and
 * nothing else. No script, no event handlers, no `style` (CSS can load URLs and, in old engines, run
 * code), no iframes, forms or embeds; links and images only over http(s), or a path on our own origin
 * (uploads on local disk). Everything else is dropped, its text kept where it is harmless.
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
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  // `//evil.example/x` would leave our origin while looking like a path.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside these is code or markup, never content to keep.
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
  allowedStyles: {},
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      if (out.target && out.target !== '_blank') delete out.target;
      // A new tab must not get a handle on the page that opened it.
      if (out.target === '_blank') out.rel = 'noopener noreferrer nofollow';
      else delete out.rel;
      return { tagName, attribs: out };
    },
    b: 'strong',
    i: 'em',
    // Every image says what it shows, or that it is decoration (`alt=""`), for screen readers.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
  // An image must come from the web or from our own uploads (`/uploads/...`); `src="x"` is a pasted
  // fragment that would only ever show a broken image.
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !/^(https?:\/\/|\/(?!\/))/i.test(frame.attribs.src ?? ''),
};

/** Rich text as it may be stored and shown to customers. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

// A mail client has no origin to resolve `/uploads/...` against: such an image would arrive broken.
const mailOptions: sanitizeHtml.IOptions = {
  ...options,
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https?:\/\//i.test(frame.attribs.src ?? ''),
};

/** Rich text as it may go out in an e-mail: the same allowlist, images only from the web. */
export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, mailOptions).trim();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The text of rich text without its markup, spaces folded, cut at `max` characters with "…": what a
 * card or a list shows of a long text (a material's excerpt). Block ends become spaces, so paragraphs
 * do not run into one word.
 */
export function plainText(html: string, max: number): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-4]|li|blockquote)>|<br\s*\/?>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'svg'],
  })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}
