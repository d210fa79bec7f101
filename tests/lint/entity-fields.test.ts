// Each customer field declared in contract/customer-fields.ts, each agent field declared in
// contract/agent-fields.ts, each product field declared in contract/product-fields.ts and each member
// field declared in contract/admin-user-fields.ts, is spelled nowhere else in its entity's code: the
// bodies, answers, form, drawer or view, export and import iterate the declaration. Its name may stand only in the
// declaration, the table (*.tables.ts), migrations, the words' catalogues (*.strings.ts, *.messages.ts),
// the seed and tests; a few fields have a role beyond the declaration, each allowed below in the one
// file that plays it, with why.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { adminUserFields } from '../../contract/admin-user-fields.ts';
import { agentFields } from '../../contract/agent-fields.ts';
import { customerFields } from '../../contract/customer-fields.ts';
import { productFields } from '../../contract/product-fields.ts';

const root = resolve(import.meta.dirname, '../..');

/** Every source file under server/, src/ and contract/ but migrations and the tests beside them. */
function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && e.name !== 'migrations') walk(path);
      } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(relative(root, path));
    }
  };
  for (const dir of ['server', 'src', 'contract']) walk(join(root, dir));
  return out;
}

/** Where any entity's field name may stand besides its declaration. */
const allowedEverywhere = [/\.tables\.ts$/, /\.strings\.ts$/, /\.messages\.ts$/, /\.generated\./];

/** A field's role beyond the declaration, in the one file that plays it. */
const customerRoles: Record<string, Record<string, string>> = {
  company: {
    'server/modules/crm/customer-scope.ts': 'the keyword search reads it',
    'server/modules/crm/customer-recipients.ts': 'the mail recipients search reads it',
    'src/modules/ai/customer-pick.tsx': 'the writer’s customer pick tells customers apart by it',
  },
  email: {
    'server/modules/crm/customer-recipients.ts': 'the address a mail goes to',
    // The word is also the name of a text format (field-rules.ts) and of a form control.
    'server/modules/crm/customer-import.policy.ts': 'the e-mail format has its own reason',
    'src/modules/crm/customer-import-check.ts': 'the e-mail format has its own reason',
    'src/modules/crm/customer/customer-fields.tsx': 'the e-mail control',
  },
};

const agentRoles: Record<string, Record<string, string>> = {
  company: {
    'contract/agent.ts': 'a value an SMS template may use',
    'server/modules/agent/agent-user.service.ts': 'the keyword search reads it',
    'server/modules/agent/agent-verify.service.ts': 'an SMS template is filled with it',
    'src/modules/agent/agent-verify-view.tsx': 'a column of the applications waiting',
  },
};

const productRoles: Record<string, Record<string, string>> = {
  unit: {
    // The CSS class of the same name styles it there.
    'src/modules/crm/sales/catalogue-list.tsx': 'the price cell shows the price per unit',
  },
};

interface Entity {
  name: string;
  keys: readonly string[];
  /** The entity's code. */
  files: RegExp;
  /** Its declaration and seed, where its fields may stand. */
  allowed: readonly RegExp[];
  otherRoles: Record<string, Record<string, string>>;
  /**
   * Words that are other things' names as well, so their spellings are not told apart from the
   * field's by name: only the declaration's other roles are checked by hand.
   */
  sharedWords: ReadonlySet<string>;
}

const entities: readonly Entity[] = [
  {
    name: 'customer',
    keys: customerFields.map((f) => f.key),
    files: /customer/,
    allowed: [/^contract\/customer-fields\.ts$/, /^server\/modules\/crm\/seed-customers\.ts$/],
    otherRoles: customerRoles,
    // `title` is every dialog's and every tag's word as well.
    sharedWords: new Set(['title']),
  },
  {
    name: 'agent',
    keys: agentFields.map((f) => f.key),
    files: /(^|\/)agent[-./]/,
    allowed: [/^contract\/agent-fields\.ts$/, /^server\/modules\/agent\/seed-agents\.ts$/],
    otherRoles: agentRoles,
    sharedWords: new Set(),
  },
  {
    name: 'product',
    keys: productFields.map((f) => f.key),
    // The catalogue's files: products and services share the form and the list.
    files: /(^|\/)((crm-)?product[-./]|catalogue-|service-screen)/,
    // Its seed (seed-crm.ts) is the CRM's, not the catalogue's file.
    allowed: [/^contract\/product-fields\.ts$/],
    otherRoles: productRoles,
    sharedWords: new Set(),
  },
  {
    name: 'member',
    keys: adminUserFields.map((f) => f.key),
    files: /(^|\/)admin-user[-./]/,
    allowed: [/^contract\/admin-user-fields\.ts$/],
    otherRoles: {},
    sharedWords: new Set(),
  },
];

