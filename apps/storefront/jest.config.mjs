import { jestConfig } from '../../infra/jest/preset.mjs';

export default jestConfig(import.meta.url, {
  displayName: 'storefront',
  testMatch: ['<rootDir>/lib/**/*.spec.ts', '<rootDir>/components/**/*.spec.ts'],
});
