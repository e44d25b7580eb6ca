import { jestConfig } from '../../infra/jest/preset.mjs';

export default jestConfig(import.meta.url, {
  displayName: 'storefront',
  // The storefront's import alias (tsconfig.json paths): @/lib/cart/quantity -> lib/cart/quantity.ts.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/lib/**/*.spec.ts', '<rootDir>/components/**/*.spec.ts'],
});
