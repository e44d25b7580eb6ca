import { AppError } from '../common/app-error.js';
import { parseCategoryArgs, parseReviewArgs, SORT_TO_UPSTREAM } from './catalogue-args.js';

const refusal = (args: Parameters<typeof parseCategoryArgs>[0]): AppError => {
  try {
    parseCategoryArgs(args);
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a refusal');
};

describe('parseCategoryArgs', () => {
  it('applies defaults, also for explicit nulls', () => {
    const listing = { filters: [], price: null, minRating: null };
    expect(parseCategoryArgs({ id: 'c10' })).toEqual({ id: 'c10', page: 1, pageSize: 24, sort: 'RECOMMENDED', listing });
    expect(parseCategoryArgs({ id: 'c10', page: null, pageSize: null, sort: null, filters: null, price: null, minRating: null })).toEqual({ id: 'c10', page: 1, pageSize: 24, sort: 'RECOMMENDED', listing });
  });

  it('accepts the bounds', () => {
    expect(parseCategoryArgs({ id: 'c10', page: 7, pageSize: 60, sort: 'NEWEST' })).toMatchObject({ id: 'c10', page: 7, pageSize: 60, sort: 'NEWEST' });
    expect(parseCategoryArgs({ id: 'c10', pageSize: 1 }).pageSize).toBe(1);
    expect(parseCategoryArgs({ id: 'c10', page: 10_000, pageSize: 60 }).page).toBe(10_000);
  });

  it.each([
    [{ id: 'c10', page: 0 }, 'page must be 1 or more (got 0)'],
    [{ id: 'c10', page: -3 }, 'page must be 1 or more (got -3)'],
    // Beyond it the upstream's 32-bit offset overflows (page 35791396 of 60).
    [{ id: 'c10', page: 10_001 }, 'page must be at most 10000 (got 10001)'],
    [{ id: 'c10', page: 2_147_483_647 }, 'page must be at most 10000 (got 2147483647)'],
    [{ id: 'c10', pageSize: 0 }, 'pageSize must be between 1 and 60 (got 0)'],
    [{ id: 'c10', pageSize: 61 }, 'pageSize must be between 1 and 60 (got 61)'],
    [{ id: '' }, "id must be 1-64 characters of A-Z a-z 0-9 - _ (got '')"],
    [{ id: 'a/b' }, "id must be 1-64 characters of A-Z a-z 0-9 - _ (got 'a/b')"],
    [{ id: 'c10', filters: [{ id: 'farbe', values: [' '] }], minRating: 7 }, 'filters.0.values.0 must not be blank; minRating must be from 0 to 5 stars'],
    [{ id: 'c10', price: { from: 9, to: 3 } }, 'price: prices must be 0 or more, from not above to'],
  ])('refuses %p as BAD_USER_INPUT', (args, message) => {
    const error = refusal(args);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message });
  });

  it('cleans the listing filters (libs/domain checkListingFilters)', () => {
    expect(parseCategoryArgs({ id: 'c10', filters: [{ id: 'farbe', values: [' Rot ', 'Rot'] }, { id: 'marke', values: [] }], price: { to: 5 }, minRating: 4 }).listing).toEqual({
      filters: [{ id: 'farbe', values: ['Rot'] }],
      price: { from: null, to: 5 },
      minRating: 4,
    });
  });

  it('maps every sort to the upstream sortBy', () => {
    expect(SORT_TO_UPSTREAM).toEqual({ RECOMMENDED: 'si', PRICE_ASC: 'price-asc', PRICE_DESC: 'price-desc', NAME: 'name', RATING: 'rating', NEWEST: 'new' });
  });
});

describe('parseReviewArgs', () => {
  it('defaults to the first 5 reviews of every star count', () => {
    expect(parseReviewArgs({ productId: '10762' })).toEqual({ productId: '10762', limit: 5, stars: null });
    expect(parseReviewArgs({ productId: '10762', limit: null, stars: null })).toEqual({ productId: '10762', limit: 5, stars: null });
  });

  it('keeps a limit of 1 to 50 and stars of 1 to 5', () => {
    expect(parseReviewArgs({ productId: '10762', limit: 50, stars: 1 })).toEqual({ productId: '10762', limit: 50, stars: 1 });
    expect(parseReviewArgs({ productId: '10762', limit: 1, stars: 5 }).stars).toBe(5);
  });

  it.each([
    [{ limit: 0 }, /limit must be between 1 and 50/],
    [{ limit: 51 }, /limit must be between 1 and 50/],
    [{ stars: 0 }, /stars must be between 1 and 5/],
    [{ stars: 6 }, /stars must be between 1 and 5/],
    [{ productId: '' }, /productId/],
  ])('refuses %j with BAD_USER_INPUT', (args, message) => {
    let error: unknown;
    try {
      parseReviewArgs({ productId: '10762', ...args });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(message) });
  });
});
