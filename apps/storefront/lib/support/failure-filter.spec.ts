import { describe, expect, it } from '@jest/globals';
import { parseFailureFilter } from './failure-filter';

describe('parseFailureFilter', () => {
  it('turns the offered options into the orchestrator filter (whole days)', () => {
    expect(parseFailureFilter({ category: 'CART_CHANGED', site: 'at-de', state: 'failed.cartChanged', status: 'OPEN', from: '2026-11-01', to: '2026-11-24', p: '2' })).toEqual({
      values: { category: 'CART_CHANGED', site: 'at-de', state: 'failed.cartChanged', status: 'OPEN', from: '2026-11-01', to: '2026-11-24' },
      filter: { category: 'CART_CHANGED', site: 'at-de', state: 'failed.cartChanged', status: 'OPEN', from: '2026-11-01T00:00:00', to: '2026-11-24T23:59:59.999' },
      invalid: [],
    });
  });

  it('leaves out and names what is not an offered option, instead of sending it', () => {
    expect(parseFailureFilter({ category: "'drop", site: 'us-en', state: 'failed;x', status: 'open', from: 'garbage', to: '2026-13-45' })).toEqual({
      values: {},
      filter: {},
      invalid: ['category', 'site', 'state', 'status', 'from', 'to'],
    });
  });

  it('filters by kind (orders, returns, photo uploads)', () => {
    expect(parseFailureFilter({ kind: 'RETURN_SUBMISSION', category: 'UPSTREAM_REFUSED' })).toEqual({
      values: { kind: 'RETURN_SUBMISSION', category: 'UPSTREAM_REFUSED' },
      filter: { kind: 'RETURN_SUBMISSION', category: 'UPSTREAM_REFUSED' },
      invalid: [],
    });
    expect(parseFailureFilter({ kind: 'RETURN' }).invalid).toEqual(['kind']);
  });

  it('ignores empty and repeated parameters', () => {
    expect(parseFailureFilter({ category: '', site: ['de-de', 'at-de'] })).toEqual({ values: {}, filter: {}, invalid: [] });
  });
});
