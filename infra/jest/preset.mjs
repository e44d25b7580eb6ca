// Shared Jest configuration: native ESM (Nest 12 ships ESM only) compiled by @swc/jest with
// decorator metadata, so Nest's dependency injection works in tests exactly as in the build.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @param {string} configUrl import.meta.url of the project's jest.config.mjs
 * @param {import('jest').Config} overrides
 * @returns {import('jest').Config}
 */
export function jestConfig(configUrl, overrides = {}) {
  const rootDir = dirname(fileURLToPath(configUrl));
  return {
    rootDir,
    testEnvironment: 'node',
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true, decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
            target: 'es2022',
            keepClassNames: true,
          },
          module: { type: 'es6' },
          sourceMaps: 'inline',
        },
      ],
    },
    // Sources import siblings with the ".js" extension (NodeNext); Jest resolves the .ts file.
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts', '<rootDir>/**/*.spec.mjs'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.next/', '/e2e/'],
    clearMocks: true,
    // Native ESM under --experimental-vm-modules keeps every test file's module graph alive: run
    // in band, a 142-file suite grew past 1 GB by its 13th file and slowed to a crawl in GC. A
    // worker whose heap passes this limit is replaced between files (this also forces workers).
    workerIdleMemoryLimit: '700MB',
    ...overrides,
  };
}
