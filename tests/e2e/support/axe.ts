import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, expect as baseExpect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { test as base } from './test.ts';

/**
 * What each run checks: WCAG 2.0, 2.1 and 2.2 A and AA (2.2 brings SC 2.5.8's target size), which fail a
 * test at serious or critical impact, and
 * axe's best practices, whose moderate and minor findings are collected for the report written at the
 * end of the run (see `findings` below).
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** A finding below serious: collected, not failed; each one has a decision in docs/decisions/accessibility.md. */
interface Finding {
  rule: string;
  impact: string;
  help: string;
  target: string;
  pages: Set<string>;
  tests: Set<string>;
  /** The changes the runs that found it followed (a few). */
  after: Set<string>;
}
const findings = new Map<string, Finding>();

/** Something still loading: a list's page (the kit gallery's demo of a busy button stays busy, on purpose). */
const busy = '[aria-busy="true"]:not([data-static-busy] *)';
/** A list's rows dimmed while its next page loads, in a table or as cards (the roles' list): only this
 * is waited for past 5 s (a held call or a streaming answer, busy on purpose, is checked as it is after
 * 5 s, as before). Cards have no row header: their dimmed rows were checked after 5 s under load. */
const dimmedRows = '[aria-busy="true"] :is([role="rowheader"], [role="row"], [role="gridcell"])';
/**
 * Runs in every page before its scripts. It notes each change of what assistive technology reads: an
 * element added or removed, text changed, or an attribute that names, hides or describes something
 * (`role`, `aria-*`, `hidden`, `inert`, `open`, `disabled`, `lang`, `class`) — a menu or a popover
 * opening, a tab's panel swapped in place, a dialog, a toast, a field marked invalid, a load or an
 * address change. `__axeTake()` hands the notes over (a few, described) and starts afresh;
 * `__axeStill()` says whether the page has stopped moving: no DOM change of any kind for 150 ms, no
 * dialog or toast entering or leaving, nothing busy (a list dims its rows while a page loads; the kit gallery's demo of a busy button, marked
 * `data-static-busy`, stays busy), no
 * finite animation running. React Aria's live announcer is left out of the notes (it repeats what the
 * change it announces already showed), not out of the checks.
 */
