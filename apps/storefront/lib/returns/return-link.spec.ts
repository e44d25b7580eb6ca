import { describe, expect, it } from '@jest/globals';
import type { ReturnFlowResultFieldsFragment } from '@tafel/graphql-schema/storefront';
import { answeredReturnId, returnLinkTarget } from './return-link';

type Flow = Extract<ReturnFlowResultFieldsFragment, { __typename: 'ReturnFlow' }>;

/** A flow with the fields returnLinkTarget reads. */
function flow(phase: Flow['phase'], context: Record<string, unknown>, hash: string | null = null): Flow {
  return { __typename: 'ReturnFlow', id: 'ret-1', phase, hash, machineVersion: 1, snapshot: JSON.stringify({ context, status: 'active', value: {} }) } as unknown as Flow;
}

describe('returnLinkTarget', () => {
  it('sends a looked-up return, failed or not, to the item selection of the hash (which shows a failure with retry)', () => {
    expect(returnLinkTarget(flow('SELECTION', {}, 'h1'), 'h1')).toBe('/myaccount/returns/productselection?order=h1');
    expect(returnLinkTarget(flow('FAILED', { failedAt: 'lookup', lookup: { kind: 'hash', hash: 'h1' } }), 'h1')).toBe('/myaccount/returns/productselection?order=h1');
  });

  it("says a refusal's reason on the page where the refused return stands, not \"order not found\"", () => {
    const refused = { __typename: 'ReturnRefusedError', reason: 'SUBMISSION_IN_PROGRESS', returnFlow: flow('SUBMITTING', {}, 'h0') } as unknown as ReturnFlowResultFieldsFragment;
    expect(returnLinkTarget(refused, 'h1')).toBe('/myaccount/returns/confirm?toast=tafel.returns.reason.SUBMISSION_IN_PROGRESS');
    const known = { __typename: 'ReturnRefusedError', reason: 'LOOKUP_INPUT_INVALID', returnFlow: null } as unknown as ReturnFlowResultFieldsFragment;
    expect(returnLinkTarget(known, 'h1')).not.toContain('orderNotFound');
  });

  it('answers 404 (null) while returns are off, and the lookup form otherwise', () => {
    expect(returnLinkTarget({ __typename: 'ReturnsDisabledError' } as ReturnFlowResultFieldsFragment, 'h1')).toBeNull();
    expect(returnLinkTarget({ __typename: 'ReturnRateLimitedError', retryAfterSeconds: 30 } as ReturnFlowResultFieldsFragment, 'h1')).toBe('/myaccount/returns?toast=tafel.returns.rateLimited');
    expect(returnLinkTarget({ __typename: 'ReturnNotFoundError' } as ReturnFlowResultFieldsFragment, 'h1')).toBe('/myaccount/returns?toast=tafel.returns.expired');
  });
});

describe('answeredReturnId', () => {
  it('names the return of a flow or of a refusal', () => {
    expect(answeredReturnId(flow('SELECTION', {}))).toBe('ret-1');
    expect(answeredReturnId({ __typename: 'ReturnRefusedError', reason: 'X', returnFlow: { ...flow('SUBMITTED', {}), id: 'ret-2' } } as unknown as ReturnFlowResultFieldsFragment)).toBe('ret-2');
    expect(answeredReturnId({ __typename: 'ReturnsDisabledError' } as ReturnFlowResultFieldsFragment)).toBeUndefined();
  });
});
