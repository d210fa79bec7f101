// Import boundaries, checked by `npm run lint` (dependency-cruiser). Why each rule: docs/decisions/modules.md.
// Paths are relative to the repository root; tests/lint/boundaries.test.ts runs the same rules over
// tests/lint/fixtures (a tree shaped like this one) to prove each rule reports its violation.

/**
 * The server's root files: they wire the modules in by iterating their manifests, through the file
 * that finds them (server/modules/modules.ts), and name no module (root-names-module).
 */
const serverRoots = [
  '^server/app\\.ts$',
  '^server/index\\.ts$',
  '^server/start\\.ts$',
  '^server/seed\\.ts$',
  '^server/messages\\.ts$',
  '^server/context\\.ts$',
  '^server/create-admin\\.ts$',
  '^server/db/rule-tree\\.ts$',
  '^server/jobs/queues\\.ts$',
];
/** The list of the server's module manifests, the one file the root files import of server/modules/. */
const moduleList = '^server/modules/modules\\.ts$';
/** A module's manifest, <m>/<m>.module.ts: it names the module's route files, catalogues, rules, jobs. */
const manifestFile = '^server/modules/([^/]+)/\\1\\.module\\.ts$';
/** The generated route-schema map names every route file (`npm run openapi:routes`). */
const routeMap = '^server/openapi/route-schemas\\.generated\\.ts$';
/**
 * The console's one list of modules (their manifests, `src/modules/<m>/<m>.module.ts`): its root files
 * (routes, main, the catalogue) read the modules from it and name none (docs/decisions/modules.md).
 */
const clientModuleList = '^src/modules/modules\\.ts$';
/** A client module's manifest: it loads with the entry, so it reaches the module's screens only lazily. */
const clientManifest = '^src/modules/[^/]+/[^/]+\\.module\\.ts$';
/** A module's tables: a foreign key may name another module's table, so tables files import tables files. */
const tablesFile = '^server/modules/[^/]+/[^/]+\\.tables\\.ts$';

