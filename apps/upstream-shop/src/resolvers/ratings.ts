import type { Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { decodeRatingData } from '../data/ratings/rating-store.js';
import { badUserInput } from '../errors.js';
import type { UpstreamContext } from './context.js';

const LIMITS = { title: 100, message: 2000, author: 50 } as const;

function text(name: keyof typeof LIMITS, value: string | null | undefined, required: boolean): string {
  const trimmed = (value ?? '').trim();
  if (required && trimmed.length === 0) throw badUserInput(`${name} is required`);
  if (trimmed.length > LIMITS[name]) throw badUserInput(`${name} must be at most ${LIMITS[name]} characters`);
  return trimmed;
}

/** Rating links (getRatingData) and submitted ratings, kept pending the shop's check. */
export const ratingResolvers: Resolvers<UpstreamContext> = {
  Query: {
    getRatingData: (_parent, { enc }, { catalogue, stores }) => decodeRatingData(enc, catalogue, stores.orders),
  },
  Mutation: {
    submitProductRating: (_parent, args, context) => {
      if (!Number.isInteger(args.rating) || args.rating < 1 || args.rating > 5) throw badUserInput('rating must be a whole number from 1 to 5');
      const title = text('title', args.title, false);
      const message = text('message', args.message, false);
      const author = text('author', args.author, true);
      const data = decodeRatingData(args.enc, context.catalogue, context.stores.orders);
      if (!data) return { successful: false, pending: false, ratingId: null, errorMessage: 'The rating link names no product.' };
      const stored = context.stores.ratings.add({
        ...data,
        ratingId: `rt-${context.newId()}`,
        rating: args.rating,
        title,
        message,
        author,
        submittedAt: new Date(context.now()).toISOString(),
      });
      return { successful: true, pending: true, ratingId: stored.ratingId, errorMessage: null };
    },
  },
};
