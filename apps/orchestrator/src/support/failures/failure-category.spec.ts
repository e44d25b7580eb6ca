import { failureCategory, returnFailureCategory, upstreamErrorLine } from './failure-category.js';

describe('failureCategory', () => {
  it.each([
    ['PAYMENT_DECLINED', 'PAYMENT_DECLINED'],
    ['PAYMENT_ERROR', 'PAYMENT_DECLINED'],
    ['CART_CHANGED', 'CART_CHANGED'],
    ['ALREADY_SUBMITTED', 'CART_CHANGED'],
    ['ADDRESS_REJECTED', 'ADDRESS_REJECTED'],
    ['UPSTREAM_UNAVAILABLE', 'UPSTREAM_UNAVAILABLE'],
    // Not a failure: the order went out and the upstream did not name it in time.
    ['ORDER_ID_UNKNOWN', 'UPSTREAM_UNAVAILABLE'],
    ['SESSION_EXPIRED', 'UNKNOWN'],
    ['INTERNAL_ERROR', 'UNKNOWN'],
    ['SOMETHING_NEW', 'UNKNOWN'],
  ])('%s → %s', (reason, category) => expect(failureCategory(reason)).toBe(category));

  it('keeps only the first line of a job error', () => {
    expect(upstreamErrorLine('Request failed with status 503\n    at Foo (x.js:1:1)')).toBe('Request failed with status 503');
    expect(upstreamErrorLine(null)).toBeNull();
    expect(upstreamErrorLine('x'.repeat(400))).toHaveLength(300);
  });

  it('sorts return failures by their own reasons', () => {
    expect(returnFailureCategory('RETURN_SUBMISSION', 'UPSTREAM_UNAVAILABLE')).toBe('UPSTREAM_UNAVAILABLE');
    expect(returnFailureCategory('RETURN_SUBMISSION', 'UPSTREAM_REFUSED')).toBe('UPSTREAM_REFUSED');
    expect(returnFailureCategory('RETURN_SUBMISSION', 'SOMETHING_NEW')).toBe('UNKNOWN');
    expect(returnFailureCategory('PHOTO_UPLOAD', 'UPLOAD_FAILED')).toBe('UPLOAD_FAILED');
  });
});
