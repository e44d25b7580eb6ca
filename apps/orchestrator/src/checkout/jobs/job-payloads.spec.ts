import { AppError } from '../../common/app-error.js';
import { parseOrderSubmitJob, parseSpeditionFieldsJob } from './job-payloads.js';

const job = { workflowId: 'co-c1', attempt: 1, cartId: 'c1', userId: 'u1', site: 'de-de', expectedCartFingerprint: 'abc' };

describe('job payloads', () => {
  it('accepts a well-formed order-submit job', () => {
    expect(parseOrderSubmitJob(job)).toEqual(job);
  });

  it.each([
    ['no object', null],
    ['a bad workflow id', { ...job, workflowId: 'a b' }],
    ['attempt 0', { ...job, attempt: 0 }],
    ['a foreign site', { ...job, site: 'us-en' }],
    ['a missing fingerprint', { ...job, expectedCartFingerprint: '' }],
  ])('refuses %s', (_name, data) => {
    expect(() => parseOrderSubmitJob(data)).toThrow(AppError);
  });

  it('checks spedition fields', () => {
    const spedition = { workflowId: 'co-c1', cartId: 'c1', userId: 'u1', site: 'edu-de', fields: [{ fieldName: 'ansprechpartner', fieldValue: 'Frau Meier' }] };
    expect(parseSpeditionFieldsJob(spedition)).toEqual(spedition);
    expect(() => parseSpeditionFieldsJob({ ...spedition, fields: Array.from({ length: 21 }, () => spedition.fields[0]) })).toThrow(/at most 20/);
    expect(() => parseSpeditionFieldsJob({ ...spedition, fields: [{ fieldName: '', fieldValue: 'x' }] })).toThrow(/bad field/);
  });
});
