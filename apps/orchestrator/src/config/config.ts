import type { LogLevel } from '@nestjs/common';
import { loadAccountConfig, type AccountConfig } from './account-config.js';
import { loadFormsConfig, type FormsConfig } from './forms-config.js';
import { envReader } from './env-reader.js';
import type { RedisNode } from '../redis/redis-client.js';
import { loadReturnPhotosConfig, type ReturnPhotosConfig } from './return-photos-config.js';
import { loadLightningConfig, type LightningConfig } from './lightning-config.js';
import { loadReturnsConfig, type ReturnsConfig } from './returns-config.js';
import { loadSupportConfig, type SupportConfig } from './support-config.js';

/** Log levels accepted in LOG_LEVEL, from quiet to chatty. */
export const LOG_LEVELS = ['error', 'warn', 'info', 'debug', 'verbose'] as const;
export type AppLogLevel = (typeof LOG_LEVELS)[number];

const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** Limits of one GraphQL request, checked before any resolver runs (src/graphql/query-limits.ts). */
export interface GraphqlLimits {
  /** Operations in one batched HTTP request (the storefront sends at most 10). */
  readonly maxBatch: number;
  /** Characters of one operation's query text (checked before it is parsed). */
  readonly maxQueryLength: number;
  /** Lexical tokens of one document: parsing stops at the first token over it. */
  readonly maxTokens: number;
  readonly maxAliases: number;
  readonly maxDepth: number;
  readonly maxDirectives: number;
  /** Cost of one operation: I/O-backed fields cost 10, fields read from fetched data 1. */
  readonly maxCost: number;
}

/** The orchestrator's configuration: read from the environment once, at start-up. */
export interface AppConfig {
  readonly port: number;
  readonly host: string;
  readonly redisUrl: string;
  /** REDIS_CLUSTER_NODES: the seed nodes of a Redis Cluster; set, it replaces REDIS_URL (null: one Redis). */
  readonly redisClusterNodes: readonly RedisNode[] | null;
  readonly redisKeyPrefix: string;
  /** Not an environment variable: how long start-up waits for Redis before giving up. */
  readonly redisConnectTimeoutMs: number;
  /** Without a trailing slash. */
  readonly upstreamUrl: string;
  readonly upstreamClientId: string;
  readonly upstreamClientSecret: string;
  readonly upstreamTimeoutMs: number;
  /** submitCart's own budget: the job runs in the background, and a submit we hang up on leaves its outcome unknown. */
  readonly upstreamSubmitTimeoutMs: number;
  readonly upstreamTokenTimeoutMs: number;
  /** How long a catalogue answer (navigation, category page, product) is reused; 0 = never. */
  readonly catalogueCacheTtlMs: number;
  /** How long CMS content (grids, footers, parameters, URL resolutions, sitemap) is reused per shop; 0 = never. */
  readonly contentCacheTtlMs: number;
  /** How long /healthz waits for each dependency (Redis, the upstream) before calling it down. */
  readonly healthCheckTimeoutMs: number;
  /** Run the BullMQ workers (order-submit, spedition-fields) in this process. */
  readonly workersEnabled: boolean;
  /** Jobs one worker process runs at once, per queue. */
  readonly workerConcurrency: number;
  /** Attempts of an order-submit job for retryable failures (timeouts, 5xx, upstream unavailable). */
  readonly submitJobAttempts: number;
  /** First retry delay of a job; it doubles with every attempt (exponential backoff). */
  readonly jobBackoffMs: number;
  /**
   * How long after its submit was sent a job keeps looking for the order's id before it records
   * "order placed, order id unknown" (state orderIdUnknown, listed for support); never "failed".
   */
  readonly submitOrderLookupMaxMs: number;
  /** BullMQ job lock: a job whose worker died is taken up again after about this long. */
  readonly jobLockMs: number;
  /** How long saving the shipping step waits for its spedition-fields job. */
  readonly speditionWaitMs: number;
  /** A checkout workflow is removed this long after its last change. */
  readonly checkoutTtlMs: number;
  readonly graphqlLimits: GraphqlLimits;
  readonly logLevel: AppLogLevel;
  readonly nodeEnv: NodeEnv;
  readonly isProduction: boolean;
  /** Support console (staff accounts, sessions, login limits, inspector): config/support-config.ts. */
  readonly support: SupportConfig;
  /** Returns (workflow TTL, submit job, return switch cache, lookup rate limit): config/returns-config.ts. */
  readonly returns: ReturnsConfig;
  /** Return photo uploads (job attempts and backoff, concurrency, upload budget, intake rate limit): config/return-photos-config.ts. */
  readonly returnPhotos: ReturnPhotosConfig;
  /** Lightning deals (switch cache): config/lightning-config.ts. */
  readonly lightning: LightningConfig;
  /** Customer account (failed-login limit, form rate limits, B2B list cache): config/account-config.ts. */
  readonly account: AccountConfig;
  /** The forms a stranger can post (newsletter, shop forms, rating): config/forms-config.ts. */
  readonly forms: FormsConfig;
}

