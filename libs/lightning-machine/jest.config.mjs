import { jestConfig } from '../../infra/jest/preset.mjs';

export default jestConfig(import.meta.url, { displayName: 'lightning-machine' });
