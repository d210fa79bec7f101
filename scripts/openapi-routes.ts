/**
 * Writes server/openapi/route-schemas.generated.ts: for every handler in the route files (`<group>.routes.ts` under server/), the contract
 * schemas it parses its input with (the zod objects themselves, imported, so the document describes the
 * schemas the server runs) and the JSON Schema of the `data` it answers with `ok(c, data)`, worked out by
 * the TypeScript checker from the contract's answer types. The API document (server/openapi/) is built
 * from that map and the app's own routes at start. `npm run openapi:routes`; `--check` fails when the
 * file on disk differs from what the routes say now.
 */

import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
/** Every route file, `<group>.routes.ts` under server/: mostly one module's under server/modules/<module>/. */
const routeFiles = (readdirSync(join(root, 'server'), { recursive: true, encoding: 'utf8' }) as string[])
  .filter((f) => f.endsWith('.routes.ts'))
  .map((f) => join(root, 'server', f));
const isRouteFile = (fileName: string) =>
  fileName.endsWith('.routes.ts') && fileName.startsWith(join(root, 'server'));
const contractDir = join(root, 'contract');
const outFile = join(root, 'server/openapi/route-schemas.generated.ts');

type Json = Record<string, unknown>;

interface SchemaRef {
  module: string;
  name: string;
}

interface RouteEntry {
  file: string;
  /** The exported Hono app (or factory) the route is declared on. */
  owner: string;
  method: 'GET' | 'POST';
  path: string;
  body: SchemaRef[];
  query: SchemaRef[];
  form: SchemaRef[];
  multipart: boolean;
  answer: Json | null;
  unresolved: string[];
}

function program(): ts.Program {
  const configPath = join(root, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error('tsconfig.json could not be read');
  return ts.createProgram(routeFiles, { ...parsed.options, noEmit: true });
}

const prog = program();
const checker = prog.getTypeChecker();
const components = new Map<string, Json>();

function declarationOf(node: ts.Node): ts.Declaration | undefined {
  let symbol = checker.getSymbolAtLocation(node);
  if (!symbol) return undefined;
  if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol.valueDeclaration ?? symbol.declarations?.[0];
}

/** A zod schema passed to parseBody/parseQuery/parseInput, as an import of its contract module. */
function schemaRef(arg: ts.Expression): SchemaRef | string {
  if (!ts.isIdentifier(arg)) return arg.getText();
  const declaration = declarationOf(arg);
  if (!declaration || !ts.isVariableDeclaration(declaration) || !ts.isIdentifier(declaration.name))
    return arg.getText();
  const file = declaration.getSourceFile().fileName;
  const statement = declaration.parent.parent;
  const exported =
    ts.isVariableStatement(statement) &&
    statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) === true;
  if (!exported || !file.startsWith(contractDir)) return `${arg.getText()} (${relative(root, file)})`;
  return { module: relative(root, file), name: declaration.name.text };
}

/** Bodies of the handler and of the project functions it calls (two levels): where input is parsed. */
function bodiesOf(handler: ts.Node): ts.Node[] {
  const seen = new Set<ts.Node>();
  const out: ts.Node[] = [];
  const visitFunction = (fn: ts.Node, depth: number) => {
    if (seen.has(fn)) return;
    seen.add(fn);
    out.push(fn);
    if (depth >= 2) return;
    const walk = (n: ts.Node) => {
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) {
        const d = declarationOf(n.expression);
        const file = d?.getSourceFile().fileName ?? '';
        if (d && isRouteFile(file) && isFunctionLike(d)) visitFunction(d, depth + 1);
      }
      ts.forEachChild(n, walk);
    };
    walk(fn);
  };
  const start = ts.isIdentifier(handler) ? declarationOf(handler) : handler;
  if (start) visitFunction(isVariableWithFunction(start) ?? start, 0);
  return out;
}