const detector = `(() => {
  // A new tab's first, empty document is no page of the console.
  if (window.__axeTake || location.href === 'about:blank') return;
  let notes = [];
  let lastMutation = performance.now();
  // Where the page changed since the last run (see runAxe): the elements whose subtree changed, or the
  // whole page after a load, an address change or a change of the rendering.
  let roots = new Set();
  let whole = true;
  const changedAt = (el) => {
    if (!el || el.nodeType !== 1) return;
    if (el === document.documentElement || el === document.body || el === document.head) whole = true;
    else roots.add(el);
  };
  window.__axeWhole = () => {
    whole = true;
  };
  // The elements the next run checks, top-most only, or null for the whole page.
  window.__axeScope = () => {
    const taken = whole ? null : [...roots].filter((el) => el.isConnected);
    roots = new Set();
    whole = false;
    // For AXE_TIMES: how much the next run covers.
    const parts = taken && taken.filter((el) => !taken.some((other) => other !== el && other.contains(el)));
    window.__axeScopeInfo =
      !parts || parts.length > 24
        ? 'whole page'
        : parts.length + ' parts, ' + parts.reduce((n, el) => n + 1 + el.getElementsByTagName('*').length, 0) + ' elements';
    return !parts || parts.length > 24 ? null : parts;
  };
  const note = (what) => {
    if (notes.length < 4 && !notes.includes(what)) notes.push(what);
    else if (notes.length === 4) notes.push('…');
  };
  window.__axeNote = note;
  // Whether something began to load since the last ask (see checkIfChanged).
  let busySeen = false;
  window.__axeBusySeen = () => {
    const seen = busySeen;
    busySeen = false;
    return seen;
  };
  window.__axeTake = () => {
    const taken = notes;
    notes = [];
    return taken;
  };
  window.__axeStill = () =>
    performance.now() - lastMutation > 150 &&
    document.readyState === 'complete' &&
    document.querySelector('[data-entering],[data-exiting],[data-phase="opening"],[data-phase="closing"],${busy}') === null &&
    !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
  const named = (el) => {
    const role = el.getAttribute('role');
    return role ? el.localName + '[role=' + role + ']' : el.localName;
  };
  const watched = (name) =>
    name.startsWith('aria-') || ['role', 'hidden', 'inert', 'open', 'disabled', 'lang', 'class'].includes(name);
  const quiet = (node) => {
    const el = node.nodeType === 1 ? node : node.parentElement;
    return !el || el.closest('[data-live-announcer]') !== null;
  };
  // A dialog or an open list locks the page's scroll (a style on html or body) and hides the rest of the
  // page from assistive technology (aria-hidden or inert on body's other children, React Aria's own
  // hiding): what is behind did not change, and was checked before; taken as a change, every step in a
  // dialog would check the whole page.
  const hiding = (r) =>
    ((r.target === document.documentElement || r.target === document.body) && r.attributeName === 'style') ||
    ((r.attributeName === 'aria-hidden' || r.attributeName === 'inert') &&
      (r.target.getAttribute('aria-hidden') === 'true' || r.target.hasAttribute('inert')));
  const watch = () => {
    new MutationObserver((records) => {
      lastMutation = performance.now();
      for (const r of records) {
        if (r.type === 'attributes' && r.attributeName === 'aria-busy' && r.target.getAttribute('aria-busy') === 'true')
          busySeen = true;
        if (quiet(r.target)) continue;
        // Any attribute may restyle a subtree (React Aria styles by data-* attributes), so every
        // change counts for contrast, though only some are noted as a change to check.
        // A rule about a container (a list's items, a grid's rows, a menu's items) is judged on the
        // container, so a child added or changed puts its parent in scope; a portal added to body is
        // its own root (body in scope would be the whole page).
        if (r.type === 'childList') {
          if (r.addedNodes.length > 0) {
            if (r.target !== document.body) changedAt(r.target);
            else for (const n of r.addedNodes) changedAt(n.nodeType === 1 ? n : r.target);
          }
          if (r.removedNodes.length > 0 && r.target !== document.body) changedAt(r.target);
        } else if (r.type === 'attributes') {
          if (r.attributeName === 'aria-hidden' || r.attributeName === 'inert') {
            // Shown again: what it holds is checked; hidden: see hiding().
            if (!hiding(r)) changedAt(r.target);
          } else if (!hiding(r))
            changedAt(r.target.parentElement === document.body ? r.target : (r.target.parentElement ?? r.target));
        } else changedAt(r.target.parentElement);
        if (r.type === 'attributes') {
          if (watched(r.attributeName)) note(r.attributeName + ' of ' + named(r.target));
        } else if (r.type === 'characterData') {
          note('text in ' + named(r.target.parentElement));
        } else {
          for (const n of r.addedNodes) if (!quiet(n)) note((n.nodeType === 1 ? named(n) : 'text') + ' added');
          for (const n of r.removedNodes) if (n.nodeType === 1 || n.nodeType === 3) note((n.nodeType === 1 ? named(n) : 'text') + ' removed');
        }
      }
    }).observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
  };
  if (document.documentElement) watch();
  else document.addEventListener('DOMContentLoaded', watch);
  window.addEventListener('hashchange', () => {
    whole = true;
    note('navigation to ' + location.hash);
  });
  note('load of ' + location.pathname + location.hash);
})()`;

/** The pages watched in this test: the test's own and every page it opens (a tab, another browser). */
const watched = new Set<Page>();
/** The page a keyboard or a mouse belongs to, so a key press is checked like a click. */
const owners = new WeakMap<object, Page>();
/** Set while a check runs, so the actions it takes itself are not checked in turn. */
let checking = false;

