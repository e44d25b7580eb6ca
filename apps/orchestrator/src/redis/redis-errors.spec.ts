import { isRedisUnavailableError, isTransientRedisError } from './redis-errors.js';

function named(name: string, message: string, code?: string): Error {
  const error = new Error(message);
  error.name = name;
  if (code) Object.assign(error, { code });
  return error;
}

describe('isTransientRedisError', () => {
  it.each([
    ['a closed connection', new Error('Connection is closed.')],
    ['a command timeout', new Error('Command timed out')],
    ['retries used up while reconnecting', named('MaxRetriesPerRequestError', 'Reached the max retries per request limit (which is 1). Refer to "maxRetriesPerRequest" option for details.')],
    ['a refused connection', named('Error', 'connect ECONNREFUSED 127.0.0.1:6379', 'ECONNREFUSED')],
    ['a reset connection', named('Error', 'read ECONNRESET', 'ECONNRESET')],
    // A BullMQ worker's blocking connection re-throws the socket error without its code.
    ['a reset connection re-thrown without its code', new Error('read ECONNRESET')],
    ['a refused connection re-thrown without its code', new Error('connect ECONNREFUSED 127.0.0.1:6379')],
    ['Redis loading its data', named('ReplyError', 'LOADING Redis is loading the dataset in memory')],
    ['a busy script', named('ReplyError', 'BUSY Redis is busy running a script.')],
    ['out of memory', named('ReplyError', "OOM command not allowed when used memory > 'maxmemory'.")],
    ['a replica during failover', named('ReplyError', "READONLY You can't write against a read only replica.")],
    ['a command sent while disconnected without an offline queue', new Error("Stream isn't writeable and enableOfflineQueue options is false")],
    ['a cluster whose nodes all failed to give the slot map', named('ClusterAllFailedError', 'Failed to refresh slots cache.')],
    ['a cluster none of whose seed nodes answer', new Error('None of startup nodes is available')],
    ['a cluster not ready yet without an offline queue', new Error("Cluster isn't ready and enableOfflineQueue options is false")],
    ['a cluster slot without a master', named('ReplyError', 'CLUSTERDOWN The cluster is down')],
    ['a command that used up its retries while a dead master was failed over', new Error('Too many Cluster redirections. Last error: Error: Connection is closed.')],
    ['a slot being migrated', named('ReplyError', 'TRYAGAIN Multiple keys request during rehashing of slot')],
  ])('retries %s', (_what, error) => {
    expect(isTransientRedisError(error)).toBe(true);
  });

  it.each([
    ['a script error of our own', named('ReplyError', 'ERR user_script:1: bad record key')],
    ['a wrong type', named('ReplyError', 'WRONGTYPE Operation against a key holding the wrong kind of value')],
    ['keys of one command on different cluster slots (a bug of ours)', named('ReplyError', "CROSSSLOT Keys in request don't hash to the same slot")],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'value')")],
    ['a word that only starts like a transient reply', named('ReplyError', 'LOADINGX no such thing')],
    ['a socket-like message with another code', new Error('read EACCES')],
    ['an object that only has a message', { message: 'Connection is closed.' }],
    ['a network code inside another message', new Error('upstream said: read ECONNRESET')],
    ['not an error at all', 'Connection is closed.'],
  ])('does not retry %s', (_what, error) => {
    expect(isTransientRedisError(error)).toBe(false);
  });
});

describe('isRedisUnavailableError', () => {
  it('is true for the errors a lost Redis gives a call', () => {
    expect(isRedisUnavailableError(named('MaxRetriesPerRequestError', 'Reached the max retries per request limit (which is 1).'))).toBe(true);
    expect(isRedisUnavailableError(new Error('Connection is closed.'))).toBe(true);
    expect(isRedisUnavailableError(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(true);
  });

  it('recognises an error made in another realm (a socket error of Node itself inside a test context)', async () => {
    const { runInNewContext } = await import('node:vm');
    const foreign = runInNewContext(`Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })`) as unknown;
    expect(foreign instanceof Error).toBe(false);
    expect(isRedisUnavailableError(foreign)).toBe(true);
    expect(isTransientRedisError(runInNewContext(`new TypeError('x is undefined')`))).toBe(false);
  });

  it('looks through wrappers that keep the Redis error as their cause', () => {
    const wrapped = new Error('could not add the job', { cause: new Error('outer', { cause: new Error('Connection is closed.') }) });
    expect(isRedisUnavailableError(wrapped)).toBe(true);
  });

  it('is false for bugs, refused commands and non-errors, and stops on a cyclic cause chain', () => {
    expect(isRedisUnavailableError(new TypeError('x is undefined'))).toBe(false);
    expect(isRedisUnavailableError(named('ReplyError', 'WRONGTYPE Operation against a key holding the wrong kind of value'))).toBe(false);
    expect(isRedisUnavailableError('Connection is closed.')).toBe(false);
    expect(isRedisUnavailableError(undefined)).toBe(false);
    const cyclic = new Error('a');
    Object.assign(cyclic, { cause: cyclic });
    expect(isRedisUnavailableError(cyclic)).toBe(false);
  });
});
