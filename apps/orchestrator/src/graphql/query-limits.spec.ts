import { orchestratorTypeDefs, schemaPaths } from '@tafel/graphql-schema';
import 'reflect-metadata';
import { RESOLVER_NAME_METADATA, RESOLVER_PROPERTY_METADATA } from '@nestjs/graphql';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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
import { typeResolvers } from './type-resolvers.js';
import { costLimitPlugin, expandedSelections, IO_FIELDS, limitValidationRules, operationCost } from './query-limits.js';
import { repeatedField } from './repeated-fields.js';

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
    // No field repeated in a selection set (refused in front of Apollo above MAX_SAME_NAME_FIELDS).
    expect(repeatedField(text, limits.maxTokens)).toBeNull();
    expect(validate(schema, parsed, [...specifiedRules, ...limitValidationRules(limits)])).toEqual([]);
    // Room for documents to grow: at most half the cost limit, and as many selections (fragments
    // expanded), which the cost limit refuses above maxCost before it prices the operation.
    expect(operationCost(schema, parsed, operation.name?.value, variablesOf(operation))).toBeLessThanOrEqual(limits.maxCost / 2);
    const resolved = parsed.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
    expect(expandedSelections(resolved, parsed)).toBeLessThanOrEqual(limits.maxCost / 2);
  });

  it('costs upstream-backed fields more than fields of fetched data', () => {
    const checkout = parse('query { checkout(cartId: "c") { ... on Checkout { id cartId version } } }');
    const withUpstreamFields = parse('query { checkout(cartId: "c") { ... on Checkout { id cart { __typename } paymentDetails { selectedPaymentId } } } }');
    expect(operationCost(schema, checkout)).toBe(13);
    expect(operationCost(schema, withUpstreamFields)).toBe(10 + 1 + 11 + 11);
  });

  it('costs a mutation root field more than a read, so 15 aliased writes exceed the limit however little they select', () => {
    const addToCart = 'addToCart(input: { cartId: "c", itemId: "i", quantity: 1 }) { __typename }';
    expect(operationCost(schema, parse(`mutation { ${addToCart} }`))).toBe(61);
    const aliased = parse(`mutation { ${Array.from({ length: 15 }, (_, i) => `a${i}: ${addToCart}`).join(' ')} }`);
    expect(validate(schema, aliased, [...specifiedRules, ...limitValidationRules(limits)])).toEqual([]);
    expect(operationCost(schema, aliased)).toBeGreaterThan(limits.maxCost);
  });

  it('costs the order form per article number, so aliases cannot multiply its upstream lookups', () => {
    const lookup = (count: number) => `orderFormLookup(orderNumbers: [${Array.from({ length: count }, (_, i) => `"${100 + i}"`).join(', ')}]) { status }`;
    expect(operationCost(schema, parse(`query { ${lookup(1)} }`))).toBe(10 + 10 + 1);
    expect(operationCost(schema, parse(`query { ${lookup(30)} }`))).toBe(10 + 300 + 1);
    expect(operationCost(schema, parse(`query { a: ${lookup(30)} b: ${lookup(30)} c: ${lookup(30)} }`))).toBeGreaterThan(limits.maxCost);
    const lines = Array.from({ length: 30 }, (_, i) => `{ orderNumber: "${100 + i}", quantity: 1 }`).join(', ');
    expect(operationCost(schema, parse(`mutation { addOrderFormToCart(input: { cartId: "c", lines: [${lines}] }) { __typename } }`))).toBe(60 + 300 + 1);
  });

  it('reports a document over a limit as a validation error naming the limit', () => {
    const tight = { ...limits, maxAliases: 1, maxDepth: 2, maxDirectives: 0 };
    const messages = validate(schema, parse('query { a: navigation { children { children { id @include(if: true) } } } b: navigation { id } }'), limitValidationRules(tight)).map(
      (error) => error.message,
    );
    expect(messages).toEqual(['Aliases limit of 1 exceeded, found 2.', 'Query depth limit of 2 exceeded, found 4.', 'Directives limit of 0 exceeded, found 1.']);
  });

  it('names the limit of each such error in extensions.reason', () => {
    const tight = { ...limits, maxAliases: 1, maxDepth: 2, maxDirectives: 0 };
    const document = parse('query { a: navigation { children { children { id @include(if: true) } } } b: navigation { id } }');
    expect(validate(schema, document, limitValidationRules(tight)).map((error) => error.extensions.reason)).toEqual(['ALIAS_LIMIT', 'DEPTH_LIMIT', 'DIRECTIVE_LIMIT']);
  });
});

/** `query Chain { ...F1 }` where each of F1 … F(levels-1) spreads the next `branches` times and F(levels) is `__typename`. */
function fragmentChain(branches: number, levels: number): string {
  const fragments = Array.from({ length: levels - 1 }, (_, i) => `fragment F${i + 1} on Query { ${`...F${i + 2} `.repeat(branches)}}`);
  return `query Chain { ...F1 } ${fragments.join(' ')} fragment F${levels} on Query { __typename }`;
}