function isFunctionLike(d: ts.Node): boolean {
  return ts.isFunctionDeclaration(d) || isVariableWithFunction(d) !== undefined;
}

function isVariableWithFunction(d: ts.Node): ts.Node | undefined {
  if (ts.isVariableDeclaration(d) && d.initializer)
    if (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer)) return d.initializer;
  return ts.isFunctionDeclaration(d) ? d : undefined;
}

function calls(nodes: ts.Node[], name: string): ts.CallExpression[] {
  const found: ts.CallExpression[] = [];
  const walk = (n: ts.Node) => {
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === name) found.push(n);
    ts.forEachChild(n, walk);
  };
  for (const n of nodes) walk(n);
  return found;
}

// --- TypeScript type -> JSON Schema (draft 2020-12, as OpenAPI 3.1 takes it) ---

function isContractNamed(type: ts.Type): string | undefined {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  if (!symbol) return undefined;
  if (type.aliasTypeArguments?.length) return undefined;
  if ((type as ts.TypeReference).typeArguments?.length) return undefined;
  const declaration = symbol.declarations?.[0];
  if (!declaration) return undefined;
  if (!declaration.getSourceFile().fileName.startsWith(contractDir)) return undefined;
  if (!(ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration))) return undefined;
  return symbol.getName();
}

function docOf(symbol: ts.Symbol): string {
  return ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
}

function toSchema(type: ts.Type, stack: ts.Type[]): Json {
  const named = isContractNamed(type);
  if (named) {
    if (!components.has(named)) {
      components.set(named, {});
      const symbol = type.aliasSymbol ?? type.getSymbol();
      const schema = structural(type, stack);
      const description = symbol ? docOf(symbol) : '';
      components.set(named, description ? { ...schema, description } : schema);
    }
    return { $ref: `#/components/schemas/${named}` };
  }
  return structural(type, stack);
}

function structural(type: ts.Type, stack: ts.Type[]): Json {
  if (stack.includes(type)) return {};
  const f = type.flags;
  if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
  if (f & ts.TypeFlags.Null) return { type: 'null' };
  if (type.isStringLiteral()) return { type: 'string', const: type.value };
  if (type.isNumberLiteral()) return { type: 'number', const: type.value };
  if (f & ts.TypeFlags.BooleanLiteral)
    return { type: 'boolean', const: checker.typeToString(type) === 'true' };
  if (f & ts.TypeFlags.StringLike) return { type: 'string' };
  if (f & ts.TypeFlags.NumberLike) return { type: 'number' };
  if (f & ts.TypeFlags.BooleanLike) return { type: 'boolean' };
  if (type.isUnion()) {
    const members = type.types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    const booleans = members.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
    const rest = members.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral));
    const parts: Json[] = [];
    if (booleans.length === 2) parts.push({ type: 'boolean' });
    else parts.push(...booleans.map((t) => structural(t, stack)));
    // The checker orders a union's members by when it first met each, which changes with what it was
    // asked before: sorted, so the file written is the same from run to run.
    if (rest.length > 0 && rest.every((t) => t.isStringLiteral()))
      parts.push({ type: 'string', enum: rest.map((t) => (t as ts.StringLiteralType).value).sort() });
    else parts.push(...rest.map((t) => toSchema(t, stack)));
    parts.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    return parts.length === 1 ? (parts[0] ?? {}) : { anyOf: parts };
  }
  const inner = [...stack, type];
  if (checker.isArrayType(type)) {
    const [item] = checker.getTypeArguments(type as ts.TypeReference);
    return { type: 'array', items: item ? toSchema(item, inner) : {} };
  }
  if (checker.isTupleType(type)) {
    const items = checker.getTypeArguments(type as ts.TypeReference).map((t) => toSchema(t, inner));
    return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
  }
  if (type.getSymbol()?.getName() === 'Date') return { type: 'string', format: 'date-time' };
  if (type.isIntersection() || f & ts.TypeFlags.Object) {
    const properties: Json = {};
    const required: string[] = [];
    for (const prop of checker.getPropertiesOfType(type)) {
      const propType = checker.getTypeOfSymbol(prop);
      if (propType.getCallSignatures().length > 0) continue;
      const optional =
        (prop.flags & ts.SymbolFlags.Optional) !== 0 ||
        (propType.isUnion() && propType.types.some((t) => t.flags & ts.TypeFlags.Undefined));
      const schema = toSchema(propType, inner);
      const description = docOf(prop);
      properties[prop.getName()] = description && !('$ref' in schema) ? { ...schema, description } : schema;
      if (!optional) required.push(prop.getName());
    }
    const index = checker.getIndexInfosOfType(type).find((i) => i.keyType.flags & ts.TypeFlags.String);
    const schema: Json = { type: 'object', properties };
    if (required.length > 0) schema.required = required;
    if (index) schema.additionalProperties = toSchema(index.type, inner);
    return schema;
  }
  return {};
}

