import { orchestratorTypeDefs, schemaPaths } from '@tafel/graphql-schema';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  print,
  specifiedRules,
  typeFromAST,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { loadConfig } from '../config/config.js';
import { limitValidationRules, operationCost } from './query-limits.js';

// Every operation the storefront and the support console send (libs/graphql-schema/operations/
// storefront: the documents codegen types) must pass the default limits with room to spare:
// a new or grown document that would be refused fails here, not in production.
const OPERATIONS_DIR = join(dirname(dirname(schemaPaths.orchestrator)), 'operations', 'storefront');
const schema = buildSchema(orchestratorTypeDefs());
const limits = loadConfig({}).graphqlLimits;

const definitions: DefinitionNode[] = readdirSync(OPERATIONS_DIR)
  .filter((file) => file.endsWith('.graphql'))
  .flatMap((file) => parse(readFileSync(join(OPERATIONS_DIR, file), 'utf8')).definitions);
const fragments = new Map(
  definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d] as const),
);
const operations = definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

/** The fragments an operation uses, transitively. */
function usedFragments(node: OperationDefinitionNode | FragmentDefinitionNode, found = new Set<string>()): Set<string> {
  visit(node, {
    FragmentSpread(spread) {
      if (found.has(spread.name.value)) return;
      found.add(spread.name.value);
      usedFragments(fragments.get(spread.name.value)!, found);
    },
  });
  return found;
}

/** The operation as Apollo Client sends it: with its fragments and __typename in every selection. */
function asSent(operation: OperationDefinitionNode): DocumentNode {
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...[...usedFragments(operation)].map((name) => fragments.get(name)!)] };
  return visit(document, {
    SelectionSet(set, _key, parent) {
      const root = parent !== undefined && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION;
      if (root || set.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
      return { ...set, selections: [...set.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] };
    },
  });
}

/** A value of the variable's type (the cost does not depend on argument values, but needs them to be valid). */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return Object.fromEntries(required.map((field) => [field.name, sample(field.type)]));
  }
  return ({ Int: 1, Float: 1, Boolean: true } as Record<string, unknown>)[type.name] ?? 'x';
}

function variablesOf(operation: OperationDefinitionNode): Record<string, unknown> {
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => [definition.variable.name.value, sample(typeFromAST(schema, definition.type as never) as GraphQLInputType)]),
  );
}

describe('GraphQL limits and the documents the project ships', () => {
  it('finds the storefront and support console operations', () => {
    const names = operations.map((operation) => operation.name?.value);
    expect(names).toEqual(expect.arrayContaining(['Cart', 'Search', 'CategoryPage', 'StartCheckoutSummaryPage', 'SubmitOrder', 'FailedSubmissionDetail', 'StaffLogin']));
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((operation) => [operation.name?.value ?? '(anonymous)', operation] as const))('%s passes every limit', (_name, operation) => {
    // Printed (indented) as Apollo Client sends it; the length limit is checked before parsing.
    const text = print(asSent(operation));
    expect(text.length).toBeLessThanOrEqual(limits.maxQueryLength / 2);
    // Parsing the text with the token limit, as Apollo does (parseOptions.maxTokens).
    const parsed = parse(text, { maxTokens: limits.maxTokens });
    expect(validate(schema, parsed, [...specifiedRules, ...limitValidationRules(limits)])).toEqual([]);
    // Room for documents to grow: at most half the cost limit.
    expect(operationCost(schema, parsed, operation.name?.value, variablesOf(operation))).toBeLessThanOrEqual(limits.maxCost / 2);
  });

  it('costs upstream-backed fields more than fields of fetched data', () => {
    const checkout = parse('query { checkout(cartId: "c") { ... on Checkout { id cartId version } } }');
    const withUpstreamFields = parse('query { checkout(cartId: "c") { ... on Checkout { id cart { __typename } paymentDetails { selectedPaymentId } } } }');
    expect(operationCost(schema, checkout)).toBe(13);
    expect(operationCost(schema, withUpstreamFields)).toBe(10 + 1 + 11 + 11);
  });

  it('reports a document over a limit as a validation error naming the limit', () => {
    const tight = { ...limits, maxAliases: 1, maxDepth: 2, maxDirectives: 0 };
    const messages = validate(schema, parse('query { a: navigation { children { children { id @include(if: true) } } } b: navigation { id } }'), limitValidationRules(tight)).map(
      (error) => error.message,
    );
    expect(messages).toEqual([
      'Syntax Error: Aliases limit of 1 exceeded, found 2.',
      'Syntax Error: Query depth limit of 2 exceeded, found 4.',
      'Syntax Error: Directives limit of 0 exceeded, found 1.',
    ]);
  });
});