interface AxeViolation {
  id: string;
  impact?: string | null;
  /** Why a serious one is only reported: see `knownWhile` below. */
  known?: string;
  help: string;
  nodes: { target: unknown[]; html?: string; why?: string; related?: string[] }[];
}

/** A navigation replaced the document under a run: the run is made again on the new one. */
const navigated = (error: unknown) =>
  error instanceof Error &&
  /Execution context was destroyed|Cannot find context|frame was detached|navigat/i.test(error.message);

/**
 * The results of the runs made in this worker, by the state they judged: a page checked in exactly
 * the state of an earlier run (the same document, form values, focus, pointer, scroll, window, fonts
 * and images; the same part of it) is judged as that run judged it, without running axe again. Every
 * story that signs in by the form passes through the same login and brand screens; axe on them took
 * CPU the other shard's story was waiting for.
 */
const checkedStates = new Map<string, AxeViolation[]>();

/**
 * In the page: takes what changed since the last run (the detector's `__axeScope`; a run inside
 * `include` takes nothing, and leaves the rest for the page's next run) for the run that follows, and
 * answers a key of the page's state as a run would judge it, and whether axe is in the page yet.
 */
function stateOfPage({ include, scoped }: { include: string | null; scoped: boolean }): {
  state: string;
  injected: boolean;
} {
  const w = window as unknown as { __axeScope?: () => Element[] | null; __axeTaken?: Element[] | null };
  const taken = include ? null : (w.__axeScope?.() ?? null);
  w.__axeTaken = taken;
  const path = (el: Element | null): string => {
    const steps: number[] = [];
    for (let at = el; at?.parentElement; at = at.parentElement)
      steps.push(Array.prototype.indexOf.call(at.parentElement.children, at));
    return el ? steps.reverse().join('.') : '-';
  };
  const hovered = document.querySelectorAll(':hover');
  const fields = Array.from(
    document.querySelectorAll<HTMLInputElement>('input, textarea, select'),
    (f) => `${f.value}\u0001${f.checked}`,
  ).join('\u0002');
  const images = Array.from(document.images, (i) => `${i.complete}${i.naturalWidth}`).join(',');
  const text = [
    include ?? (scoped && taken ? taken.map(path).join(',') : 'whole'),
    innerWidth,
    innerHeight,
    devicePixelRatio,
    scrollX,
    scrollY,
    matchMedia('(prefers-color-scheme: dark)').matches,
    matchMedia('(prefers-reduced-motion: reduce)').matches,
    matchMedia('(forced-colors: active)').matches,
    document.fonts.status,
    path(document.activeElement),
    document.activeElement?.matches(':focus-visible') ?? false,
    path(hovered[hovered.length - 1] ?? null),
    fields,
    images,
    location.href,
    document.documentElement.outerHTML,
  ]
    .join('\u0003')
    // React Aria's ids start with a number drawn at each load; what refers to what is the same.
    .replace(/react-aria\d+-/g, 'react-aria-');
  // Two 32-bit hashes and the length: a collision would take two equal-length states alike in both.
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 16777619);
    b = Math.imul(b ^ c, 2246822519) ^ (b >>> 13);
  }
  return {
    state: `${(a >>> 0).toString(36)}.${(b >>> 0).toString(36)}.${text.length.toString(36)}`,
    injected: typeof (window as unknown as { axe?: unknown }).axe === 'object',
  };
}

/**
 * Axe's violations on the page as it is (inside `include` if given), axe-core injected once per
 * document. Toasts closing are left out, and the fade of those shown is skipped, so one that starts
 * closing mid-run is gone at once rather than measured half transparent against the page. A run that
 * fails fails the test; one cut short by a navigation is made again on the new page.
 *
 * With `scoped`, the rules run on what changed since the last run (the detector's `__axeScope`: each
 * changed element's parent, so a list is judged with its new item), or on the whole
 * page after a load, an address change, a change of the rendering or a change of more than a few
 * parts. What did not change was checked at the last run; a whole run on a list page took most of each
 * step's time; docs/decisions/accessibility.md.
 */
