import Mustache from 'mustache';

/**
 * E-mail templates are mustache (`{{name}}`): in the body every value is HTML-escaped, so a value can
 * never add markup to sanitised HTML; the subject is a header, rendered as text. Raw forms
 * (`{{{name}}}`, `{{& name}}`) are read as the escaped form, and partials are not offered.
 */
function escapedOnly(template: string): string {
  return template
    .replace(/\{\{\{\s*([^}]*?)\s*\}\}\}/g, '{{$1}}')
    .replace(/\{\{&\s*/g, '{{')
    .replace(/\{\{>\s*[^}]*\}\}/g, '');
}

export function renderEmailBody(body: string, params: Readonly<Record<string, string>>): string {
  return Mustache.render(escapedOnly(body), params);
}

export function renderEmailSubject(subject: string, params: Readonly<Record<string, string>>): string {
  return Mustache.render(escapedOnly(subject), params, {}, { escape: (v: unknown) => String(v) });
}

/** A text alternative of an HTML body, for mail clients that show text only. */
export function textOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-4]|li|blockquote|pre)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
