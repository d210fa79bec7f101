// A screen's data loads through `useResource(key, load)` (src/ui/use-resource.ts), which drops an answer
// for an old key, or through the screen's machine; an effect that calls the server re-makes that by
// hand, usually with its own `let live = true` flag against late answers (issue 44). Effects that are
// not loads stay: focus, timers, the address, a live feed's subscription (onLiveChange is no call to
// the server), an event sent to a machine that does the reading.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
/** The HTTP kit every service calls the server through. */
const http = 'src/services/http.ts';

/**
 * Outside the rule, with why. The developer tools read a machine's diagram and the coverage file,
 * keyed by the machine object itself (not a value a key can hold), and reset their zoom with it; they
 * call no service, but keep their own `alive` flag.
 */
const exempt = ['src/modules/dev/'];

type Source = { path: string; text: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(path);
    // The screens, not their tests beside them.
    return /\.(ts|tsx)$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [path] : [];
  });
}

const read = (path: string): Source => ({ path, text: readFileSync(join(root, path), 'utf8') });
const parse = ({ path, text }: Source) =>
  ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** Local name → [file, exported name] of each named import from a relative path. */
function importsOf(file: ts.SourceFile): Map<string, [string, string]> {
  const out = new Map<string, [string, string]>();
  for (const s of file.statements) {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    const spec = s.moduleSpecifier.text;
    const bindings = s.importClause?.namedBindings;
    if (!spec.startsWith('.') || !bindings || !ts.isNamedImports(bindings)) continue;
    const from = relative(root, resolve(root, dirname(file.fileName), spec))
      .split('\\')
      .join('/');
    for (const e of bindings.elements) out.set(e.name.text, [from, (e.propertyName ?? e.name).text]);
  }
  return out;
}

/** A function a declaration holds: its own, or the one `useCallback` keeps. */
function functionOf(init: ts.Expression): ts.Node | null {
  if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init.body;
  if (ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === 'useCallback')
    return init.arguments[0] ? functionOf(init.arguments[0]) : null;
  return null;
}

/** The functions declared anywhere in the file (top level or inside a component), by name, with their bodies. */
function declarations(file: ts.SourceFile): Map<string, ts.Node> {
  const out = new Map<string, ts.Node>();
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) out.set(node.name.text, node.body);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const body = functionOf(node.initializer);
      if (body) out.set(node.name.text, body);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** Every identifier called in `node` (`f()`, `f().then()`, `api.f()` counts `api`), and one passed as an effect itself. */
function calledNames(node: ts.Node): string[] {
  const out: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n)) {
      let callee: ts.Expression = n.expression;
      while (ts.isPropertyAccessExpression(callee)) callee = callee.expression;
      if (ts.isIdentifier(callee)) out.push(callee.text);
    }
    ts.forEachChild(n, visit);
  };
  if (ts.isIdentifier(node)) out.push(node.text);
  visit(node);
  return out;
}

/** The HTTP kit's calls to the server (its other exports build addresses or settings). */
const httpCalls = new Set([
  'post',
  'postForMessage',
  'postUndoable',
  'get',
  'action',
  'postForStream',
  'getForStream',
  'upload',
  'binary',
  'uploadWithProgress',
  'uploadUndoable',
]);

/**
 * The names each file declares that reach the server: the HTTP kit's calls, and in the kit's services
 * and every file that imports the kit, a declaration that calls one of them, another file's service or
 * another such declaration of its own file.
 */
function serviceNames(files: Map<string, Source>): Map<string, Set<string>> {
  const services = new Map<string, Set<string>>([[http, httpCalls]]);
  const parsed = [...files.values()]
    .filter(
      (s) => s.path !== http && (s.path.startsWith('src/services/') || s.text.includes('services/http.ts')),
    )
    .map((s) => {
      const file = parse(s);
      services.set(s.path, new Set());
      return { path: s.path, imports: importsOf(file), decls: declarations(file) };
    });
  for (let grew = true; grew; ) {
    grew = false;
    for (const { path, imports, decls } of parsed) {
      const calling = services.get(path) ?? new Set<string>();
      const reaches = (name: string): boolean => {
        const from = imports.get(name);
        return from ? services.get(from[0])?.has(from[1]) === true : calling.has(name);
      };
      for (const [name, body] of decls) {
        if (!calling.has(name) && calledNames(body).some(reaches)) {
          calling.add(name);
          grew = true;
        }
      }
    }
  }
  return services;
}

