import { jestConfig } from '../../infra/jest/preset.mjs';

export default jestConfig(import.meta.url, {
  displayName: 'storefront',
  // The storefront's import alias (tsconfig.json paths): @/lib/cart/quantity -> lib/cart/quantity.ts.
  // A CSS module renders as its class names (components rendered in tests, e.g. with renderToStaticMarkup).
  moduleNameMapper: { '\\.module\\.css$': '<rootDir>/test-support/css-module.ts', '^@/(.*)$': '<rootDir>/$1', '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/lib/**/*.spec.ts', '<rootDir>/components/**/*.spec.ts'],
});