async function runAxe(page: Page, include?: string, scoped = false): Promise<AxeViolation[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { state, injected } = await page.evaluate(stateOfPage, { include: include ?? null, scoped });
      const known = checkedStates.get(state);
      if (known) return known;
      if (!injected) await page.evaluate(axe.source);
      const violations = await page.evaluate(
        async ({ include, tags, scoped }) => {
          for (const el of document.querySelectorAll<HTMLElement>('[data-phase]'))
            el.style.transition = 'none';
          const w = window as unknown as { axe: typeof axe; __axeTaken?: Element[] | null };
          const changed = w.__axeTaken ?? null;
          const exclude = ['[data-phase="closing"]'];
          const options = {
            runOnly: { type: 'tag' as const, values: tags },
            resultTypes: ['violations' as const],
          };
          const whole = { include: include ? [include] : [document.documentElement], exclude };
          // One run, contrast among the other rules: each run lays out the whole page again (axe's grid
          // of every element, for contrast and target size), so a run for contrast first and another for
          // the rest cost nearly twice one run, however little changed. A list that starts loading
          // mid-run and dims its rows under contrast is checked again once the load is over
          // (checkIfChanged).
          const result =
            scoped && changed
              ? changed.length > 0
                ? await w.axe.run({ include: changed, exclude }, options)
                : { violations: [] as axe.Result[] }
              : await w.axe.run(whole, options);
          // React Aria hides everything but a combo box and its open list from assistive technology
          // (aria-hidden), focusable controls included, while focus stays in the field: the list
          // closes before focus can leave it. Axe's aria-hidden-focus on that state is reported, not
          // failed (docs/decisions/accessibility.md).
          const focused = document.activeElement;
          const comboOpen =
            focused?.getAttribute('role') === 'combobox' && focused.getAttribute('aria-expanded') === 'true';
          return result.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            known: comboOpen && v.id === 'aria-hidden-focus' ? 'while a combo box list is open' : undefined,
            help: v.help,
            // The element and axe's reason, cut short: an id of React Aria's says nothing in a CI log.
            nodes: v.nodes.map((n) => ({
              target: n.target,
              html: n.html.slice(0, 160),
              why: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200),
              // What the finding is about besides the element (a target-size neighbour, an overlapping
              // element): a transient finding cannot be looked at again once the run is over.
              related: [...n.any, ...n.all, ...n.none]
                .flatMap((c) => c.relatedNodes ?? [])
                .slice(0, 3)
                .map((r) => `${r.target.join(' ')} ${r.html.slice(0, 120)}`),
            })),
          }));
        },
        { include, tags, scoped },
      );
      // A serious finding is not kept: it fails the test, or it was measured while a list started
      // loading under the run and is checked again (checkIfChanged), and the same page state met later
      // must be measured afresh rather than fail on that passing moment.
      if (!violations.some((v) => v.impact === 'serious' || v.impact === 'critical'))
        checkedStates.set(state, violations);
      return violations;
    } catch (error) {
      if (attempt < 3 && navigated(error)) {
        await waitUntilStill(page);
        continue;
      }
      throw new Error(`axe could not check ${page.url()}: ${error instanceof Error ? error.message : error}`);
    }
  }
}

