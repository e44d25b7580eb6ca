import { SearchKeys, type ListingFilters as ChosenFilters, type SearchProblem } from '@tafel/domain';
import type { ListingFilter, PriceRange, RatingRange } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { EnumFilterInput, RangeFilterInput, UpstreamListingFiltersFragment } from '@tafel/graphql-schema/upstream-client';

/** Range filter ids of the upstream (shop.graphql, products(filter)). */
const PRICE_RANGE_ID = 'preis';
const RATING_RANGE_ID = 'bewertung';

/** The filters a shopper chose, as the upstream's listing filter (search and category alike). */
export function upstreamListingFilter(chosen: ChosenFilters): { enumFilters: EnumFilterInput[]; rangeFilters: RangeFilterInput[] } {
  const rangeFilters: RangeFilterInput[] = [];
  if (chosen.price) rangeFilters.push({ id: PRICE_RANGE_ID, from: chosen.price.from, to: chosen.price.to });
  if (chosen.minRating !== null) rangeFilters.push({ id: RATING_RANGE_ID, from: chosen.minRating, to: null });
  return { enumFilters: chosen.filters.map(({ id, values }) => ({ id, values })), rangeFilters };
}

/**
 * The listing's filters for the shopper: enum filters with values (empty ones left out), the price
 * and rating ranges of the products with the bounds the shopper chose (null when not chosen).
 */
export function toListingFilters(upstream: UpstreamListingFiltersFragment, chosen: ChosenFilters): { filters: ListingFilter[]; price: PriceRange | null; rating: RatingRange | null } {
  const { priceRange, ratingRange } = upstream;
  return {
    filters: upstream.enumFilters
      .filter((filter) => filter.values.length > 0)
      .map((filter) => ({
        id: filter.id,
        name: filter.name,
        values: filter.values.map(({ id, name, selected, count }) => ({ id, name, selected, count })),
      })),
    price: priceRange ? { min: priceRange.min, max: priceRange.max, from: chosen.price?.from ?? null, to: chosen.price?.to ?? null } : null,
    rating: ratingRange ? { min: ratingRange.minDouble, max: ratingRange.maxDouble, from: chosen.minRating } : null,
  };
}

/** A broken search or listing rule in English, for logs and developers (and BAD_USER_INPUT messages). */
export function describeProblem(problem: SearchProblem): string {
  const max = problem.params?.max;
  switch (problem.messageKey) {
    case SearchKeys.required:
      return `${problem.field} must not be blank`;
    case SearchKeys.maxLength:
      return `${problem.field} must be at most ${max} characters`;
    case SearchKeys.invalidPage:
    case SearchKeys.invalidPageSize:
      return `${problem.field} must be a whole number from ${problem.params?.min} to ${max}`;
    case SearchKeys.tooManyFilters:
    case SearchKeys.tooManyValues:
      return `${problem.field}: at most ${max}`;
    case SearchKeys.invalidRange:
      return `${problem.field}: prices must be 0 or more, from not above to`;
    case SearchKeys.invalidRating:
      return `${problem.field} must be from 0 to ${max} stars`;
    case SearchKeys.invalidCategory:
      return `${problem.field} must be 1-64 characters of A-Z a-z 0-9 - _`;
    default:
      return `${problem.field}: ${problem.messageKey}`;
  }
}
