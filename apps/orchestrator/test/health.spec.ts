import { startWorld, type World } from './support/world.js';

describe('GET /healthz', () => {
  let world: World;

  beforeAll(async () => {
    // A loaded CI machine can take over a second to answer the first probe: the limit under test is
    // the answer being reported, not the machine's speed.
    world = await startWorld('health', { HEALTH_CHECK_TIMEOUT_MS: '5000' });
  });
  afterAll(async () => {
    await world?.close();
  });

  it('answers 200 with Redis and the upstream up', async () => {
    const response = await fetch(`${world.orchestrator.url}/healthz`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      status: 'ok',
      redis: { status: 'up', latencyMs: expect.any(Number) },
      upstream: { status: 'up', latencyMs: expect.any(Number) },
    });
  });

  it('answers 503 quickly when the upstream is down', async () => {
    await world.upstream.stop();
    const started = Date.now();
    const response = await fetch(`${world.orchestrator.url}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: 'degraded',
      redis: { status: 'up' },
      upstream: { status: 'down', latencyMs: expect.any(Number), error: expect.stringContaining('ECONNREFUSED') },
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
