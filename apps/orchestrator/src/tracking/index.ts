// Front door of tracking/.
export { TrackingModule } from './tracking.module.js';
