import {
  execute,
  GraphQLError,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { MESSAGE_KEYS, MESSAGES, UpstreamError } from '../errors.js';
import type { UpstreamContext } from '../resolvers/context.js';

/** One GraphQL request of a (possibly batched) HTTP body, checked before execution. */
export type PreparedOperation =
  | { ok: true; document: DocumentNode; operationName: string | null; variables: Record<string, unknown>; names: string[]; rootField: string | null }
  | { ok: false; errors: GraphQLFormattedError[]; names: string[]; rootField: string | null };

export interface OperationResult {
  body: { data?: unknown; errors?: GraphQLFormattedError[] };
  /** True when the request itself was bad (HTTP 400 for a single request). */
  requestError: boolean;
}

// Enough for the storefront's largest documents, small enough to refuse abusive ones cheaply.
const MAX_TOKENS = 20_000;

const badRequest = (message: string, error?: GraphQLError): GraphQLFormattedError => ({
  ...(error ? error.toJSON() : { message }),
  message,
  extensions: { classification: 'BAD_USER_INPUT', messageKey: MESSAGE_KEYS.badUserInput },
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks the request shape, parses and validates it; also finds the names faults match on. */
export function prepareOperation(schema: GraphQLSchema, request: unknown): PreparedOperation {
  if (!isRecord(request)) return { ok: false, errors: [badRequest('A GraphQL request must be a JSON object with a "query".')], names: [], rootField: null };
  const { query, operationName, variables } = request;
  const name = typeof operationName === 'string' && operationName !== '' ? operationName : null;
  const invalid = (errors: GraphQLFormattedError[], rootField: string | null = null): PreparedOperation => ({
    ok: false,
    errors,
    names: [name, rootField].filter((n): n is string => n !== null),
    rootField,
  });
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return invalid([badRequest('"operationName" must be a string.')]);
  if (variables !== undefined && variables !== null && !isRecord(variables)) return invalid([badRequest('"variables" must be a JSON object.')]);
  if (typeof query !== 'string' || query.trim() === '') return invalid([badRequest('The request has no "query".')]);
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_TOKENS });
  } catch (error) {
    return invalid([error instanceof GraphQLError ? badRequest(error.message, error) : badRequest('The query could not be parsed.')]);
  }
  const rootField = firstRootField(document, name);
  const validationErrors = validate(schema, document);
  if (validationErrors.length > 0) return invalid(validationErrors.map((e) => badRequest(e.message, e)), rootField);
  return { ok: true, document, operationName: name, variables: isRecord(variables) ? variables : {}, names: [name, rootField].filter((n): n is string => n !== null), rootField };
}

function firstRootField(document: DocumentNode, operationName: string | null): string | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])),
  );
  const search = (set: SelectionSetNode | undefined, depth: number): string | null => {
    if (!set || depth > 5) return null;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) return selection.name.value;
      const nested = selection.kind === Kind.INLINE_FRAGMENT ? selection.selectionSet : fragments.get(selection.name.value);
      const found = search(nested, depth + 1);
      if (found) return found;
    }
    return null;
  };
  return search(operation?.selectionSet, 0);
}

/** Maps execution errors to the upstream's extensions; unexpected ones never leak details. */
function formatExecutionError(error: GraphQLError): GraphQLFormattedError {
  const original = error.originalError;
  const base = error.toJSON();
  if (original instanceof UpstreamError) {
    const extensions = original.messageKey ? { classification: original.classification, messageKey: original.messageKey } : { classification: original.classification };
    return { ...base, extensions };
  }
  console.error('[upstream-shop] unexpected resolver failure:', original ?? error);
  return { ...base, message: MESSAGES.internalError, extensions: { classification: 'INTERNAL_ERROR', messageKey: MESSAGE_KEYS.internalError } };
}

export async function executeOperation(schema: GraphQLSchema, prepared: Extract<PreparedOperation, { ok: true }>, context: UpstreamContext): Promise<OperationResult> {
  const result = await execute({
    schema,
    document: prepared.document,
    variableValues: prepared.variables,
    operationName: prepared.operationName,
    contextValue: context,
  });
  // No data at all means execution never started: bad variables or an unknown operation name.
  if (result.data === undefined) {
    return { body: { errors: (result.errors ?? []).map((e) => badRequest(e.message, e)) }, requestError: true };
  }
  return { body: result.errors ? { errors: result.errors.map(formatExecutionError), data: result.data } : { data: result.data }, requestError: false };
}
