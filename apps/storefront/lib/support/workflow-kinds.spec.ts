import { describe, expect, it } from '@jest/globals';
import { kindExtras, pathSegment, workflowPath } from './workflow-kinds';

describe('workflowPath', () => {
  it('puts kind and id in their own path segments, encoded', () => {
    expect(workflowPath('checkout', 'co-abc:1')).toBe('/support/workflows/checkout/co-abc%3A1');
    expect(workflowPath('toy-return', '../x y')).toBe('/support/workflows/toy-return/..%2Fx%20y');
  });
});

describe('pathSegment', () => {
  it('decodes a segment once, so workflowPath of it encodes it once again; a malformed escape stays', () => {
    expect(pathSegment('co-x%3Ay%20z')).toBe('co-x:y z');
    expect(workflowPath('checkout', pathSegment('co-x%3Ay'))).toBe('/support/workflows/checkout/co-x%3Ay');
    expect(pathSegment('co-%E0%A4%A')).toBe('co-%E0%A4%A');
    expect(pathSegment('plain')).toBe('plain');
  });
});

describe('kindExtras', () => {
  it("links a checkout to its submission page and finds it by cart id too", () => {
    const checkout = kindExtras('checkout');
    expect(checkout.links('co-1')).toEqual([{ href: '/support/submissions/co-1', label: 'Übermittlung und Wiederholung' }]);
    expect(checkout.findsOtherIds).toBe(true);
  });

  it('gives any other kind the generic page only (inherited object keys are no kinds)', () => {
    for (const kind of ['returns', 'toString', '__proto__']) {
      expect(kindExtras(kind)).toEqual({ idPlaceholder: 'Workflow-ID', links: expect.any(Function), findsOtherIds: false });
      expect(kindExtras(kind).links('x')).toEqual([]);
    }
  });
});
