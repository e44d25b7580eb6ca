// Front door of search/.
export { SearchModule } from './search.module.js';