/** Each identifier, and each word of a string or template text, of a file, with its line. */
function words(path: string): { word: string; line: number }[] {
  const text = readFileSync(join(root, path), 'utf8');
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: { word: string; line: number }[] = [];
  const at = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) out.push({ word: node.text, line: at(node) });
    else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    )
      for (const w of node.text.split(/[^A-Za-z0-9_$]+/)) if (w) out.push({ word: w, line: at(node) });
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** `path:line key` of each spelling of a declared field outside the places allowed. */
function strayFieldSpellings(entity: Entity, paths: readonly string[]): string[] {
  const keys = new Set(entity.keys.filter((k) => !entity.sharedWords.has(k)));
  const stray: string[] = [];
  for (const path of paths) {
    if (!entity.files.test(path)) continue;
    if ([...allowedEverywhere, ...entity.allowed].some((p) => p.test(path))) continue;
    for (const { word, line } of words(path))
      if (keys.has(word) && !entity.otherRoles[word]?.[path]) stray.push(`${path}:${line} ${word}`);
  }
  return stray;
}

/** The name of a property of an object literal (`id`, `'id'`), or undefined. */
function propertyName(p: ts.ObjectLiteralElementLike): string | undefined {
  if (!p.name) return undefined;
  if (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) return p.name.text;
  return undefined;
}

/**
 * `path:line key` of each list column written out by hand for a declared field in a list screen: a
 * column (an object with `id` and `render`) whose id is the field's key, or whose render reads the
 * field off its row (`render: (c) => c.title`). Checked by shape, so the words other things share
 * (`title`) are checked here too: a tag's title read inside a cell is not the row's.
 */
function handWrittenListColumns(keys: readonly string[], path: string): string[] {
  const text = readFileSync(join(root, path), 'utf8');
  if (!text.includes('ListColumn<')) return [];
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const declared = new Set(keys);
  const out: string[] = [];
  const at = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const readsOffRow = (row: string, body: ts.Node) => {
    const visit = (node: ts.Node) => {
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === row &&
        declared.has(node.name.text)
      )
        out.push(`${path}:${at(node)} ${node.name.text}`);
      ts.forEachChild(node, visit);
    };
    visit(body);
  };
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const byName = new Map(node.properties.map((p) => [propertyName(p), p]));
      const id = byName.get('id');
      const render = byName.get('render');
      if (id && render) {
        if (
          ts.isPropertyAssignment(id) &&
          ts.isStringLiteral(id.initializer) &&
          declared.has(id.initializer.text)
        )
          out.push(`${path}:${at(id)} ${id.initializer.text}`);
        const fn = ts.isPropertyAssignment(render) ? render.initializer : undefined;
        if (fn && ts.isArrowFunction(fn)) {
          const row = fn.parameters[0]?.name;
          if (row && ts.isIdentifier(row)) readsOffRow(row.text, fn.body);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

const paths = sourceFiles();

describe.each(entities)('$name fields declared once', (entity) => {
  it('spells no declared field outside its declaration, table, migrations, catalogues, seed and tests', () => {
    expect(strayFieldSpellings(entity, paths)).toEqual([]);
  });

  it('writes out no list column of a declared field in a list screen: the screens iterate the declaration', () => {
    const screens = paths.filter((p) => p.startsWith('src/') && entity.files.test(p));
    // A field read inside another column by a role listed below (a product's unit in its price cell).
    const ownRole = (found: string) => {
      const [path = '', key = ''] = found.split(/:\d+ /);
      return entity.otherRoles[key]?.[path] !== undefined;
    };
    expect(screens.flatMap((p) => handWrittenListColumns(entity.keys, p)).filter((f) => !ownRole(f))).toEqual(
      [],
    );
  });

  it('allows other roles only of declared fields, in files that still spell them', () => {
    const declared = new Set(entity.keys);
    for (const [key, roles] of Object.entries(entity.otherRoles)) {
      expect(declared.has(key)).toBe(true);
      for (const path of Object.keys(roles))
        expect(
          words(path).some((w) => w.word === key),
          `${key} in ${path}`,
        ).toBe(true);
    }
  });
});