describe('expandedSelections', () => {
  const only = (document: DocumentNode, name?: string) =>
    document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && (name === undefined || d.name?.value === name))!;

  it('counts fields, inline fragments and spreads with every spread expanded', () => {
    const document = parse('query Q { navigation { id ...N ...N } ... on Query { __typename } } fragment N on NavigationNode { name children { id } }');
    // navigation, id, 2 × (spread + name + children + id), inline fragment, __typename
    expect(expandedSelections(only(document), document)).toBe(1 + 1 + 2 * 4 + 1 + 1);
  });

  it('counts a chain of ten-fold fragment spreads nine deep without expanding it', () => {
    // 10^8 fields once expanded: graphql-query-complexity would walk them all, one by one.
    const document = parse(fragmentChain(10, 9), { maxTokens: limits.maxTokens });
    expect(validate(schema, document, [...specifiedRules, ...limitValidationRules(limits)])).toEqual([]);
    // Each level: 10 spreads, each with what it expands to; the last fragment is one field.
    let expected = 1;
    for (let level = 8; level >= 1; level -= 1) expected = 10 * (1 + expected);
    expect(expandedSelections(only(document), document)).toBe(1 + expected);
    expect(expected).toBeGreaterThan(10 ** 8);
  });

  it('ends on a fragment cycle and on an unknown fragment (both refused by validation before)', () => {
    const cycle = parse('query Q { ...A } fragment A on Query { __typename ...B } fragment B on Query { ...A navigation { id } }');
    expect(expandedSelections(only(cycle), cycle)).toBe(1 + 2 + 1 + 0 + 2);
    const unknown = parse('query Q { ...Missing __typename }');
    expect(expandedSelections(only(unknown), unknown)).toBe(2);
  });

  it('counts the operation given, not the others of the document', () => {
    const document = parse('query Small { __typename } query Big { ...F ...F } fragment F on Query { navigation { id name } }');
    expect(expandedSelections(only(document, 'Small'), document)).toBe(1);
    expect(expandedSelections(only(document, 'Big'), document)).toBe(8);
  });
});

describe('costLimitPlugin', () => {
  const only = (document: DocumentNode, name: string) => document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name)!;

  /** Runs the plugin's check on one operation of a parsed document: 'ran' or the refusal's reason. */
  async function check(plugin: ReturnType<typeof costLimitPlugin>, document: DocumentNode, operationName: string, variables: Record<string, unknown> = {}): Promise<string> {
    const operation = only(document, operationName);
    const hooks = (await plugin.requestDidStart!({} as never)) as { didResolveOperation: (context: unknown) => Promise<void> };
    try {
      await hooks.didResolveOperation({ schema, document, operation, request: { operationName, variables } });
      return 'ran';
    } catch (error) {
      return String((error as { extensions?: { reason?: unknown } }).extensions?.reason);
    }
  }

  it('refuses an over-limit operation of a document whose other operation it accepted before, every time', async () => {
    const document = parse('query Small { __typename } query Big { a: navigation { id name } b: navigation { id name } }');
    const maxCost = operationCost(schema, document, 'Big') - 1;
    expect(operationCost(schema, document, 'Small')).toBeLessThanOrEqual(maxCost);
    const plugin = costLimitPlugin({ ...limits, maxCost });
    for (let round = 0; round < 2; round += 1) {
      expect(await check(plugin, document, 'Small')).toBe('ran');
      expect(await check(plugin, document, 'Big')).toBe('COST_LIMIT');
    }
  });

  it('decides again for every request when @include/@skip make the cost depend on the variables', async () => {
    const document = parse('query Q($big: Boolean!) { navigation { id } b: navigation @include(if: $big) { id name } c: navigation @skip(if: $big) { id } }');
    const maxCost = operationCost(schema, document, 'Q', { big: true }) - 1;
    expect(operationCost(schema, document, 'Q', { big: false })).toBeLessThanOrEqual(maxCost);
    const plugin = costLimitPlugin({ ...limits, maxCost });
    expect(await check(plugin, document, 'Q', { big: false })).toBe('ran');
    expect(await check(plugin, document, 'Q', { big: true })).toBe('COST_LIMIT');
    expect(await check(plugin, document, 'Q', { big: false })).toBe('ran');
  });
});

/**
 * Every field resolver of a non-root type, read from the decorators of the classes that declare
 * resolvers (@Resolver('Type') with @ResolveField('field')) and from the plain resolver map passed to
 * Apollo: each makes its own call (the reason it is not plain data), so IO_FIELDS must list exactly these.
 */
async function nonRootFieldResolvers(): Promise<Set<string>> {
  const src = dirname(dirname(fileURLToPath(import.meta.url)));
  const files = (readdirSync(src, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
    .filter((file) => readFileSync(join(src, file), 'utf8').includes('@Resolver('));
  const found = new Set<string>();
  for (const file of files) {
    const exports = (await import(pathToFileURL(join(src, file)).href)) as Record<string, unknown>;
    for (const exported of Object.values(exports)) {
      if (typeof exported !== 'function') continue;
      const type: unknown = Reflect.getMetadata(RESOLVER_NAME_METADATA, exported);
      if (typeof type !== 'string' || ['Query', 'Mutation', 'Subscription'].includes(type)) continue;
      for (const key of Object.getOwnPropertyNames(exported.prototype)) {
        const method: unknown = (exported.prototype as Record<string, unknown>)[key];
        if (typeof method !== 'function' || Reflect.getMetadata(RESOLVER_PROPERTY_METADATA, method) !== true) continue;
        found.add(`${type}.${String(Reflect.getMetadata(RESOLVER_NAME_METADATA, method))}`);
      }
    }
  }
  for (const [type, resolvers] of Object.entries(typeResolvers)) {
    for (const field of Object.keys(resolvers).filter((key) => !key.startsWith('__'))) found.add(`${type}.${field}`);
  }
  return found;
}

describe('IO_FIELDS', () => {
  it('lists exactly the field resolvers of non-root types that the code registers', async () => {
    const registered = await nonRootFieldResolvers();
    // The reader finds the resolvers it must (a broken reader would find none and match nothing).
    expect(registered).toContain('Checkout.cart');
    expect([...IO_FIELDS].sort()).toEqual([...registered].sort());
  });
});