/** Every variable with its default; `.env.example` lists the same. */
export const CONFIG_DEFAULTS = {
  ORCHESTRATOR_PORT: '4000',
  ORCHESTRATOR_HOST: '127.0.0.1',
  REDIS_URL: 'redis://127.0.0.1:6379',
  // Empty: one Redis at REDIS_URL. Else "host:port,host:port,…" of a Redis Cluster's nodes.
  REDIS_CLUSTER_NODES: '',
  REDIS_KEY_PREFIX: 'tafel',
  UPSTREAM_URL: 'http://127.0.0.1:4100',
  UPSTREAM_CLIENT_ID: 'tafel',
  UPSTREAM_CLIENT_SECRET: 'tafel-secret',
  UPSTREAM_TIMEOUT_MS: '5000',
  UPSTREAM_SUBMIT_TIMEOUT_MS: '20000',
  UPSTREAM_TOKEN_TIMEOUT_MS: '3000',
  CATALOGUE_CACHE_TTL_MS: '10000',
  CONTENT_CACHE_TTL_MS: '60000',
  HEALTH_CHECK_TIMEOUT_MS: '1000',
  ORCHESTRATOR_WORKERS: '1',
  WORKER_CONCURRENCY: '10',
  SUBMIT_JOB_ATTEMPTS: '5',
  JOB_BACKOFF_MS: '1000',
  SUBMIT_ORDER_LOOKUP_MAX_MS: '86400000',
  JOB_LOCK_MS: '30000',
  SPEDITION_WAIT_MS: '15000',
  CHECKOUT_TTL_DAYS: '30',
  GRAPHQL_MAX_BATCH: '10',
  GRAPHQL_MAX_QUERY_LENGTH: '16384',
  GRAPHQL_MAX_TOKENS: '1500',
  GRAPHQL_MAX_ALIASES: '15',
  GRAPHQL_MAX_DEPTH: '20',
  GRAPHQL_MAX_DIRECTIVES: '10',
  GRAPHQL_MAX_COST: '800',
  LOG_LEVEL: 'info',
  NODE_ENV: 'development',
} as const;

type VariableName = keyof typeof CONFIG_DEFAULTS;

/** Raised when the environment is unusable; the message names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses REDIS_CLUSTER_NODES ("host:port,host:port"): host names or IPv4 addresses (an IPv6
 * address in brackets), ports 1-65535, at most 64 nodes. Answers [] when any entry is not one.
 */
export function parseClusterNodes(text: string): RedisNode[] {
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.length > 64) return [];
  const nodes: RedisNode[] = [];
  for (const entry of entries) {
    const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252}[A-Za-z0-9])?):(\d{1,5})$/.exec(entry);
    const port = Number(match?.[2]);
    if (!match || port < 1 || port > 65535) return [];
    nodes.push({ host: match[1]!.replace(/^\[(.*)\]$/, '$1'), port });
  }
  return nodes;
}

