// ESLint flat config for the whole workspace. The Nx module-boundary rule enforces the
// architecture: libs/domain imports nothing, the machine kit only xstate, libs/checkout-machine
// only domain and the kit (+ xstate), apps only libs, never another app.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Orchestrator features meet through front doors: a file in apps/orchestrator/src/<A>/ (or the
// app's root files) imports another folder <B>/ only through <B>/index.ts, never a deeper path;
// imports inside its own folder are free. Shared infrastructure that every feature builds on may
// be imported deeply: common/ (errors, ids, site), config/, redis/, upstream/ (the typed
// upstream client) and workflow/ (the workflow kernel). request/ and queues/ are shared too, but
// small enough to be used through their index.ts like a feature.
const ORCHESTRATOR_SRC = resolve(dirname(fileURLToPath(import.meta.url)), 'apps/orchestrator/src');
const SHARED_FOLDERS = new Set(['common', 'config', 'redis', 'upstream', 'workflow']);

const featureFrontDoors = {
  meta: {
    type: 'problem',
    docs: { description: "Import another orchestrator feature only through its index.ts" },
    messages: {
      deepImport: "'{{source}}' reaches into {{feature}}/: import it through {{feature}}'s front door '{{door}}' (see the rule in eslint.config.mjs).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = relative(ORCHESTRATOR_SRC, file).split(sep);
    if (own[0] === '..' || own[0] === '') return {};
    const ownFolder = own.length > 1 ? own[0] : null;
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = relative(ORCHESTRATOR_SRC, resolve(dirname(file), source.value)).split(sep);
      // Outside src/ (test fixtures), or one of the app's root files (app.module.ts, ...).
      if (target[0] === '..' || target.length < 2) return;
      const [feature] = target;
      if (feature === ownFolder || SHARED_FOLDERS.has(feature)) return;
      if (target.length === 2 && /^index(\.[cm]?[jt]s)?$/.test(target[1])) return;
      let door = relative(dirname(file), resolve(ORCHESTRATOR_SRC, feature, 'index.js')).split(sep).join('/');
      if (!door.startsWith('.')) door = `./${door}`;
      context.report({ node: source, messageId: 'deepImport', data: { source: source.value, feature, door } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/next-env.d.ts',
      '**/src/generated/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/e2e/.artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    // Tool configs (jest, playwright, next, codegen) wire projects together on purpose.
    ignores: ['**/*.config.{ts,mjs,js}', '**/codegen.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // The storefront's own import alias for its root (apps/storefront/tsconfig.json paths).
          allow: ['@/**'],
          banTransitiveDependencies: true,
          depConstraints: [
            // Pure business rules: no other project and no package at all.
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [], allowedExternalImports: [] },
            // Machines: the rules of libs/domain, the machine kit and XState, nothing else.
            { sourceTag: 'type:machine', onlyDependOnLibsWithTags: ['type:domain', 'type:machine-kit'], allowedExternalImports: ['xstate', 'xstate/*'] },
            // The machine kit (libs/workflow-machine): generic over any XState machine, so XState only.
            { sourceTag: 'type:machine-kit', onlyDependOnLibsWithTags: [], allowedExternalImports: ['xstate', 'xstate/*'] },
            // Schema lib: SDL + generated types only.
            {
              sourceTag: 'type:schema',
              onlyDependOnLibsWithTags: [],
              allowedExternalImports: ['graphql', '@graphql-typed-document-node/core', '@graphql-codegen/cli', 'node:*'],
            },
            // Apps use libs, never other apps.
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:domain', 'type:machine', 'type:machine-kit', 'type:schema'] },
            // The upstream stand-in simulates a foreign system: no checkout machines.
            { sourceTag: 'scope:upstream', onlyDependOnLibsWithTags: ['type:domain', 'type:schema'] },
            // Dev tooling (infra/) may import nothing of the product.
            { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: [] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.mjs', '**/test/**/*.ts', '**/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      // Tests may also use the dev tooling of infra/ (@tafel/infra: Redis for tests, stack launcher).
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          depConstraints: [
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:machine', onlyDependOnLibsWithTags: ['type:domain', 'type:machine-kit'] },
            { sourceTag: 'type:machine-kit', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:schema', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:domain', 'type:machine', 'type:machine-kit', 'type:schema', 'type:tooling'] },
            { sourceTag: 'scope:upstream', onlyDependOnLibsWithTags: ['type:domain', 'type:schema', 'type:tooling'] },
            { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: [] },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/orchestrator/src/**/*.ts'],
    plugins: { tafel: { rules: { 'feature-front-doors': featureFrontDoors } } },
    rules: { 'tafel/feature-front-doors': 'error' },
  },
  {
    files: ['apps/storefront/**/*.tsx', 'apps/storefront/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
