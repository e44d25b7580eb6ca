// Front door of media/.
export { MediaModule } from './media.module.js';