/** Hides the password of a URL so it never reaches a log line or an error message. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.password) return url;
    parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/** Reads and validates the environment; throws ConfigError listing every problem at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const problems: string[] = [];
  const { raw, fail, integer, oneOf } = envReader<VariableName>(env, CONFIG_DEFAULTS, problems);

  const port = integer('ORCHESTRATOR_PORT', 0, 65535, 'a port number 0-65535');
  const host = raw('ORCHESTRATOR_HOST');
  if (!/^[A-Za-z0-9.:-]+$/.test(host)) fail('ORCHESTRATOR_HOST', 'a host name or IP address');

  const redisUrl = raw('REDIS_URL');
  if (!hasProtocol(redisUrl, ['redis:', 'rediss:'])) fail('REDIS_URL', 'a redis:// or rediss:// URL', redactUrl(redisUrl));

  const clusterNodes = raw('REDIS_CLUSTER_NODES');
  const redisClusterNodes = clusterNodes === '' ? null : parseClusterNodes(clusterNodes);
  if (redisClusterNodes?.length === 0) fail('REDIS_CLUSTER_NODES', 'a comma-separated list of host:port (e.g. 10.0.0.1:7000,10.0.0.2:7000), at most 64');

  const redisKeyPrefix = raw('REDIS_KEY_PREFIX');
  if (!/^[A-Za-z0-9_:.-]{1,64}$/.test(redisKeyPrefix)) fail('REDIS_KEY_PREFIX', '1-64 characters of A-Z a-z 0-9 _ : . -');

  const upstreamUrl = raw('UPSTREAM_URL').replace(/\/+$/, '');
  if (!hasProtocol(upstreamUrl, ['http:', 'https:'])) fail('UPSTREAM_URL', 'an http(s) URL', redactUrl(raw('UPSTREAM_URL')));

  const upstreamClientId = raw('UPSTREAM_CLIENT_ID');
  // The secret is never echoed back, not even in an error message.
  const upstreamClientSecret = raw('UPSTREAM_CLIENT_SECRET');

  const upstreamTimeoutMs = integer('UPSTREAM_TIMEOUT_MS', 1, 120_000, 'a whole number of milliseconds 1-120000');
  const upstreamSubmitTimeoutMs = integer('UPSTREAM_SUBMIT_TIMEOUT_MS', 1, 120_000, 'a whole number of milliseconds 1-120000');
  const upstreamTokenTimeoutMs = integer('UPSTREAM_TOKEN_TIMEOUT_MS', 1, 120_000, 'a whole number of milliseconds 1-120000');

  const catalogueCacheTtlMs = integer('CATALOGUE_CACHE_TTL_MS', 0, 600_000, 'a whole number of milliseconds 0-600000');
  const contentCacheTtlMs = integer('CONTENT_CACHE_TTL_MS', 0, 3_600_000, 'a whole number of milliseconds 0-3600000');
  const healthCheckTimeoutMs = integer('HEALTH_CHECK_TIMEOUT_MS', 50, 30_000, 'a whole number of milliseconds 50-30000');

  const workers = oneOf('ORCHESTRATOR_WORKERS', ['0', '1'], '0 or 1');
  const workerConcurrency = integer('WORKER_CONCURRENCY', 1, 200, 'a whole number 1-200');
  const submitJobAttempts = integer('SUBMIT_JOB_ATTEMPTS', 1, 50, 'a whole number 1-50');
  const jobBackoffMs = integer('JOB_BACKOFF_MS', 1, 600_000, 'a whole number of milliseconds 1-600000');
  const submitOrderLookupMaxMs = integer('SUBMIT_ORDER_LOOKUP_MAX_MS', 1000, 604_800_000, 'a whole number of milliseconds 1000-604800000 (7 days)');
  const jobLockMs = integer('JOB_LOCK_MS', 1000, 600_000, 'a whole number of milliseconds 1000-600000');
  const speditionWaitMs = integer('SPEDITION_WAIT_MS', 100, 600_000, 'a whole number of milliseconds 100-600000');
  const checkoutTtlDays = integer('CHECKOUT_TTL_DAYS', 1, 3650, 'a whole number of days 1-3650');
  const logLevel = oneOf('LOG_LEVEL', LOG_LEVELS);
  const graphqlLimits: GraphqlLimits = Object.freeze({
    maxBatch: integer('GRAPHQL_MAX_BATCH', 1, 100, 'a whole number 1-100'),
    maxQueryLength: integer('GRAPHQL_MAX_QUERY_LENGTH', 1024, 1_000_000, 'a whole number 1024-1000000'),
    maxTokens: integer('GRAPHQL_MAX_TOKENS', 100, 100_000, 'a whole number 100-100000'),
    maxAliases: integer('GRAPHQL_MAX_ALIASES', 0, 1000, 'a whole number 0-1000'),
    maxDepth: integer('GRAPHQL_MAX_DEPTH', 2, 100, 'a whole number 2-100'),
    maxDirectives: integer('GRAPHQL_MAX_DIRECTIVES', 0, 1000, 'a whole number 0-1000'),
    maxCost: integer('GRAPHQL_MAX_COST', 10, 1_000_000, 'a whole number 10-1000000'),
  });

  const nodeEnv = oneOf('NODE_ENV', NODE_ENVS);

  const support = loadSupportConfig(env, nodeEnv === 'production', problems);
  const returns = loadReturnsConfig(env, problems);
  const returnPhotos = loadReturnPhotosConfig(env, problems);
  const lightning = loadLightningConfig(env, problems);
  const account = loadAccountConfig(env, problems);
  const forms = loadFormsConfig(env, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze({
    port,
    host,
    redisUrl,
    redisClusterNodes: redisClusterNodes === null ? null : Object.freeze(redisClusterNodes),
    redisKeyPrefix,
    redisConnectTimeoutMs: 5000,
    upstreamUrl,
    upstreamClientId,
    upstreamClientSecret,
    upstreamTimeoutMs,
    upstreamSubmitTimeoutMs,
    upstreamTokenTimeoutMs,
    catalogueCacheTtlMs,
    contentCacheTtlMs,
    healthCheckTimeoutMs,
    workersEnabled: workers === '1',
    workerConcurrency,
    submitJobAttempts,
    jobBackoffMs,
    submitOrderLookupMaxMs,
    jobLockMs,
    speditionWaitMs,
    checkoutTtlMs: checkoutTtlDays * 24 * 60 * 60 * 1000,
    graphqlLimits,
    logLevel,
    nodeEnv,
    isProduction: nodeEnv === 'production',
    support,
    returns,
    returnPhotos,
    lightning,
    account,
    forms,
  });
}

function hasProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Nest's log levels for a LOG_LEVEL: each level includes the quieter ones. */
export function nestLogLevels(level: AppLogLevel): LogLevel[] {
  const order: Record<AppLogLevel, LogLevel[]> = {
    error: ['fatal', 'error'],
    warn: ['fatal', 'error', 'warn'],
    info: ['fatal', 'error', 'warn', 'log'],
    debug: ['fatal', 'error', 'warn', 'log', 'debug'],
    verbose: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
  };
  return order[level];
}

/** The configuration of an entry point (main, worker): a bad environment ends the process with the message. */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
