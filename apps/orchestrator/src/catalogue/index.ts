// The catalogue's front door: its module and the listing pieces search builds on.
export { SORT_TO_UPSTREAM } from './catalogue-args.js';
export { toProductTile } from './catalogue.mapper.js';
export { CatalogueModule } from './catalogue.module.js';
export { CatalogueService } from './catalogue.service.js';
export { describeProblem, toListingFilters, upstreamListingFilter } from './listing-filters.js';
