import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fw from './tools/eslint/plugin.mjs';

const framework = ['@nestjs/*', '@mikro-orm/*', 'stripe', 'nodemailer', 'class-validator', 'class-transformer', 'pg', 'express', 'fastify', '@fastify/*'];
const contexts = ['shared', 'mail', 'accounts', 'sites', 'intake', 'billing', 'media'];
// Contexts form a small DAG: shared <- mail <- accounts <- {sites, intake, billing}; media <- {sites, intake}.
const contextDeps = {
  shared: ['shared'],
  mail: ['shared', 'mail'],
  accounts: ['shared', 'mail', 'accounts'],
  sites: ['shared', 'mail', 'accounts', 'media', 'sites'],
  media: ['shared', 'media'],
  intake: ['shared', 'mail', 'accounts', 'media', 'intake'],
  billing: ['shared', 'mail', 'accounts', 'billing'],
};

// Which context owns each table: SQL elsewhere naming one fails fw/no-foreign-tables.
const tableOwners = {
  users: 'accounts',
  profiles: 'accounts',
  user_roles: 'accounts',
  refresh_tokens: 'accounts',
  auth_tokens: 'accounts',
  email_changes: 'accounts',
  client_merges: 'accounts',
  client_exports: 'accounts',
  client_deletions: 'accounts',
  websites: 'sites',
  website_content: 'sites',
  blog_posts: 'sites',
  activity_logs: 'sites',
  revisions: 'sites',
  content_reviews: 'sites',
  questionnaire_submissions: 'intake',
  contact_messages: 'intake',
  orders: 'billing',
  order_moves: 'billing',
  email_logs: 'mail',
};

// Imports must use a package's public entry; the one place allowed to reach further is
// library-internals/, where each reach has a canary spec.
const deepImports = [
  { group: ['**/dist/**', '**/dist'], message: "Import the package's public entry, not its build folder." },
  { group: ['@nestjs/*/*', '@mikro-orm/*/*', 'knex/*'], message: "Import the package's public entry (library-internals/ holds what truly cannot)." },
];
// The composition root (apps/api/src/app) wires the contexts and reads no table itself: a flow over
// several contexts' data belongs to the context below them, asking ports the others answer.
const noDataAccess = [
  { name: '@mikro-orm/postgresql', importNames: ['EntityManager'], message: 'Data access lives in a context; the composition root only wires modules.' },
  { name: '@mikro-orm/core', importNames: ['EntityManager'], message: 'Data access lives in a context; the composition root only wires modules.' },
  {
    name: '@fw/api-shared-infrastructure',
    importNames: ['SqlReader', 'sqlStatement'],
    message: 'Data access lives in a context; the composition root only wires modules.',
  },
];
// Nor does it hold a flow: services, use cases and controllers live in a context (the health check excepted).
const flowsInCompositionRoot = [
  {
    selector: 'ClassDeclaration[id.name=/(Service|UseCase)$/]',
    message: "A business flow lives in a context's application layer, asking ports that other contexts answer; the composition root only wires modules.",
  },
  {
    selector: "ClassDeclaration:has(Decorator[expression.callee.name='Controller'])",
    message: "Routes live in a context's infrastructure (http/), beside the flow they call; the composition root only wires modules.",
  },
];
// A dashboard page shares with another page through components/ or hooks/, never by importing it.
const otherPages = { regex: '^\\.\\./(?!\\.\\.)[^/]+/', message: 'A page must not import another page: move what both need to components/ or hooks/.' };

// Test code: specs, the harness libraries (type:testing) and a context's own test doubles and fixtures.
const testFiles = [
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/testing/**/*.tsx',
  '**/*.int-spec.ts',
  '**/*.e2e-spec.ts',
  '**/*.browser-spec.ts',
  '**/test/**/*.ts',
  '**/testing/**/*.ts',
  'apps/*-e2e/**/*.ts',
];

