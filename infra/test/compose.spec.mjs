// docker-compose.yml cannot run on the CI machine (no Docker engine), so it is kept correct by
// reading: valid YAML, the services the README promises, Redis settings BullMQ needs, and
// build/volume paths that exist in the repository.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../scripts/stack.mjs';

// merge: the cluster nodes share one node definition through a YAML merge key (<<:), as Compose reads it.
const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
const redisConf = readFileSync(join(ROOT, 'infra/redis/redis.conf'), 'utf8');
const dockerfile = readFileSync(join(ROOT, 'infra/docker/Dockerfile'), 'utf8');

function confValue(name) {
  const line = redisConf.split('\n').find((l) => l.trim().startsWith(`${name} `));
  return line?.trim().split(/\s+/).slice(1).join(' ');
}

describe('docker-compose.yml', () => {
  it('defines Redis, the three apps and the checkout worker', () => {
    const always = Object.entries(compose.services).filter(([, service]) => !service.profiles);
    expect(always.map(([name]) => name).sort()).toEqual(['orchestrator', 'redis', 'storefront', 'upstream-shop', 'worker']);
    // The API leaves the jobs to the worker process, which runs the orchestrator image's worker entry.
    expect(compose.services.orchestrator.environment.ORCHESTRATOR_WORKERS).toBe('0');
    expect(compose.services.worker.build.target).toBe('orchestrator');
    expect(compose.services.worker.command).toEqual(['node', 'apps/orchestrator/dist/worker.js']);
    expect(compose.services.worker.environment.REDIS_KEY_PREFIX).toBe(compose.services.orchestrator.environment.REDIS_KEY_PREFIX);
  });

  it('runs Redis with AOF and noeviction (BullMQ must never lose a job key)', () => {
    const redis = compose.services.redis;
    expect(redis.command).toContain('/usr/local/etc/redis/redis.conf');
    expect(redis.volumes).toContain('./infra/redis/redis.conf:/usr/local/etc/redis/redis.conf:ro');
    expect(confValue('appendonly')).toBe('yes');
    expect(confValue('appendfsync')).toBe('always');
    expect(confValue('maxmemory-policy')).toBe('noeviction');
    expect(redis.healthcheck.test).toEqual(['CMD', 'redis-cli', 'ping']);
  });

  it('builds every app from a Dockerfile target that exists', () => {
    for (const name of ['upstream-shop', 'orchestrator', 'storefront']) {
      const { build } = compose.services[name];
      expect(existsSync(join(ROOT, build.context, build.dockerfile))).toBe(true);
      expect(dockerfile).toMatch(new RegExp(`^FROM \\S+ AS ${build.target}$`, 'm'));
    }
  });

  it('starts each app from an entry file the build produces', () => {
    expect(dockerfile).toContain('CMD ["node", "apps/upstream-shop/dist/main.js"]');
    expect(dockerfile).toContain('CMD ["node", "apps/orchestrator/dist/main.js"]');
    expect(JSON.parse(readFileSync(join(ROOT, 'apps/upstream-shop/package.json'), 'utf8')).main).toBe('./dist/main.js');
    expect(JSON.parse(readFileSync(join(ROOT, 'apps/orchestrator/package.json'), 'utf8')).main).toBe('./dist/main.js');
  });

  it('wires the apps to each other by service name and waits for health', () => {
    const orchestrator = compose.services.orchestrator;
    expect(orchestrator.environment.REDIS_URL).toBe('redis://redis:6379');
    expect(orchestrator.environment.UPSTREAM_URL).toBe('http://upstream-shop:4100');
    // Both processes that talk to Redis also wait for the cluster's join job, which only the
    // `cluster` profile starts (required: false lets a plain `up` go on without it).
    for (const name of ['orchestrator', 'worker']) {
      expect(compose.services[name].depends_on).toEqual({
        redis: { condition: 'service_healthy' },
        'redis-cluster-create': { condition: 'service_completed_successfully', required: false },
        'upstream-shop': { condition: 'service_healthy' },
      });
    }
    expect(compose.services.storefront.environment.ORCHESTRATOR_URL).toBe('http://orchestrator:4000');
    expect(compose.services.storefront.depends_on).toEqual({ orchestrator: { condition: 'service_healthy' } });
    expect(compose.volumes).toHaveProperty('redis-data');
  });

  it('gives the orchestrator and the storefront one INTERNAL_API_SECRET with a valid local default, and the storefront its PAYMENT_ORIGINS', () => {
    const secret = compose.services.orchestrator.environment.INTERNAL_API_SECRET;
    expect(compose.services.storefront.environment.INTERNAL_API_SECRET).toBe(secret);
    const fallback = /^\$\{INTERNAL_API_SECRET:-([^}]+)\}$/.exec(secret)?.[1];
    // A local default long enough for both apps' INTERNAL_API_SECRET rule (libs/domain), no spaces.
    expect(fallback).toMatch(/^\S{32,256}$/);
    // The storefront image runs with NODE_ENV=production, where PAYMENT_ORIGINS must be named.
    expect(compose.services.storefront.environment.PAYMENT_ORIGINS).toMatch(/^\$\{PAYMENT_ORIGINS:-http:\/\/upstream-shop:4100\}$/);
    expect(compose.services.storefront.environment.TRUSTED_PROXY_HOPS).toBe('${TRUSTED_PROXY_HOPS:-0}');
  });

  it('uses the default ports of the README', () => {
    expect(compose.services.storefront.ports).toEqual(['3000:3000']);
    expect(compose.services.orchestrator.ports).toEqual(['4000:4000']);
    expect(compose.services['upstream-shop'].ports).toEqual(['4100:4100']);
  });

  it('has a `cluster` profile of 3 masters + 3 replicas with the durability BullMQ needs', () => {
    const nodes = Object.entries(compose.services).filter(([name]) => /^redis-node-\d$/.test(name));
    expect(nodes).toHaveLength(6);
    for (const [name, node] of nodes) {
      expect(node.profiles).toEqual(['cluster']);
      const args = node.command.map(String);
      const flag = (f) => args[args.indexOf(f) + 1];
      expect(flag('--cluster-enabled')).toBe('yes');
      expect(flag('--cluster-announce-hostname')).toBe(name);
      expect(flag('--appendonly')).toBe('yes');
      expect(flag('--maxmemory-policy')).toBe('noeviction');
      expect(node.ports).toEqual([`${flag('--port')}:${flag('--port')}`]);
    }
    const create = compose.services['redis-cluster-create'];
    expect(create.profiles).toEqual(['cluster']);
    expect(Object.keys(create.depends_on).sort()).toEqual(nodes.map(([name]) => name).sort());
    expect(create.command.join('\n')).toContain('--cluster-replicas 1');
    // The apps pass the variable through; empty (the default) means one Redis.
    for (const name of ['orchestrator', 'worker']) {
      expect(compose.services[name].environment.REDIS_CLUSTER_NODES).toBe('${REDIS_CLUSTER_NODES:-}');
    }
  });
});
