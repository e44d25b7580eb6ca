import { requestBody } from './upstream-client.js';

describe('requestBody', () => {
  it('is the plain JSON body without a file', () => {
    expect(requestBody('Op', 'query Op { a }', { x: 1 })).toBe('{"operationName":"Op","query":"query Op { a }","variables":{"x":1}}');
  });

  it('writes a file variable as its base64, the same JSON a string variable would give', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 10, 34, 92]);
    const body = requestBody('Up', 'mutation Up($file: String!) { up(file: $file) }', { file: '', hash: 'h"1' }, { variable: 'file', bytes });
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(JSON.parse(body.toString())).toEqual({ operationName: 'Up', query: 'mutation Up($file: String!) { up(file: $file) }', variables: { file: bytes.toString('base64'), hash: 'h"1' } });
  });
});
