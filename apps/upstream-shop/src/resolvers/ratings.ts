import { isRatingStars, ratingTextProblem, type RatingTextField } from '@tafel/domain';
import type { Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { decodeRatingData } from '../data/ratings/rating-store.js';
import { badUserInput } from '../errors.js';
import type { UpstreamContext } from './context.js';

// The shared rating rules (libs/domain rating): what the orchestrator lets through is never refused here.
function text(name: RatingTextField, value: string | null | undefined, required: boolean): string {
  const trimmed = (value ?? '').trim();
  const problem = ratingTextProblem(name, trimmed, required);
  if (problem) throw badUserInput(`${name}: ${problem.messageKey}`);
  return trimmed;
}

/** Rating links (getRatingData) and submitted ratings, kept pending the shop's check. */
export const ratingResolvers: Resolvers<UpstreamContext> = {
  Query: {
    getRatingData: (_parent, { enc }, { catalogue, stores }) => decodeRatingData(enc, catalogue, stores.orders),
  },
  Mutation: {
    submitProductRating: (_parent, args, context) => {
      if (!isRatingStars(args.rating)) throw badUserInput('rating must be a whole number from 1 to 5');
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
