import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  BREAK,
  getOperationAST,
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  visit,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import type { GraphqlLimits } from '../config/config.js';

/**
 * Cost of a field whose resolver does its own I/O: every query root field (an upstream or Redis
 * call) and the fields of IO_FIELDS, resolved only when asked for (e.g. checkout-fields.resolver.ts).
 */
export const IO_FIELD_COST = 10;
/** Cost of a field resolved from data already fetched by its parent. */
export const DATA_FIELD_COST = 1;
/**
 * Cost of a mutation's root field: a write upstream or in Redis. Above 800 / 15 (the default cost
 * and alias limits), so an operation of 15 aliased mutations is refused however little each selects
 * (15 × 61 = 915); the costliest shipped mutation document still costs 345 (query-limits.spec.ts).
 */
export const MUTATION_FIELD_COST = 60;

/** extensions.reason of each limit's refusal (the batch, length and repeated-field limits': request-guards.ts). */
export type LimitReason = 'ALIAS_LIMIT' | 'DEPTH_LIMIT' | 'DIRECTIVE_LIMIT' | 'TOKEN_LIMIT' | 'COST_LIMIT' | 'BATCH_LIMIT' | 'QUERY_LENGTH_LIMIT' | 'REPEATED_FIELD_LIMIT';
export const LIMIT_REASONS: ReadonlySet<string> = new Set<LimitReason>([
  'ALIAS_LIMIT',
  'DEPTH_LIMIT',
  'DIRECTIVE_LIMIT',
  'TOKEN_LIMIT',
  'COST_LIMIT',
  'BATCH_LIMIT',
  'QUERY_LENGTH_LIMIT',
  'REPEATED_FIELD_LIMIT',
]);

/**
 * Fields below the root that make their own upstream or Redis call, as `Type.field`: every field
 * resolver of a non-root type (query-limits.spec.ts reads them from the code and fails on a difference).
 */
export const IO_FIELDS: ReadonlySet<string> = new Set([
  'Checkout.keptSession',
  'Checkout.cart',
  'Checkout.cartFingerprint',
  'Checkout.shippingDetails',
  'Checkout.paymentDetails',
  'Checkout.order',
  'BulkReplayItem.state',
  // The photos' file meta from the photo store (one HGETALL per return).
  'ReturnFlow.photos',
  // The cart's lightning reservation: the workflow from Redis, synced with the upstream's reservation.
  'Cart.lightningReservation',
  // The line removed last (spec §4 undo): one Redis GET.
  'Cart.lastRemovedLine',
]);

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * Root fields that make upstream calls per entry of a list argument (`Type.field` → the path of the
 * list in its arguments): each entry costs IO_FIELD_COST on top, so aliasing them cannot multiply
 * a request's upstream calls past the cost limit (the order form looks up every article number).
 */
export const PER_ENTRY_IO_FIELDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['Query.orderFormLookup', ['orderNumbers']],
  ['Mutation.addOrderFormToCart', ['input', 'lines']],
  // The teaser block's totals: one getTotalsForTeaserWishlist per entry.
  ['Query.teaserWishlistTotals', ['input', 'entries']],
]);

function entriesOf(args: Record<string, unknown>, path: readonly string[]): number {
  let value: unknown = args;
  for (const key of path) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return Array.isArray(value) ? value.length : 0;
}

/**
 * Per-field costs: mutation root fields MUTATION_FIELD_COST, other I/O-backed fields IO_FIELD_COST,
 * the rest DATA_FIELD_COST, plus IO_FIELD_COST per list entry of PER_ENTRY_IO_FIELDS, plus their selections.
 */
export const fieldCostEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const name = `${type.name}.${field.name}`;
  const own = type.name === 'Mutation' ? MUTATION_FIELD_COST : ROOT_TYPES.has(type.name) || IO_FIELDS.has(name) ? IO_FIELD_COST : DATA_FIELD_COST;
  const path = PER_ENTRY_IO_FIELDS.get(name);
  return own + (path ? IO_FIELD_COST * entriesOf(args, path) : 0) + childComplexity;
};

/**
 * The selections (fields, inline fragments and fragment spreads) of `operation` with every fragment
 * spread expanded, in time linear in the document: each fragment is counted once and its count reused
 * at every spread (a chain of fragments each spreading the next ten times stays ten selections per
 * fragment to count, however many it expands to). @include/@skip are not evaluated: every selection
 * counts. A fragment cycle (validation refuses those first) or an unknown fragment counts 0, so the
 * count always ends. The sum saturates instead of growing past MAX_SAFE_INTEGER.
 */
export function expandedSelections(operation: OperationDefinitionNode, document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION && !fragments.has(definition.name.value)) fragments.set(definition.name.value, definition);
  }
  const counted = new Map<string, number>();
  const counting = new Set<string>();
  const add = (a: number, b: number): number => Math.min(a + b, Number.MAX_SAFE_INTEGER);
  const fragmentCount = (name: string): number => {
    const known = counted.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    if (!fragment || counting.has(name)) return 0;
    counting.add(name);
    const count = setCount(fragment.selectionSet);
    counting.delete(name);
    counted.set(name, count);
    return count;
  };
  const setCount = (set: SelectionSetNode | undefined): number => {
    let count = 0;
    for (const selection of set?.selections ?? []) {
      count = add(count, 1);
      if (selection.kind === Kind.FRAGMENT_SPREAD) count = add(count, fragmentCount(selection.name.value));
      else count = add(count, setCount(selection.selectionSet));
    }
    return count;
  };
  return setCount(operation.selectionSet);
}

