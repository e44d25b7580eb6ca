import type { Resolvers } from '@tafel/graphql-schema/orchestrator-resolvers';

type Typed<T extends string> = { __typename?: T };

// Services return results tagged with __typename; unions and the ErrorResult interface resolve by it.
export const typeResolvers: Pick<Resolvers, 'CartResult' | 'CartMutationResult' | 'ErrorResult'> = {
  CartResult: { __resolveType: (value) => (value as Typed<'Cart' | 'CartNotFoundError'>).__typename ?? null },
  CartMutationResult: {
    __resolveType: (value) =>
      (value as Typed<'CartUpdated' | 'ValidationError' | 'CartNotFoundError' | 'CartUpdateRejectedError'>).__typename ?? null,
  },
  ErrorResult: {
    __resolveType: (value) => (value as Typed<'ValidationError' | 'CartNotFoundError' | 'CartUpdateRejectedError'>).__typename ?? null,
  },
};
