import { startWorld, type World } from './support/world.js';

// Issue 22 item 5: every HTTP answer of the orchestrator refuses sniffing and framing.
describe('security headers of the orchestrator', () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld('security-headers');
  });
  afterAll(async () => {
    await world?.close();
  });

  const answers = async (): Promise<[string, Response][]> => {
    const url = world.orchestrator.url;
    const graphql = (body: string) => fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    return [
      ['healthz', await fetch(`${url}/healthz`)],
      ['graphql', await graphql(JSON.stringify({ query: '{ navigation { id } }' }))],
      ['graphql refusal', await graphql('{not json')],
      ['media', await fetch(`${url}/media/does/not/exist.png`)],
      ['bull-board without staff session', await fetch(`${url}/support/queues`)],
      ['unknown path', await fetch(`${url}/nothing-here`)],
    ];
  };

  it.each([
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['content-security-policy', "frame-ancestors 'none'"],
    ['referrer-policy', 'no-referrer'],
  ])('%s is %s on every answer', async (header, value) => {
    for (const [name, response] of await answers()) {
      await response.body?.cancel();
      expect([name, response.headers.get(header)]).toEqual([name, value]);
    }
  });

  it('the answers checked are the real ones, not an error page of the middleware', async () => {
    const statuses = Object.fromEntries((await answers()).map(([name, response]) => (void response.body?.cancel(), [name, response.status])));
    expect(statuses).toEqual({
      healthz: 200,
      graphql: 200,
      'graphql refusal': 400,
      media: 404,
      'bull-board without staff session': 401,
      'unknown path': 404,
    });
  });
});
