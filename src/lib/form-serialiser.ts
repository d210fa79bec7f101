/**
 * docs/spec.md §5: field names with brackets become nested objects or arrays (`a[b][c]`, `tags[]`,
 * `items[0][id]`), checkbox groups become arrays; the result is sent as JSON.
 */
export type FormValue = string | number | boolean | null | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** `a[b][]` -> ['a', 'b', ''] ; a name without brackets is one segment. */
export function nameSegments(name: string): string[] {
  const first = name.indexOf('[');
  if (first <= 0 || !name.endsWith(']')) return [name];
  const head = name.slice(0, first);
  const rest = name.slice(first + 1, -1).split('][');
  // A stray bracket inside a segment means the name is not bracket syntax: keep it whole.
  if (rest.some((s) => s.includes('[') || s.includes(']'))) return [name];
  return [head, ...rest];
}

const isIndex = (s: string) => /^(0|[1-9]\d{0,5})$/.test(s);

function container(nextSegment: string): FormValue {
  return nextSegment === '' || isIndex(nextSegment) ? [] : {};
}

/**
 * Builds the nested object. Names listed in `groups` (checkbox groups) are arrays even with one or no
 * checked box, so the server always sees the same shape.
 */
export function serialiseEntries(
  entries: Iterable<[string, FormValue]>,
  groups: Iterable<string> = [],
): FormObject {
  const root: FormObject = {};
  for (const g of groups) setPath(root, nameSegments(g.replace(/\[\]$/, '')), [], true);
  for (const [name, value] of entries) {
    const segs = nameSegments(name);
    setPath(root, segs, value, false);
  }
  return root;
}

function setPath(root: FormObject, segs: string[], value: FormValue, onlyIfMissing: boolean): void {
  let node: FormValue = root;
  for (let i = 0; i < segs.length; i += 1) {
    const seg = segs[i] ?? '';
    const last = i === segs.length - 1;
    if (Array.isArray(node)) {
      if (seg === '') {
        if (last) node.push(value);
        else {
          const next = container(segs[i + 1] ?? '');
          node.push(next);
          node = next;
        }
        continue;
      }
      if (isIndex(seg)) {
        const idx = Number(seg);
        if (last) {
          if (!onlyIfMissing || node[idx] === undefined) node[idx] = value;
        } else {
          node[idx] ??= container(segs[i + 1] ?? '');
          node = node[idx] as FormValue;
        }
        continue;
      }
      // Conflicting shapes (`a[0]` then `a[x]`): the later field is dropped rather than guessed at.
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const obj: { [key: string]: FormValue } = node;
    if (last) {
      if (onlyIfMissing) {
        if (!(seg in obj)) obj[seg] = value;
      } else if (seg in obj && Array.isArray(obj[seg]) && segs.length === 1) {
        // Repeated plain name (a checkbox group without []): collect the values.
        (obj[seg] as FormValue[]).push(value);
      } else if (seg in obj && segs.length === 1 && !Array.isArray(obj[seg])) {
        obj[seg] = [obj[seg] as FormValue, value];
      } else obj[seg] = value;
    } else {
      const existing = obj[seg];
      if (existing === undefined || existing === null || typeof existing !== 'object') {
        obj[seg] = container(segs[i + 1] ?? '');
      }
      node = obj[seg] as FormValue;
    }
  }
}

/** Reads a rendered form: every named control, checkbox groups (same name, several boxes) as arrays. */
export function serialiseForm(form: HTMLFormElement): FormObject {
  const entries: Array<[string, FormValue]> = [];
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') entries.push([name, value]);
  }
  const groups = new Set<string>();
  const counts = new Map<string, number>();
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLInputElement && el.type === 'checkbox' && el.name) {
      counts.set(el.name, (counts.get(el.name) ?? 0) + 1);
      if (el.name.endsWith('[]')) groups.add(el.name);
    }
  }
  for (const [name, n] of counts) if (n > 1) groups.add(name);
  return serialiseEntries(entries, groups);
}

/** The inverse for tests and for filling a form from a detail: `{a: {b: [1]}}` -> [['a[b][0]', 1]]. */
export function flattenObject(value: FormObject, prefix = ''): Array<[string, FormValue]> {
  const out: Array<[string, FormValue]> = [];
  for (const [k, v] of Object.entries(value)) {
    const name = prefix ? `${prefix}[${k}]` : k;
    if (Array.isArray(v)) {
      v.forEach((item, i) => {
        if (item !== null && typeof item === 'object' && !Array.isArray(item))
          out.push(...flattenObject(item, `${name}[${i}]`));
        else if (Array.isArray(item)) out.push(...flattenObject({ [i]: item }, name));
        else out.push([`${name}[${i}]`, item]);
      });
    } else if (v !== null && typeof v === 'object') out.push(...flattenObject(v, name));
    else out.push([name, v]);
  }
  return out;
}