/** Serious and critical violations as `rule: targets`; the milder ones go to the findings. */
function judge(page: Page, violations: AxeViolation[], changes: string[]): string[] {
  const serious: string[] = [];
  for (const v of violations) {
    const targets = v.nodes.map((n) => n.target.join(' '));
    if ((v.impact === 'serious' || v.impact === 'critical') && !v.known) {
      const shown = v.nodes.map(
        (n) =>
          `${n.target.join(' ')} ${n.html ?? ''} (${n.why ?? ''})${n.related?.length ? ` [related: ${n.related.join(' | ')}]` : ''}`,
      );
      serious.push(`${v.id}: ${shown.join(', ')}`);
      continue;
    }
    for (const target of targets) {
      const key = `${v.id} ${target}`;
      const f = findings.get(key) ?? {
        rule: v.id,
        impact: `${v.impact ?? 'minor'}${v.known ? ` (${v.known})` : ''}`,
        help: v.help,
        target,
        pages: new Set(),
        tests: new Set(),
        after: new Set(),
      };
      f.pages.add(new URL(page.url()).hash.split('?')[0] || new URL(page.url()).pathname);
      f.tests.add(base.info().titlePath.slice(1).join(' › '));
      if (f.after.size < 6) f.after.add(changes.slice(0, 3).join(', '));
      findings.set(key, f);
    }
  }
  return serious;
}

/**
 * Waits until the page stops moving: 5 s at most for movement (one still moving after that is checked
 * as it is), but up to 30 s while a list's rows are dimmed for a load. On a loaded machine (CI runs
 * the PostgreSQL suite beside the stories) a list's answer took longer than 5 s, and axe judged the
 * dimmed rows' contrast: a state the story passed through, not one it reached (crm-customers,
 * pool-live and system, in the local CI run of 2026-12-02).
 */
async function waitUntilStill(page: Page) {
  const started = Date.now();
  // Polled from here: page.waitForFunction evaluates its predicate with eval in the page, which the
  // console's CSP forbids (and the CSP fixture reports).
  const state = () =>
    page
      .evaluate(
        `!window.__axeStill || window.__axeStill() ? 'still' : document.querySelector(${JSON.stringify(dimmedRows)}) ? 'loading' : 'moving'`,
      )
      .catch(() => 'moving');
  for (;;) {
    const now = await state();
    const waited = Date.now() - started;
    if (now === 'still' || (now === 'moving' && waited >= 5000) || waited >= 30_000) return;
    await page.waitForTimeout(50);
  }
}

/** Changes noted on `page` since the last run; none for a closed page or one without the detector. */
async function takeChanges(page: Page): Promise<string[]> {
  if (page.isClosed()) return [];
  for (let attempt = 1; ; attempt++) {
    try {
      return (await page.evaluate('window.__axeTake ? window.__axeTake() : []')) as string[];
    } catch (error) {
      // Mid-navigation: the new document notes its own load once it is there.
      if (attempt < 3 && navigated(error)) await page.waitForLoadState().catch(() => undefined);
      else if (page.isClosed()) return [];
      else throw error;
    }
  }
}

/**
 * If `page` changed since its last check, waits until it is still and runs axe: no serious or critical
 * violation. Called before every action on a watched page, after every awaited assertion that passes,
 * and on every watched page when a test ends, so each state a test reaches is checked before the
 * test changes it again.
 */
async function checkIfChanged(page: Page) {
  if (checking || !watched.has(page) || page.isClosed()) return;
  checking = true;
  try {
    const changes = await takeChanges(page);
    if (changes.length === 0) return;
    const started = Date.now();
    await waitUntilStill(page);
    // What moved while the page settled is covered by this run.
    changes.push(...(await takeChanges(page)));
    const still = Date.now();
    await page.evaluate('window.__axeBusySeen && window.__axeBusySeen()');
    let serious = judge(page, await runAxe(page, undefined, true), changes);
    // A load that began during the run (a live event's refresh arriving after the page was still) dims
    // a list's rows under axe: on a busy machine contrast then measured a state the story passes
    // through (undo.spec, a delete's refresh). Checked again, whole, once the load is over.
    if (
      serious.length > 0 &&
      (await page.evaluate('window.__axeBusySeen ? window.__axeBusySeen() : false'))
    ) {
      await waitUntilStill(page);
      serious = judge(page, await runAxe(page), changes);
    }
    if (process.env.AXE_TIMES)
      console.log(
        `axe: still after ${still - started} ms, run ${Date.now() - still} ms on ${await page.evaluate('window.__axeScopeInfo')}: ${changes.join(', ')}`,
      );
    baseExpect(serious, `axe on ${page.url()} after ${changes.join(', ')}`).toEqual([]);
  } finally {
    checking = false;
  }
}

