import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * The manifests src/modules/modules.ts finds, in its order: each folder's `<m>/<m>.module.ts`, by path
 * (Vite's order for a glob).
 */
function manifestFiles(modulesDir: string): string[] {
  const files = readdirSync(modulesDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => join(modulesDir, e.name, `${e.name}.module.ts`))
    .filter((f) => existsSync(f))
    .sort();
  if (files.length === 0) throw new Error(`no module manifests in ${modulesDir}`);
  return files;
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
 * The console's routes, read from the source of the module manifests src/modules/modules.ts finds:
 * the modules themselves need Vite (`import.meta.env`, lazy chunks) and cannot be loaded in the test
 * runner. The developer screens, declared for dev builds only, are not in the list (the e2e server
 * serves the production build; tests/e2e/dev-tools.spec.ts opens them on the dev server).
 */
export function declaredRoutes(modulesDir = join(import.meta.dirname, '../../../src/modules')): RouteEntry[] {
  const routes = manifestFiles(modulesDir).flatMap(manifestRoutes);
  if (routes.length === 0) throw new Error(`no routes in the manifests of ${modulesDir}`);
  return routes;
}
