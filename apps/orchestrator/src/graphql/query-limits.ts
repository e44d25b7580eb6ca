import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { GraphQLError, type DocumentNode, type GraphQLSchema, type ValidationContext, type ValidationRule } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import type { GraphqlLimits } from '../config/config.js';

/**
 * Cost of a field whose resolver does its own I/O: every root field (an upstream or Redis call)
 * and the Checkout fields read from the upstream only when asked for (checkout-fields.resolver.ts).
 */
export const IO_FIELD_COST = 10;
/** Cost of a field resolved from data already fetched by its parent. */
export const DATA_FIELD_COST = 1;

/** Fields below the root that make their own upstream or Redis call, as `Type.field`. */
export const IO_FIELDS: ReadonlySet<string> = new Set([
  'Checkout.cart',
  'Checkout.cartFingerprint',
  'Checkout.shippingDetails',
  'Checkout.paymentDetails',
  'Checkout.order',
  'BulkReplayItem.state',
]);

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/** Per-field costs: I/O-backed fields cost IO_FIELD_COST, the rest DATA_FIELD_COST, plus their selections. */
export const fieldCostEstimator: ComplexityEstimator = ({ type, field, childComplexity }) => {
  const own = ROOT_TYPES.has(type.name) || IO_FIELDS.has(`${type.name}.${field.name}`) ? IO_FIELD_COST : DATA_FIELD_COST;
  return own + childComplexity;
};

/** The cost of one operation of `document` (graphql-query-complexity with fieldCostEstimator). */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operationName?: string, variables?: Record<string, unknown>): number {
  return getComplexity({ schema, query: document, operationName, variables: variables ?? {}, estimators: [fieldCostEstimator] });
}

/**
 * GraphQL Armor's alias, depth and directive limits: validation rules, so a document over a limit
 * is refused with the rest of validation, before any resolver runs. Apollo reports them as
 * GRAPHQL_VALIDATION_FAILED, which the error formatter answers as BAD_USER_INPUT; the message
 * names the limit ("Aliases limit of 30 exceeded, found 5000.").
 */
export function limitValidationRules(limits: GraphqlLimits): ValidationRule[] {
  // By default the rules throw, which graphql-js's validate() does not catch (Apollo would answer
  // 500); reported instead, they become ordinary validation errors.
  const reported = { propagateOnRejection: false, onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)] };
  return [
    maxAliasesRule({ n: limits.maxAliases, ...reported }),
    maxDepthRule({ n: limits.maxDepth, ...reported }),
    maxDirectivesRule({ n: limits.maxDirectives, ...reported }),
  ];
}

/** A limit's refusal: BAD_USER_INPUT with HTTP 400; the error formatter keeps the message, which names the limit. */
export function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
}

/**
 * Refuses an operation whose cost exceeds limits.maxCost once Apollo knows which operation runs
 * (variables decide @include/@skip), before execution starts. Unusable variables are left to
 * execution, which refuses them before any resolver runs too.
 */
export function costLimitPlugin(limits: GraphqlLimits): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, request }) {
          let cost: number;
          try {
            cost = operationCost(schema, document, request.operationName ?? undefined, request.variables);
          } catch {
            return;
          }
          if (cost > limits.maxCost) throw limitError(`Query cost limit of ${limits.maxCost} exceeded, found ${cost}.`);
        },
      };
    },
  };
}