/**
 * Axe (WCAG 2.0, 2.1 and 2.2 A and AA) finds no serious or critical violation on the page, or inside `include`,
 * now, whatever changed. Waits for enter animations first: mid fade-in a dialog's colours are blended
 * with the backdrop, and the user reads it once it settles. Toasts likewise.
 */
export async function expectAccessible(page: Page, include?: string) {
  await baseExpect(page.locator('[data-entering]')).toHaveCount(0);
  await baseExpect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-phase]')).every(
          (t) => t.getAttribute('data-phase') === 'shown' && getComputedStyle(t).opacity === '1',
        ),
      ),
    )
    .toBe(true);
  // This run covers the whole page's changes so far.
  if (!include) await takeChanges(page);
  baseExpect(judge(page, await runAxe(page, include), ['expectAccessible']), `axe on ${page.url()}`).toEqual(
    [],
  );
}

// Every way a test changes a page: these methods check the page first if it changed since its last check.
const pageActions = [
  'goto',
  'reload',
  'goBack',
  'goForward',
  'click',
  'dblclick',
  'tap',
  'fill',
  'type',
  'press',
  'check',
  'uncheck',
  'setChecked',
  'selectOption',
  'setInputFiles',
  'hover',
  'focus',
  'dragAndDrop',
  'dispatchEvent',
  'close',
] as const;
const locatorActions = [
  'click',
  'dblclick',
  'tap',
  'fill',
  'clear',
  'type',
  'press',
  'pressSequentially',
  'check',
  'uncheck',
  'setChecked',
  'selectOption',
  'selectText',
  'setInputFiles',
  'hover',
  'focus',
  'blur',
  'dragTo',
  'dispatchEvent',
] as const;
const keyboardActions = ['press', 'type', 'insertText', 'down', 'up'] as const;
const mouseActions = ['click', 'dblclick', 'down', 'up', 'wheel'] as const;
/** Changes a page's rendering without touching its DOM: noted as a change, for the next check. */
const renderingChanges = ['setViewportSize', 'emulateMedia'] as const;

let patched = false;

/** Wraps `names` of `proto` so each first checks the page `pageOf(this)` if it changed. */
function checkBefore(proto: object, names: readonly string[], pageOf: (self: object) => Page | undefined) {
  for (const name of names) {
    const original: unknown = Reflect.get(proto, name);
    if (typeof original !== 'function') throw new Error(`Playwright has no ${name} to watch`);
    Reflect.set(proto, name, async function (this: object, ...args: unknown[]) {
      const page = pageOf(this);
      if (page) await checkIfChanged(page);
      return original.apply(this, args);
    });
  }
}

/** Installs the action hooks on Playwright's classes, once per worker; they act on watched pages only. */
function patchActions(page: Page) {
  if (patched) return;
  patched = true;
  const self = (p: object) => p as Page;
  checkBefore(Object.getPrototypeOf(page), pageActions, self);
  checkBefore(Object.getPrototypeOf(page.locator('html')), locatorActions, (l) =>
    (l as ReturnType<Page['locator']>).page(),
  );
  checkBefore(Object.getPrototypeOf(page.keyboard), keyboardActions, (k) => owners.get(k));
  checkBefore(Object.getPrototypeOf(page.mouse), mouseActions, (m) => owners.get(m));
  const proto = Object.getPrototypeOf(page) as Record<string, unknown>;
  for (const name of renderingChanges) {
    const original = proto[name];
    if (typeof original !== 'function') throw new Error(`Playwright has no ${name} to watch`);
    proto[name] = async function (this: Page, ...args: unknown[]) {
      const result: unknown = await original.apply(this, args);
      // A page mid-navigation notes its own load instead.
      if (watched.has(this))
        await this.evaluate(`window.__axeWhole?.(); window.__axeNote?.(${JSON.stringify(name)})`).catch(
          () => undefined,
        );
      return result;
    };
  }
}

