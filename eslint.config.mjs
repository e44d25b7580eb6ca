// ESLint flat config for the whole workspace. The Nx module-boundary rule enforces the
// architecture: libs/domain imports nothing, libs/checkout-machine only domain (+ xstate),
// apps only libs, never another app.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
          allow: [],
          banTransitiveDependencies: true,
          depConstraints: [
            // Pure business rules: no other project and no package at all.
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: [], allowedExternalImports: [] },
            // Machines: the rules of libs/domain and XState, nothing else.
            { sourceTag: 'type:machine', onlyDependOnLibsWithTags: ['type:domain'], allowedExternalImports: ['xstate', 'xstate/*'] },
            // Schema lib: SDL + generated types only.
            {
              sourceTag: 'type:schema',
              onlyDependOnLibsWithTags: [],
              allowedExternalImports: ['graphql', '@graphql-typed-document-node/core', '@graphql-codegen/cli', 'node:*'],
            },
            // Apps use libs, never other apps.
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:domain', 'type:machine', 'type:schema'] },
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
            { sourceTag: 'type:machine', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:schema', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:domain', 'type:machine', 'type:schema', 'type:tooling'] },
            { sourceTag: 'scope:upstream', onlyDependOnLibsWithTags: ['type:domain', 'type:schema', 'type:tooling'] },
            { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: [] },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/storefront/**/*.tsx', 'apps/storefront/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
