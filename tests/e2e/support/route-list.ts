import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** A route of the console as src/routes.tsx declares it: its path and the shell it opens in. */
export interface RouteEntry {
  path: string;
  shell: string;
}

/**
 * The entries of `routes` in src/routes.tsx, read from its source: the module itself needs Vite
 * (`import.meta.env`, lazy chunks) and cannot be loaded in the test runner. The developer screens
 * that module appends in dev builds only are not in the list (the e2e server serves the production
 * build; tests/e2e/dev-tools.spec.ts opens them on the dev server).
 */
export function declaredRoutes(file = join(import.meta.dirname, '../../../src/routes.tsx')): RouteEntry[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  let found: RouteEntry[] | null = null;
  const text = (node: ts.Node | undefined) =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'routes' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      found = node.initializer.elements.map((element) => {
        if (!ts.isObjectLiteralExpression(element))
          throw new Error(`a route that is not an object literal: ${element.getText()}`);
        const prop = (name: string) =>
          element.properties.find(
            (p): p is ts.PropertyAssignment =>
              ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
          )?.initializer;
        const path = text(prop('path'));
        const shell = text(prop('shell'));
        if (path === null || shell === null)
          throw new Error(`a route without a literal path and shell: ${element.getText()}`);
        return { path, shell };
      });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found || (found as RouteEntry[]).length === 0) throw new Error(`no \`routes\` array in ${file}`);
  return found;
}
