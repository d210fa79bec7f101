/**
 * Placeholders of SMS templates (`{name}`) and e-mail templates (`{{name}}`), read the same way by the
 * server (rendering, refusing a send that misses one) and the console (the live preview and the list
 * of variables beside the text). Plain functions, no zod.
 */

const smsPlaceholder = /\{([A-Za-z_][A-Za-z0-9_]{0,31})\}/g;

/** The variables of an SMS text, in order of first appearance: `您的验证码是{code}` -> `['code']`. */
export function smsVariables(content: string): string[] {
  return [...new Set([...content.matchAll(smsPlaceholder)].map((m) => m[1] ?? ''))];
}

/** At most `max` characters of a piece named in a message, with "…" when cut. */
function cut(piece: string, max: number): string {
  const chars = [...piece];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : piece;
}

const smsBraces = /\{[^{}]*\}?|\}/g;
/** A variable typed with a Chinese input method's full-width braces (`｛name｝`): sent as typed. */
const smsWideVariable = /[{｛]\s*[A-Za-z_][A-Za-z0-9_]{0,31}\s*[}｝]/g;
const emailWideVariable = /[{｛]{2}\s*[#^/&]?\s*[A-Za-z_][A-Za-z0-9_.]{0,63}\s*[}｝]{2}/g;

/** The first variable-like piece of `text` written with a full-width brace, or null. */
function wideVariable(text: string, pattern: RegExp): string | null {
  for (const [piece] of text.matchAll(pattern)) if (/[｛｝]/.test(piece)) return piece;
  return null;
}
const smsWhole = /^\{[A-Za-z_][A-Za-z0-9_]{0,31}\}$/;

/**
 * The first piece of an SMS text whose braces make no variable (`{code` left open, a lone `}`,
 * `{验证码}`, `｛code｝` in full-width braces), shortened to 12 characters, or null. Such braces would reach the phone as typed, so
 * the template form and the server refuse them, naming the piece.
 */
export function smsBraceProblem(content: string): string | null {
  const wide = wideVariable(content, smsWideVariable);
  if (wide !== null) return wide;
  for (const [piece] of content.matchAll(smsBraces)) {
    if (smsWhole.test(piece)) continue;
    return cut(piece.trimEnd(), 12);
  }
  return null;
}

/** The text with each `{name}` replaced by its value; a missing value leaves the placeholder. */
export function renderSms(content: string, params: Readonly<Record<string, string>>): string {
  return content.replace(smsPlaceholder, (whole, name: string) => params[name] ?? whole);
}

/**
 * SMS segments as Chinese carriers count them: up to 70 characters is one message, longer texts are
 * sent in parts of 67. The sign name (`【品牌】`) counts too.
 */
export function smsSegments(text: string): number {
  const n = [...text].length;
  return n <= 70 ? 1 : Math.ceil(n / 67);
}

/**
 * What an SMS will be billed as, counted by `smsSegments`: the sign name in its brackets in front when
 * the brand has one (`sign` empty: none), then the template with `values`, a variable without a value
 * (or with an empty one) counting as nothing. `pending` says some variable had none: the count will grow
 * as the values are filled in.
 */
export function smsBilledLength(
  content: string,
  values: Readonly<Record<string, string>>,
  sign: string,
): { chars: number; parts: number; pending: boolean } {
  const pending = smsVariables(content).some((v) => !values[v]);
  const body = content.replace(smsPlaceholder, (_whole, name: string) => values[name] ?? '');
  const text = `${sign ? `【${sign}】` : ''}${body}`;
  return { chars: [...text].length, parts: text ? smsSegments(text) : 0, pending };
}

const emailPlaceholder = /\{\{\{?\s*([A-Za-z_][A-Za-z0-9_.]{0,63})\s*\}?\}\}/g;

/** A piece of an e-mail template for a message: its markup dropped, at most 16 characters. */
function shownPiece(piece: string): string {
  return cut(
    piece
      .replace(/<[^>]*>?/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    16,
  );
}

const emailName = /^[A-Za-z_][A-Za-z0-9_.]{0,63}$/;

/**
 * The first piece of an e-mail template's subject or body that mustache cannot render as meant, or
 * null: a `{{` (or `{{{`) never closed, a section (`{{#name}}`, `{{^name}}`) never closed or closed
 * out of turn, a tag that names no variable (a change of delimiters among them). The server renders
 * each message with mustache, which throws on the first two (every send would fail) and prints
 * nothing for the last; such a template is refused when saved, naming the piece.
 */
export function emailBraceProblem(text: string): string | null {
  const wide = wideVariable(text, emailWideVariable);
  if (wide !== null) return shownPiece(wide);
  const sections: { name: string; tag: string }[] = [];
  for (let at = text.indexOf('{{'); at >= 0; ) {
    const mark = text.startsWith('{{{', at) ? '}}}' : '}}';
    const inner = at + mark.length;
    const close = text.indexOf(mark, inner);
    if (close < 0) return shownPiece(text.slice(at));
    const tag = text.slice(at, close + mark.length);
    const content = text.slice(inner, close).trim();
    const sigil = content[0] ?? '';
    const name = '#^/&'.includes(sigil) ? content.slice(1).trim() : content;
    // A comment or a partial (which the renderer drops) names nothing; anything else must name a
    // variable, or the renderer would look up "name，您的订单 {{order" and print nothing for it.
    if (sigil !== '!' && sigil !== '>' && !emailName.test(name)) return shownPiece(tag);
    if (sigil === '#' || sigil === '^') sections.push({ name, tag });
    if (sigil === '/' && sections.pop()?.name !== name) return shownPiece(tag);
    at = text.indexOf('{{', close + mark.length);
  }
  const open = sections.at(-1);
  return open ? shownPiece(open.tag) : null;
}

/** The variables of an e-mail template's subject and body (`{{name}}`), in order of appearance. */
export function emailVariables(...texts: string[]): string[] {
  return [...new Set(texts.flatMap((t) => [...t.matchAll(emailPlaceholder)].map((m) => m[1] ?? '')))];
}

/** The template variables a customer group's send fills for each customer with their own value. */
export const customerVariables = ['name', 'company'] as const;

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * An e-mail template's subject or body with each `{{name}}` replaced by its value (a missing one
 * leaves the placeholder), as the server's mustache renders the plain variables: `html` escapes the
 * values for the (sanitised) body, so a value never adds markup. For the console's preview.
 */
export function renderEmail(text: string, params: Readonly<Record<string, string>>, html = false): string {
  return text.replace(emailPlaceholder, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return html ? value.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c) : value;
  });
}