/** The JSON Schema of what a handler answers with ok(c, data), or null when it answers no envelope. */
function answerOf(bodies: ts.Node[]): Json | null {
  const types = calls(bodies, 'ok')
    .map((call) => call.arguments[1])
    .filter((a): a is ts.Expression => a !== undefined)
    .map((a) => checker.getTypeAtLocation(a));
  // The site API's answers are built by a function handed to `answer(c, key, build)` (server/modules/platform/site.routes.ts).
  for (const call of calls(bodies, 'answer')) {
    const build = call.arguments[2];
    const signature = build && checker.getTypeAtLocation(build).getCallSignatures()[0];
    if (signature) types.push(checker.getAwaitedType(signature.getReturnType()) ?? signature.getReturnType());
  }
  if (types.length === 0) return null;
  const schemas: Json[] = [];
  for (const t of types) {
    const s = toSchema(t, []);
    if (!schemas.some((known) => JSON.stringify(known) === JSON.stringify(s))) schemas.push(s);
  }
  return schemas.length === 1 ? (schemas[0] ?? {}) : { anyOf: schemas };
}

/** The exported name a route's declaration sits under (a `const x = new Hono()…` or a factory). */
function ownerOf(node: ts.Node): string {
  for (let n: ts.Node | undefined = node; n; n = n.parent) {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && ts.isVariableStatement(n.parent.parent))
      return n.name.text;
    if (ts.isFunctionDeclaration(n) && n.name) return n.name.text;
  }
  return '?';
}

function routesOf(file: ts.SourceFile): RouteEntry[] {
  const entries: RouteEntry[] = [];
  const walk = (n: ts.Node) => {
    if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      (n.expression.name.text === 'get' || n.expression.name.text === 'post') &&
      n.arguments.length >= 2 &&
      n.arguments[0] !== undefined &&
      checker.getTypeAtLocation(n.arguments[0]).isStringLiteral() &&
      checker.getTypeAtLocation(n.expression.expression).getSymbol()?.getName() === 'Hono'
    ) {
      const handler = n.arguments[n.arguments.length - 1];
      if (handler) {
        const bodies = bodiesOf(handler);
        const unresolved: string[] = [];
        const refs = (name: string) =>
          calls(bodies, name)
            .map((call) => call.arguments[1])
            .filter((a): a is ts.Expression => a !== undefined)
            .flatMap((a) => {
              const ref = schemaRef(a);
              if (typeof ref === 'string') {
                unresolved.push(`${name}(${ref})`);
                return [];
              }
              return [ref];
            });
        entries.push({
          file: relative(root, file.fileName),
          owner: ownerOf(n),
          method: n.expression.name.text === 'get' ? 'GET' : 'POST',
          path: (checker.getTypeAtLocation(n.arguments[0]) as ts.StringLiteralType).value,
          body: refs('parseBody'),
          query: refs('parseQuery'),
          form: refs('parseInput'),
          multipart: calls(bodies, 'receiveMultipart').length > 0,
          answer: answerOf(bodies),
          unresolved,
        });
      }
    }
    ts.forEachChild(n, walk);
  };
  walk(file);
  return entries;
}

