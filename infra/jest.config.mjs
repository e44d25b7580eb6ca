import { jestConfig } from './jest/preset.mjs';

export default jestConfig(import.meta.url, { displayName: 'infra', testMatch: ['<rootDir>/test/**/*.spec.mjs'] });
