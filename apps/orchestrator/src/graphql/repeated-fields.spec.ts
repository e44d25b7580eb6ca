import { MAX_SAME_NAME_FIELDS, repeatedField } from './repeated-fields.js';

const times = (count: number, field: string) => `${field} `.repeat(count);

describe('repeatedField', () => {
  it('finds a response name selected more than the limit in one selection set, at any depth', () => {
    expect(repeatedField(`{ ${times(370, 'navigation { id }')}}`, 1500)).toEqual({ name: 'navigation', count: 370 });
    expect(repeatedField(`{ navigation { children { ${times(MAX_SAME_NAME_FIELDS + 1, 'id')}} } }`, 1500)).toEqual({ name: 'id', count: MAX_SAME_NAME_FIELDS + 1 });
    expect(repeatedField(`query A { x } fragment F on Query { ${times(12, 'navigation { id }')}}`, 1500)).toEqual({ name: 'navigation', count: 12 });
  });

  it('counts by response name, inline fragments into their selection set', () => {
    expect(repeatedField(`{ ${times(6, 'a: navigation { id }')} ... on Query { ${times(6, 'a: search { id }')}} }`, 1500)).toEqual({ name: 'a', count: 12 });
    expect(repeatedField(`{ ${Array.from({ length: 30 }, (_, i) => `a${i}: navigation { id }`).join(' ')} }`, 1500)).toBeNull();
  });

  it('lets up to the limit through, and the same field in different selection sets', () => {
    expect(repeatedField(`{ ${times(MAX_SAME_NAME_FIELDS, 'navigation { id }')}}`, 1500)).toBeNull();
    expect(repeatedField(`{ a { ${times(10, 'id')}} b { ${times(10, 'id')}} }`, 1500)).toBeNull();
  });

  it('leaves a document that does not parse, or has too many tokens, to Apollo', () => {
    expect(repeatedField('{ navigation { id ', 1500)).toBeNull();
    expect(repeatedField(`{ ${times(370, 'navigation { id }')}}`, 100)).toBeNull();
  });
});