/** Every `useEffect`/`useLayoutEffect` in a screen whose callback calls a service, with file and line. */
function effectLoads(screens: Source[], services: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  for (const source of screens) {
    if (exempt.some((e) => source.path.startsWith(e))) continue;
    const file = parse(source);
    const imports = importsOf(file);
    const decls = declarations(file);
    const isService = (name: string, seen = new Set<string>()): boolean => {
      const from = imports.get(name);
      if (from) return services.get(from[0])?.has(from[1]) === true;
      const body = decls.get(name);
      if (!body || seen.has(name)) return false;
      seen.add(name);
      // A local loader (`const load = useCallback(() => readX().then(set))`) the effect calls.
      return calledNames(body).some((n) => isService(n, seen));
    };
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        /^use(Layout)?Effect$/.test(node.expression.text) &&
        node.arguments[0]
      ) {
        const called = calledNames(node.arguments[0]).filter((n) => isService(n));
        if (called.length > 0) {
          const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
          found.push(`${source.path}:${line}: ${[...new Set(called)].join(', ')}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

/** The lines that start a hand-written "is this answer still wanted" flag, with file and line. */
function liveFlags(files: Source[]): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    if (exempt.some((e) => path.startsWith(e))) continue;
    text.split('\n').forEach((line, i) => {
      if (
        /\blet\s+(live|alive|active|cancelled|canceled|current|mounted|stale|ignore)\s*=\s*(true|false)\b/.test(
          line,
        )
      )
        found.push(`${path}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

function tree() {
  const all = ['src', 'contract']
    .flatMap((d) => sourceFiles(join(root, d)))
    .map((p) => read(relative(root, p).split('\\').join('/')));
  return {
    files: new Map(all.map((s) => [s.path, s])),
    screens: all.filter((s) => s.path.startsWith('src/modules/')),
  };
}

describe('data loading in screens', () => {
  const { files, screens } = tree();
  const services = serviceNames(files);

  it('calls no service inside an effect: loads go through useResource or a machine', () => {
    expect(screens.length).toBeGreaterThan(50);
    // The rule sees the services screens read through (a module's and the kit's).
    expect(services.get('src/modules/crm/customer.ts')?.has('customerDetail')).toBe(true);
    expect(services.get('src/services/config.ts')?.has('readDocumentConfig')).toBe(true);
    expect(effectLoads(screens, services)).toEqual([]);
  });

  it('has no hand-written live flag in a screen', () => {
    expect(liveFlags(screens)).toEqual([]);
  });

  it('would name a screen that loads in an effect, directly or through its own loader', () => {
    const direct: Source = {
      path: 'src/modules/crm/customer/demo-screen.tsx',
      text: [
        "import { customerDetail } from '../customer.ts';",
        "import { onLiveChange } from '../../../services/live-changes.ts';",
        'function Demo({ id }) {',
        '  useEffect(() => onLiveChange(() => undefined), []);',
        '  useEffect(() => {',
        '    let live = true;',
        '    customerDetail(id).then((r) => live && setRow(r));',
        '  }, [id]);',
        '}',
      ].join('\n'),
    };
    const viaLoader: Source = {
      path: 'src/modules/config/demo-screen.tsx',
      text: [
        "import { readDocumentConfig } from '../../services/config.ts';",
        'function Demo() {',
        '  const load = useCallback(() => {',
        '    readDocumentConfig().then(setDoc);',
        '  }, []);',
        '  useEffect(load, [load]);',
        '}',
      ].join('\n'),
    };
    expect(effectLoads([direct, viaLoader], services)).toEqual([
      'src/modules/crm/customer/demo-screen.tsx:5: customerDetail',
      'src/modules/config/demo-screen.tsx:6: load',
    ]);
    expect(liveFlags([direct])).toEqual(['src/modules/crm/customer/demo-screen.tsx:6: let live = true;']);
    expect(effectLoads([{ ...direct, path: 'src/modules/dev/inspector-chart.tsx' }], services)).toEqual([]);
  });
});