/**
 * The cost of one operation of `document` (graphql-query-complexity with fieldCostEstimator). The
 * library walks every fragment again at each spread; its walk visits each expanded selection once,
 * so it is told the exact count as its node limit (its default, 10,000, would throw for a large
 * GRAPHQL_MAX_COST). Callers bound the count first (costLimitPlugin refuses above maxCost).
 */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operationName?: string, variables?: Record<string, unknown>): number {
  const operation = getOperationAST(document, operationName);
  const operations = operation ? [operation] : document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const selections = operations.reduce((sum, one) => sum + expandedSelections(one, document), 0);
  return getComplexity({ schema, query: document, operationName, variables: variables ?? {}, estimators: [fieldCostEstimator], maxQueryNodes: selections + 1 });
}

/**
 * GraphQL Armor's alias, depth and directive limits: validation rules, so a document over a limit
 * is refused with the rest of validation, before any resolver runs. Apollo reports them as
 * GRAPHQL_VALIDATION_FAILED, which the error formatter answers as BAD_USER_INPUT keeping
 * extensions.reason (ALIAS_LIMIT, DEPTH_LIMIT, DIRECTIVE_LIMIT); the message names the limit
 * ("Aliases limit of 15 exceeded, found 16.").
 */
export function limitValidationRules(limits: GraphqlLimits): ValidationRule[] {
  // By default the rules throw, which graphql-js's validate() does not catch (Apollo would answer
  // 500); reported instead, they become ordinary validation errors. Armor prefixes "Syntax Error: ",
  // which a limit is not.
  const reported = (reason: LimitReason) => ({
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) =>
        context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { reason } })),
    ],
  });
  return [
    maxAliasesRule({ n: limits.maxAliases, ...reported('ALIAS_LIMIT') }),
    maxDepthRule({ n: limits.maxDepth, ...reported('DEPTH_LIMIT') }),
    maxDirectivesRule({ n: limits.maxDirectives, ...reported('DIRECTIVE_LIMIT') }),
  ];
}

/** A limit's refusal: BAD_USER_INPUT with HTTP 400 and the limit in extensions.reason; the message names the limit. */
export function limitError(message: string, reason: LimitReason): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', reason, http: { status: 400 } } });
}

/**
 * Refuses an operation whose cost exceeds limits.maxCost once Apollo knows which operation runs
 * (variables decide @include/@skip), before execution starts. The operation's selections are
 * counted first with fragments expanded (expandedSelections, linear): more than maxCost of them is
 * refused at once, because graphql-query-complexity re-walks a fragment at every spread and a chain
 * of fragments that each spread the next ten times would make it visit 10^8 selections. Unusable
 * variables are left to execution, which refuses them before any resolver runs too.
 */
export function costLimitPlugin(limits: GraphqlLimits): ApolloServerPlugin {
  const accepted = new AcceptedCosts();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          // No such operation: Apollo answers that itself, running nothing.
          if (!operation) return;
          const operationKey = operation.name?.value ?? '';
          if (accepted.has(schema, document, operationKey)) return;
          const selections = expandedSelections(operation, document);
          if (selections > limits.maxCost) {
            throw limitError(`Query cost limit of ${limits.maxCost} exceeded: the operation has ${selections} selections once its fragments are expanded.`, 'COST_LIMIT');
          }
          let cost: number;
          try {
            // The operation Apollo resolved (request.operationName may be absent for a lone operation).
            cost = operationCost(schema, document, operation.name?.value ?? request.operationName ?? undefined, request.variables);
          } catch {
            return;
          }
          if (cost > limits.maxCost) throw limitError(`Query cost limit of ${limits.maxCost} exceeded, found ${cost}.`, 'COST_LIMIT');
          accepted.add(schema, document, operationKey);
        },
      };
    },
  };
}

/** Whether a document uses @include or @skip anywhere (its cost may then depend on the variables). */
function hasConditionalDirectives(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Directive(node) {
      if (node.name.value === 'include' || node.name.value === 'skip') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * The operations whose cost was found within the limit, per parsed document. Apollo's document
 * store hands every request with the same query text the same DocumentNode, so a storefront
 * document repeated on every request pays the selection count and graphql-query-complexity's walk
 * (about 1 ms per request) once. Only costs that do not depend on the variables are kept: the
 * estimator ignores arguments, so that is a document without @include/@skip; with invalid
 * variables the walk throws and the operation runs on to execution, which refuses them, just as
 * a remembered acceptance does. Refusals are not kept: they are decided afresh every time. Weak
 * keys: an entry goes with its document (the document store's LRU bounds them).
 */
class AcceptedCosts {
  private readonly byDocument = new WeakMap<DocumentNode, { schema: GraphQLSchema; operations: Set<string> } | null>();

  has(schema: GraphQLSchema, document: DocumentNode, operation: string): boolean {
    const entry = this.byDocument.get(document);
    return entry !== undefined && entry !== null && entry.schema === schema && entry.operations.has(operation);
  }

  add(schema: GraphQLSchema, document: DocumentNode, operation: string): void {
    let entry = this.byDocument.get(document);
    if (entry === undefined) {
      entry = hasConditionalDirectives(document) ? null : { schema, operations: new Set() };
      this.byDocument.set(document, entry);
    }
    if (entry !== null && entry.schema === schema) entry.operations.add(operation);
  }
}