const entries = prog
  .getSourceFiles()
  .filter((f) => isRouteFile(f.fileName))
  .sort((a, b) => a.fileName.localeCompare(b.fileName))
  .flatMap(routesOf);

// Answer types no `ok()` names: the chat stream's events (each `data:` line of server/modules/ai/ai.routes.ts's stream).
const extraTypes = [['contract/ai.ts', 'AiStreamEvent']] as const;
for (const [file, name] of extraTypes) {
  const source = prog.getSourceFile(join(root, file));
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const symbol = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.getName() === name);
  if (!symbol) throw new Error(`${file} exports no ${name}`);
  toSchema(checker.getDeclaredTypeOfSymbol(symbol), []);
}

const imports = new Map<string, Set<string>>();
for (const e of entries)
  for (const ref of [...e.body, ...e.query, ...e.form]) {
    const names = imports.get(ref.module) ?? new Set<string>();
    names.add(ref.name);
    imports.set(ref.module, names);
  }
const owners = new Map<string, Set<string>>();
for (const e of entries) {
  const names = owners.get(e.file) ?? new Set<string>();
  names.add(e.owner);
  owners.set(e.file, names);
}

const fromHere = (module: string) => {
  const path = relative(dirname(outFile), join(root, module));
  return path.startsWith('.') ? path : `./${path}`;
};
const list = (refs: SchemaRef[]) => `[${refs.map((r) => r.name).join(', ')}]`;
const unformatted = `// Written by \`npm run openapi:routes\` (scripts/openapi-routes.ts) from the route files: do not edit.
// Each route's input schemas (the contract's own zod objects) and the JSON Schema of its answer's data.
import type { RouteSchemas } from './route-schemas.ts';
${[...owners]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([file, names]) => `import { ${[...names].sort().join(', ')} } from '${fromHere(file)}';`)
  .join('\n')}
${[...imports]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([module, names]) => `import { ${[...names].sort().join(', ')} } from '${fromHere(module)}';`)
  .join('\n')}

export const answerComponents: Record<string, object> = ${JSON.stringify(
  Object.fromEntries([...components].sort(([a], [b]) => a.localeCompare(b))),
)};

export const routeSchemas: RouteSchemas[] = [
${entries
  .map(
    (e) =>
      `  { owner: ${e.owner}, method: '${e.method}', path: '${e.path}', body: ${list(e.body)}, query: ${list(
        e.query,
      )}, form: ${list(e.form)}, multipart: ${e.multipart}, answer: ${JSON.stringify(e.answer)} },`,
  )
  .join('\n')}
];
`;

// Formatted as the repository's own files are, so lint passes it and a diff of it reads well.
const source = execFileSync(
  join(root, 'node_modules/.bin/biome'),
  ['check', '--write', `--stdin-file-path=${outFile}`],
  {
    input: unformatted,
    encoding: 'utf8',
  },
);

const unresolved = entries.filter((e) => e.unresolved.length > 0);
for (const e of unresolved)
  console.warn(`${e.method} ${e.file} ${e.path}: input schema not in contract/: ${e.unresolved.join(', ')}`);

if (process.argv.includes('--check')) {
  const current = readFileSync(outFile, 'utf8');
  if (current !== source) {
    console.error(`${relative(root, outFile)} is out of date: run npm run openapi:routes`);
    process.exit(1);
  }
  console.log(`${relative(root, outFile)} is up to date (${entries.length} routes)`);
} else {
  writeFileSync(outFile, source);
  console.log(`wrote ${relative(root, outFile)}: ${entries.length} routes, ${components.size} answer types`);
}
