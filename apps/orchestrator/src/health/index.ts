// Front door of health/.
export { HealthModule } from './health.module.js';
