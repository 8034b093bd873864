// The API's layering, checked on every `npm test` (npm run check:layers). Rules name folders by
// pattern, so every new area under apps/api/src/modules/ is covered as soon as it exists.
const MODULES = '^apps/api/src/modules/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-reaches-module-through-its-service',
      comment:
        "A module uses another module only through that module's <area>.service.ts: its repo, routes and helpers are private.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, '\\.service\\.ts$'] },
    },
    {
      name: 'routes-are-http-only',
      comment: 'Routes parse, call one service function and answer: no database, schema, repo or SQL.',
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: { path: ['^apps/api/src/db/', '\\.repo\\.ts$', '^node_modules/drizzle-orm/', '^node_modules/pg/'] },
    },
    {
      name: 'services-query-through-repos',
      comment: 'Services hold rules and transactions; queries and table definitions belong in the repo.',
      severity: 'error',
      from: { path: '\\.service\\.ts$' },
      to: { path: ['^apps/api/src/db/schema', '^node_modules/drizzle-orm/'] },
    },
    {
      name: 'repos-are-queries-only',
      comment: 'A repo holds one query per function: it calls no service and answers no HTTP.',
      severity: 'error',
      from: { path: '\\.repo\\.ts$' },
      to: { path: ['\\.service\\.ts$', '\\.routes\\.ts$', '^apps/api/src/plugins/', '^node_modules/fastify'] },
    },
    {
      name: 'lib-and-db-know-no-module',
      comment: 'Shared code (lib, db, the domain package) must not depend on a feature module.',
      severity: 'error',
      from: { path: ['^apps/api/src/lib/', '^apps/api/src/db/(?!seed/)', '^packages/domain/'] },
      to: { path: MODULES },
    },
    {
      name: 'domain-is-shared',
      comment: 'The domain package is used by the API and the web app; it imports neither.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-runtime-cycles',
      comment: "Modules may name each other's types both ways, but code must not import in a circle.",
      severity: 'error',
      from: { path: '^apps/api/src/' },
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/api/tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