/** The one file of a module others may import: <m>/<m>.public.ts, named after its folder. */
const publicFile = '^(server|src)/modules/([^/]+)/\\2\\.public\\.ts$';
/** A message catalogue: a module's `<name>.messages.ts`, the core one, and their composition. */
const catalogue = ['\\.messages\\.ts$', '^server/messages\\.ts$'];
/** The dev tools' list of every machine (the machine explorer, `npm run machines`). */
const machineRegistry = '^src/modules/dev/machine-registry\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'route-file-imported',
      comment:
        "A routes file is named by its module's manifest (<m>.module.ts, which server/app.ts mounts), by server/app.ts if it is a shared one (the live stream, the API docs), and by the generated route-schema map; anything else a route file holds that others need belongs in a non-route file of its module.",
      severity: 'error',
      from: { pathNot: [manifestFile, '^server/app\\.ts$', routeMap] },
      to: { path: '\\.routes\\.ts$' },
    },
    {
      name: 'module-through-public-file',
      comment:
        "A module uses another module only through <m>/<m>.public.ts of that module (server/modules/<m>/ or src/modules/<m>/); another module's catalogue is the next rule's.",
      severity: 'error',
      from: { path: '^(server|src)/modules/([^/]+)/', pathNot: [machineRegistry, tablesFile] },
      to: {
        path: '^(server|src)/modules/([^/]+)/',
        pathNot: ['^$1/modules/$2/', publicFile, '^server/modules/[^/]+/[^/]+\\.messages\\.ts$', tablesFile],
      },
    },
    {
      name: 'module-reads-own-tables',
      comment:
        "A module reads its own tables (<m>.tables.ts) and the core ones (server/db/core.tables.ts); another module's data comes through that module's public file. No file joins every table (a test imports the tables files it uses), so none can be read unseen. A tables file may still name another's table for a foreign key (tables-beyond-tables).",
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/', pathNot: tablesFile },
      to: { path: tablesFile, pathNot: '^server/modules/$1/' },
    },
    {
      name: 'module-imports-other-messages',
      comment:
        "A module says its own messages (its *.messages.ts) and the core ones (server/core.messages.ts); another module's words come through that module's public file, and server/messages.ts, which joins every catalogue, is the envelope's.",
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/' },
      to: {
        path: ['^server/modules/[^/]+/[^/]+\\.messages\\.ts$', '^server/messages\\.ts$'],
        pathNot: '^server/modules/$1/',
      },
    },
    {
      name: 'kit-imports-catalogue',
      comment:
        'server/kit/ sits below every module, so it imports no message catalogue: it says a message with the translator the request hands it (c.var.text, server/context.ts).',
      severity: 'error',
      from: { path: '^server/kit/' },
      to: { path: catalogue },
    },
    {
      name: 'machine-registry-beyond-machines',
      comment:
        "The dev tools' machine registry lists every module's machines, so it may import their *.machine.ts files; anything else goes through the module's public file.",
      severity: 'error',
      from: { path: machineRegistry },
      to: {
        path: '^src/modules/([^/]+)/',
        pathNot: ['^src/modules/dev/', '\\.machine\\.ts$', publicFile],
      },
    },
    {
      name: 'tables-beyond-tables',
      comment:
        "A module's tables file may reference another module's tables (a foreign key) and nothing else of that module.",
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/[^/]+\\.tables\\.ts$' },
      to: {
        path: '^server/modules/([^/]+)/',
        pathNot: ['^server/modules/$1/', '\\.tables\\.ts$', publicFile],
      },
    },
    {
      name: 'shared-imports-module',
      comment:
        "The shared layers (server/ and src/ outside modules/) never import a module; the server's root files go through the manifests' list (next rule), the console's read the modules' manifests from src/modules/modules.ts.",
      severity: 'error',
      from: {
        path: '^(server|src)/',
        pathNot: ['^(server|src)/modules/', ...serverRoots, routeMap],
      },
      to: { path: '^(server|src)/modules/', pathNot: clientModuleList },
    },
    {
      name: 'root-names-module',
      comment:
        "A server root file (app.ts, index.ts, seed.ts, messages.ts, context.ts, db/rule-tree.ts, jobs/queues.ts, …) iterates the modules' manifests through server/modules/modules.ts and names no module, not even a type: adding a module touches no root file (docs/decisions/modules.md).",
      severity: 'error',
      from: { path: serverRoots },
      to: { path: '^server/modules/', pathNot: moduleList },
    },
    {
      name: 'client-manifest-imports-screen',
      comment:
        "A client module's manifest loads with the login screen (src/modules/modules.ts lists it), so it reaches the module's screens and components only through import() (lazyScreen): a static import would put them in the first chunk.",
      severity: 'error',
      from: { path: clientManifest },
      to: { path: '^src/modules/.+\\.tsx$', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'client-module-list-beyond-manifests',
      comment: "src/modules/modules.ts loads the modules' manifests and imports nothing else of a module.",
      severity: 'error',
      from: { path: clientModuleList },
      to: { path: '^src/modules/', pathNot: clientManifest },
    },
    {
      name: 'client-server-only-through-contract',
      comment: 'src/ (the console) and server/ (the API) meet only in contract/: neither imports the other.',
      severity: 'error',
      from: { path: '^(server|src)/' },
      to: { path: '^(server|src)/', pathNot: '^$1/' },
    },
    {
      name: 'no-import-cycle',
      comment: 'No import cycles; a cycle of which one step is `import type` is no cycle at run time.',
      severity: 'error',
      from: {},
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
  ],
  options: {
    // tests/ too, so that a production file reaching into it is seen (production-imports-test).
    includeOnly: '^(server|src|contract|tests)/',
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};

/**
 * A test file, beside what it tests (`x.test.ts`, `x.model.test.tsx`). The rules above hold production
 * files only: a test sets up and checks across them (another module's tables, tests/support, the other
 * side of src/ and server/), as it did from tests/. What holds tests is production-imports-test.
 */
const testFile = '\\.test\\.tsx?$';
module.exports.forbidden = [
  ...module.exports.forbidden.map((rule) => ({
    ...rule,
    from: { ...rule.from, pathNot: [rule.from.pathNot ?? [], testFile].flat() },
  })),
  {
    name: 'production-imports-test',
    comment:
      "Tests sit beside what they test; a production file imports none of them, nor anything of tests/ (the shared support, fixtures): it would take test code into the console's bundle or the server.",
    severity: 'error',
    from: { path: '^(server|src|contract)/', pathNot: testFile },
    to: { path: [testFile, '^tests/'] },
  },
];
