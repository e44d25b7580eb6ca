import { Kind, parse, type SelectionSetNode } from 'graphql';

/**
 * Most fields of one selection set that may share a response name. graphql-js's validation
 * (OverlappingFieldsCanBeMerged) compares the fields of one response name pairwise: 370 ×
 * `navigation { id }` in 1,480 tokens cost about 11 ms to validate, ten of them in a batch about
 * 60 ms, before any limit could refuse them. The shop's documents never repeat a field.
 */
export const MAX_SAME_NAME_FIELDS = 10;

/** A response name selected more than MAX_SAME_NAME_FIELDS times in one selection set. */
export interface RepeatedField {
  readonly name: string;
  readonly count: number;
}

/** Counts the fields of a selection set by response name, inline fragments included (spreads are compared once per pair, cached). */
function countNames(set: SelectionSetNode, counts: Map<string, number>): void {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = (selection.alias ?? selection.name).value;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      countNames(selection.selectionSet, counts);
    }
  }
}

/**
 * The first response name repeated more than MAX_SAME_NAME_FIELDS times in a selection set of
 * `query`, or null. Linear in the document; parsing stops at `maxTokens`, and a document that does
 * not parse is left to Apollo, which answers its syntax error.
 */
export function repeatedField(query: string, maxTokens: number): RepeatedField | null {
  let document;
  try {
    document = parse(query, { noLocation: true, maxTokens });
  } catch {
    return null;
  }
  const pending: SelectionSetNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION) pending.push(definition.selectionSet);
  }
  while (pending.length > 0) {
    const set = pending.pop()!;
    const counts = new Map<string, number>();
    countNames(set, counts);
    for (const [name, count] of counts) if (count > MAX_SAME_NAME_FIELDS) return { name, count };
    for (const selection of set.selections) if (selection.kind !== Kind.FRAGMENT_SPREAD && selection.selectionSet) pending.push(selection.selectionSet);
  }
  return null;
}
