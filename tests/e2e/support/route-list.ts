import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

/** A route of the console as a module's manifest declares it: its path and the shell it opens in. */
export interface RouteEntry {
  path: string;
  shell: string;
}

const text = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** The manifests src/modules/modules.ts lists, in the order of `clientModules` (the route table's). */
function manifestFiles(list: string): string[] {
  const source = parse(list);
  const fileOf = new Map<string, string>();
  let order: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      for (const name of node.importClause?.namedBindings &&
      ts.isNamedImports(node.importClause.namedBindings)
        ? node.importClause.namedBindings.elements
        : []) {
        fileOf.set(name.name.text, join(dirname(list), node.moduleSpecifier.text));
      }
    }
    if (ts.isArrayLiteralExpression(node) && ts.isVariableDeclaration(node.parent.parent)) {
      order = node.elements.map((e) => e.getText());
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const files = order.map((name) => fileOf.get(name));
  if (files.length === 0 || files.some((f) => !f)) throw new Error(`no list of manifests in ${list}`);
  return files.filter((f): f is string => f !== undefined);
}

/** A manifest's routes: object literals, or `menuPage(path, …)` (a page in the full shell). */
function manifestRoutes(file: string): RouteEntry[] {
  const found: RouteEntry[] = [];
  const visit = (node: ts.Node) => {
    // A conditional list (the dev module's, in dev builds only) is not an array literal: left out.
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'routes' &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      for (const element of node.initializer.elements) found.push(routeOf(element));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

function routeOf(element: ts.Expression): RouteEntry {
  if (ts.isCallExpression(element) && element.expression.getText() === 'menuPage') {
    const path = text(element.arguments[0]);
    if (path !== null) return { path, shell: 'full' };
  }
  if (ts.isObjectLiteralExpression(element)) {
    const prop = (name: string) =>
      element.properties.find(
        (p): p is ts.PropertyAssignment =>
          ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
      )?.initializer;
    const path = text(prop('path'));
    const shell = text(prop('shell'));
    if (path !== null && shell !== null) return { path, shell };
  }
  throw new Error(`a route without a literal path and shell: ${element.getText()}`);
}

/**
 * The console's routes, read from the source of the module manifests src/modules/modules.ts lists:
 * the modules themselves need Vite (`import.meta.env`, lazy chunks) and cannot be loaded in the test
 * runner. The developer screens, declared for dev builds only, are not in the list (the e2e server
 * serves the production build; tests/e2e/dev-tools.spec.ts opens them on the dev server).
 */
export function declaredRoutes(
  list = join(import.meta.dirname, '../../../src/modules/modules.ts'),
): RouteEntry[] {
  const routes = manifestFiles(list).flatMap(manifestRoutes);
  if (routes.length === 0) throw new Error(`no routes in the manifests of ${list}`);
  return routes;
}
