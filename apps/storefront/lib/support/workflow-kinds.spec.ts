import { describe, expect, it } from '@jest/globals';
import { failedReturnPath, failurePath, kindExtras, pathSegment, workflowPath } from './workflow-kinds';

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

  it('links a return to its failure page', () => {
    const returns = kindExtras('returns');
    expect(returns.links('rt-1')[0]).toEqual({ href: '/support/returns/rt-1', label: 'Fehlgeschlagene Übermittlung und Wiederholung' });
    expect(returns.findsOtherIds).toBe(false);
  });

  it('gives any other kind the generic page only (inherited object keys are no kinds)', () => {
    for (const kind of ['toy-return', 'toString', '__proto__']) {
      expect(kindExtras(kind)).toEqual({ idPlaceholder: 'Workflow-ID', links: expect.any(Function), findsOtherIds: false });
      expect(kindExtras(kind).links('x')).toEqual([]);
    }
  });
});

describe('failurePath', () => {
  it('leads each kind of failure to its own detail page; a photo keeps its two path segments', () => {
    expect(failurePath({ kind: 'ORDER_SUBMISSION', id: 'co-1', workflowId: 'co-1' })).toBe('/support/submissions/co-1');
    expect(failurePath({ kind: 'RETURN_SUBMISSION', id: 'rt-1', workflowId: 'rt-1' })).toBe('/support/returns/rt-1');
    expect(failurePath({ kind: 'PHOTO_UPLOAD', id: 'rt-1/ph-a b', workflowId: 'rt-1' })).toBe('/support/returns/rt-1/ph-a%20b');
    expect(failedReturnPath('rt-1/ph-2')).toBe('/support/returns/rt-1/ph-2');
  });
});
