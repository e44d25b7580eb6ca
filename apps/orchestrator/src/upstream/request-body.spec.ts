import { requestBody } from './upstream-client.js';

describe('requestBody', () => {
  it('is the plain JSON body without a file', () => {
    expect(requestBody('Op', 'query Op { a }', { x: 1 })).toBe('{"operationName":"Op","query":"query Op { a }","variables":{"x":1}}');
  });

  it('streams a file variable as its base64, the same JSON a string variable would give', async () => {
    // Larger than one piece and not a multiple of 3: the pieces' base64 must join to the whole file's.
    const bytes = Buffer.from(Array.from({ length: 200_003 }, (_, i) => (i * 7919) % 256));
    const body = requestBody('Up', 'mutation Up($file: String!) { up(file: $file) }', { file: '', hash: 'h"1' }, { variable: 'file', bytes });
    expect(typeof body).not.toBe('string');
    const pieces: Buffer[] = [];
    for await (const piece of body as AsyncIterable<Buffer>) pieces.push(piece);
    const text = Buffer.concat(pieces).toString();
    expect(JSON.parse(text)).toEqual({ operationName: 'Up', query: 'mutation Up($file: String!) { up(file: $file) }', variables: { file: bytes.toString('base64'), hash: 'h"1' } });
  });
});
