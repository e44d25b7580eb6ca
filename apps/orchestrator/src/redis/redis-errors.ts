// Errors of the Redis connection that say "not now" rather than "never": the connection was
// lost or timed out, or Redis is busy loading, out of memory or failing over. A job that meets one
// is tried again later (BullMQ backoff); a command from our own code that Redis refuses (a script
// error, a wrong type) is not among them.

/** Network error codes of a lost or refused connection. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** Redis error replies (their first word) that pass once Redis is ready again. */
const TRANSIENT_REPLIES = new Set(['LOADING', 'BUSY', 'TRYAGAIN', 'OOM', 'MASTERDOWN', 'READONLY', 'CLUSTERDOWN']);

// ioredis's own messages for a closed connection and for COMMAND_TIMEOUT.
const CONNECTION_MESSAGES = new Set(['Connection is closed.', 'Command timed out']);
// ioredis, for a command sent while disconnected by a client without an offline queue.
const NOT_WRITEABLE_PREFIX = "Stream isn't writeable";
// ioredis's Cluster while it has no usable slot map (every node it asked failed, or a failover is
// under way): the next refresh or the replica's promotion ends it.
const CLUSTER_MESSAGES = new Set(['Failed to refresh slots cache.', 'None of startup nodes is available', "Cluster isn't ready and enableOfflineQueue options is false"]);
// ioredis's Cluster once a command used up its `maxRedirections` retries (MOVED to, or closed
// connection of, a master that is gone) before the replica was promoted.
const REDIRECTIONS_PREFIX = 'Too many Cluster redirections.';
// A socket error's message (`<syscall> <code>`, e.g. "read ECONNRESET") when a library re-threw it
// without its `code` (a BullMQ worker's blocking connection does).
const SOCKET_MESSAGE = /^(read|write|connect|getaddrinfo) ([A-Z]+)\b/;

/**
 * An Error, also one made in another realm (a socket error raised by Node's own code fails
 * `instanceof Error` inside a Jest test context): an object with a string name and message.
 */
function isErrorLike(value: unknown): value is Error {
  if (value instanceof Error) return true;
  return typeof value === 'object' && value !== null && typeof (value as Error).message === 'string' && typeof (value as Error).name === 'string';
}

/** True for a Redis error that another try, a moment later, may not meet again. */
export function isTransientRedisError(error: unknown): boolean {
  if (!isErrorLike(error)) return false;
  if (error.name === 'MaxRetriesPerRequestError' || CONNECTION_MESSAGES.has(error.message) || error.message.startsWith(NOT_WRITEABLE_PREFIX)) return true;
  if (error.name === 'ClusterAllFailedError' || CLUSTER_MESSAGES.has(error.message) || error.message.startsWith(REDIRECTIONS_PREFIX)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  const socket = SOCKET_MESSAGE.exec(error.message);
  if (socket !== null && NETWORK_CODES.has(socket[2] ?? '')) return true;
  return error.name === 'ReplyError' && TRANSIENT_REPLIES.has(error.message.split(' ', 1)[0] ?? '');
}

/**
 * True when a failed call means "Redis cannot be used right now" (connection lost, refused or
 * timed out, Redis loading or failing over), also when a library wrapped the Redis error as the
 * `cause` of its own (BullMQ, our own wrappers). The one classification behind the public
 * SERVICE_UNAVAILABLE answer and the outage log (src/redis/redis-outage.ts).
 */
export function isRedisUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  // A few levels are plenty; the bound keeps a cyclic cause chain from looping.
  for (let depth = 0; depth < 5 && isErrorLike(current); depth += 1) {
    if (isTransientRedisError(current)) return true;
    current = current.cause;
  }
  return false;
}