/** The module-boundary rule; `forTests` lets a project's test code use the type:testing libraries too. */
function moduleBoundaries(forTests) {
  const withTesting = (tags) => (forTests ? [...tags, 'type:testing'] : tags);
  return [
    'error',
    {
      enforceBuildableLibDependency: false,
      allow: [],
      // A project's tests import the harness, and the harness imports the project: a test-only cycle.
      ignoredCircularDependencies: [['tag:type:testing', 'tag:context:*']],
      depConstraints: [
        { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
        { sourceTag: 'scope:dashboard', onlyDependOnLibsWithTags: ['scope:dashboard', 'scope:shared'] },
        { sourceTag: 'scope:marketing', onlyDependOnLibsWithTags: ['scope:marketing', 'scope:shared'] },
        { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: withTesting(['scope:shared']) },
        { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'], bannedExternalImports: [...framework, 'react', 'react-dom'] },
        { sourceTag: 'type:domain', onlyDependOnLibsWithTags: withTesting(['type:domain', 'type:contracts']), bannedExternalImports: framework },
        {
          sourceTag: 'type:application',
          onlyDependOnLibsWithTags: withTesting(['type:domain', 'type:application', 'type:contracts']),
          bannedExternalImports: ['@mikro-orm/*', 'stripe', 'nodemailer', 'pg', 'express', 'fastify', '@fastify/*'],
        },
        {
          sourceTag: 'type:infrastructure',
          onlyDependOnLibsWithTags: withTesting(['type:domain', 'type:application', 'type:infrastructure', 'type:contracts']),
        },
        // The harness may reach every layer of every context (it boots the whole API).
        { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:domain', 'type:application', 'type:infrastructure', 'type:contracts'] },
        ...contexts.map((c) => ({ sourceTag: `context:${c}`, onlyDependOnLibsWithTags: withTesting(contextDeps[c].map((d) => `context:${d}`)) })),
        // Only test code may use the test harness.
        ...(forTests ? [] : [{ sourceTag: '*', notDependOnLibsWithTags: ['type:testing'] }]),
      ],
    },
  ];
}

const apiClientOnly = [
  { name: 'axios', message: 'Call the API through @fw/shared-api-client.' },
  { name: '@refinedev/simple-rest', message: 'The data provider uses @fw/shared-api-client.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/tmp/**', '**/.data/**', '**/reports/**', 'openapi/**', '**/vite.config.*.timestamp*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.js', '**/*.cjs', '**/*.mjs'], languageOptions: { globals: globals.node } },
  { files: ['**/*.cjs', 'jest.config.js', 'jest.*.config.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      '@nx/enforce-module-boundaries': moduleBoundaries(false),
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    ignores: ['libs/api/shared/infrastructure/src/database/library-internals/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: deepImports }] },
  },
  {
    files: ['libs/api/*/*/src/**/*.ts'],
    ignores: [...testFiles, 'libs/api/shared/infrastructure/src/database/migrations/**'],
    plugins: { fw },
    rules: { 'fw/no-foreign-tables': ['error', { owners: tableOwners }] },
  },
  {
    files: ['apps/api/src/app/**/*.ts'],
    ignores: testFiles,
    plugins: { fw },
    rules: { 'fw/no-foreign-tables': ['error', { owners: tableOwners }] },
  },
  {
    // The health check's `select 1` asks whether the database answers, not for any context's data.
    files: ['apps/api/src/app/**/*.ts'],
    ignores: [...testFiles, 'apps/api/src/app/health.controller.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: noDataAccess, patterns: deepImports }],
      'no-restricted-syntax': ['error', ...flowsInCompositionRoot],
    },
  },
  {
    files: ['apps/dashboard/**/*.tsx', 'apps/dashboard/**/*.ts', 'apps/marketing/**/*.tsx', 'apps/marketing/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // One API client (libs/shared/api-client): the front ends call the API through it only, with its
    // one ApiError and the generated types, so error handling and the contract cannot drift apart.
    files: ['apps/dashboard/src/**/*.{ts,tsx}', 'apps/marketing/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through @fw/shared-api-client.' },
        { name: 'XMLHttpRequest', message: 'Call the API through @fw/shared-api-client.' },
      ],
      // One rule setting per file (a later config replaces it whole): the deep-import patterns stay.
      'no-restricted-imports': ['error', { paths: apiClientOnly, patterns: deepImports }],
      'no-restricted-syntax': [
        'error',
        { selector: "ClassDeclaration[superClass.name='Error'][id.name=/^(Api|Http)/]", message: 'API errors are ApiError from @fw/shared-api-client.' },
        { selector: "MemberExpression[object.name='window'][property.name='fetch']", message: 'Call the API through @fw/shared-api-client.' },
      ],
    },
  },
  {
    // Pages share through components and hooks, never through each other (and keep the rules above).
    files: ['apps/dashboard/src/pages/*/*.ts', 'apps/dashboard/src/pages/*/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: apiClientOnly, patterns: [...deepImports, otherPages] }] },
  },
  {
    files: [...testFiles, 'tools/**', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  { files: testFiles, rules: { '@nx/enforce-module-boundaries': moduleBoundaries(true) } },
);