function watchPage(page: Page) {
  patchActions(page);
  watched.add(page);
  owners.set(page.keyboard, page);
  owners.set(page.mouse, page);
  page.on('close', () => watched.delete(page));
}

async function watchContext(context: BrowserContext) {
  await context.addInitScript(detector);
  for (const page of context.pages()) watchPage(page);
  context.on('page', watchPage);
}

function pageOfSubject(actual: unknown): Page | null {
  if (typeof actual !== 'object' || actual === null) return null;
  if ('page' in actual && typeof actual.page === 'function') return actual.page() as Page;
  if ('goto' in actual && 'evaluate' in actual) return actual as Page;
  return null;
}

/** Matchers whose web-first (awaited) assertions check the page with axe after they pass, if it changed. */
function afterPassing<T extends object>(matchers: T, page: Page): T {
  return new Proxy(matchers, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (prop === 'not' && typeof value === 'object' && value !== null) return afterPassing(value, page);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        if (result instanceof Promise)
          return result.then(async (r) => {
            await checkIfChanged(page);
            return r;
          });
        return result;
      };
    },
  });
}

/**
 * Playwright's `expect`, except that an awaited assertion on a page or a locator that passes also runs
 * axe when the page changed since its last check: a state the test waited for (a save finishing, a
 * message appearing) is checked as soon as it is there.
 */
export const expect = new Proxy(baseExpect, {
  apply(target, thisArg, args: unknown[]) {
    const matchers = Reflect.apply(target, thisArg, args) as object;
    const page = pageOfSubject(args[0]);
    return page ? afterPassing(matchers, page) : matchers;
  },
}) as typeof baseExpect;

/**
 * `test` of the end-to-end specs, on top of the CSP check of `./test.ts`: every page the test uses is
 * watched — its own, a tab it opens (`context.newPage()`), a page of another browser context
 * (`browser.newPage()`, `browser.newContext()`) — and checked by axe after every change: before the
 * test's next action on it, after an awaited assertion on it, and when the test ends. The moderate
 * and minor findings of the whole run are written to `axe-findings.json` in the output folder and
 * listed when the worker ends.
 */
export const test = base.extend<{ axeAfterChanges: undefined }, { axeFindings: undefined }>({
  axeFindings: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      await use(undefined);
      if (findings.size === 0) return;
      const list = [...findings.values()].map((f) => ({
        ...f,
        pages: [...f.pages],
        tests: [...f.tests],
        after: [...f.after],
      }));
      const file = join(workerInfo.project.outputDir, `axe-findings-${workerInfo.workerIndex}.json`);
      writeFileSync(file, `${JSON.stringify(list, null, 2)}\n`);
      console.log(`axe findings below serious (${file}):`);
      for (const f of list)
        console.log(
          `  ${f.impact} ${f.rule} (${f.help}): ${f.target} on ${f.pages.length} page(s), ${f.tests.length} test(s)`,
        );
    },
    { scope: 'worker', auto: true },
  ],
  contextWatchers: async ({ contextWatchers }, use) => {
    await use([...contextWatchers, watchContext]);
  },
  axeAfterChanges: [
    async ({ cspViolations }, use, testInfo) => {
      void cspViolations; // Set up first: it hands every context the test uses to watchContext.
      await use(undefined);
      // A test that failed already says why; a check of whatever page it stopped on would add noise.
      if (testInfo.status === testInfo.expectedStatus)
        for (const page of [...watched]) await checkIfChanged(page);
      watched.clear();
    },
    { auto: true },
  ],
});
