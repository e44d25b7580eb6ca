/** Everything the upstream stand-in reads from the environment, validated once at start-up. */
export interface UpstreamConfig {
  port: number;
  host: string;
  clientId: string;
  clientSecret: string;
  tokenTtlSeconds: number;
  faultsEnabled: boolean;
  logRequests: boolean;
}

/** A bad environment value; the message names the variable so start-up can fail clearly. */
export class ConfigError extends Error {
  constructor(
    public readonly variable: string,
    detail: string,
  ) {
    super(`${variable}: ${detail}`);
    this.name = 'ConfigError';
  }
}

export const CONFIG_DEFAULTS = {
  UPSTREAM_PORT: '4100',
  UPSTREAM_HOST: '127.0.0.1',
  UPSTREAM_CLIENT_ID: 'tafel',
  UPSTREAM_CLIENT_SECRET: 'tafel-secret',
  UPSTREAM_TOKEN_TTL_SECONDS: '3600',
  UPSTREAM_FAULTS: '0',
  UPSTREAM_LOG_REQUESTS: '0',
} as const;

type Env = Record<string, string | undefined>;

function read(env: Env, name: keyof typeof CONFIG_DEFAULTS): string {
  const value = env[name]?.trim();
  // An empty variable (e.g. `UPSTREAM_PORT=` in a compose file) means "use the default".
  return value === undefined || value === '' ? CONFIG_DEFAULTS[name] : value;
}

function integer(env: Env, name: keyof typeof CONFIG_DEFAULTS, min: number, max: number): number {
  const raw = read(env, name);
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `expected a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `expected ${min}..${max}, got ${value}`);
  return value;
}

function flag(env: Env, name: keyof typeof CONFIG_DEFAULTS): boolean {
  const raw = read(env, name).toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `expected 1 or 0 (true/false), got "${raw}"`);
}

function text(env: Env, name: keyof typeof CONFIG_DEFAULTS): string {
  const value = read(env, name);
  if (/[\s]/.test(value)) throw new ConfigError(name, 'must not contain whitespace');
  return value;
}

/** Reads and validates the configuration; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): UpstreamConfig {
  return {
    port: integer(env, 'UPSTREAM_PORT', 0, 65535),
    host: text(env, 'UPSTREAM_HOST'),
    clientId: text(env, 'UPSTREAM_CLIENT_ID'),
    clientSecret: text(env, 'UPSTREAM_CLIENT_SECRET'),
    // At most a day: clients keep the token in a cookie for expires_in − 60 s (spec §7).
    tokenTtlSeconds: integer(env, 'UPSTREAM_TOKEN_TTL_SECONDS', 1, 86_400),
    faultsEnabled: flag(env, 'UPSTREAM_FAULTS'),
    logRequests: flag(env, 'UPSTREAM_LOG_REQUESTS'),
  };
}
