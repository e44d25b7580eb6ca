import { jest } from '@jest/globals';
import { EventEmitter } from 'node:events';
import { ConsoleLogger, Logger, type LoggerService } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RedisOutage } from './redis-outage.js';

/** Stands in for the ioredis client: its status and the two events RedisOutage follows. */
class FakeClient extends EventEmitter {
  status = 'ready';
  lose(): void {
    this.status = 'reconnecting';
    this.emit('reconnecting', 100);
  }
  recover(): void {
    this.status = 'ready';
    this.emit('ready');
  }
}

describe('RedisOutage', () => {
  let lines: { level: string; message: string }[];
  let clock: number;
  let outage: RedisOutage;
  let client: FakeClient;

  beforeEach(() => {
    lines = [];
    const capture = (level: string) => (message: unknown) => lines.push({ level, message: String(message) });
    const logger: LoggerService = { log: capture('log'), warn: capture('warn'), error: capture('error') };
    Logger.overrideLogger(logger);
    clock = 1_000_000;
    outage = new RedisOutage(() => clock);
    client = new FakeClient();
    outage.watch(client as unknown as Redis);
  });
  afterEach(() => {
    outage.unwatch();
    jest.useRealTimers();
    Logger.overrideLogger(new ConsoleLogger());
  });

  it('logs one warning when the connection is lost and one line when it is back, however many calls failed', () => {
    client.lose();
    for (let i = 0; i < 500; i += 1) outage.report('GraphQL cart', new Error('Connection is closed.'));
    client.lose(); // every reconnect attempt emits it again
    clock += 12_300;
    client.recover();
    expect(lines).toEqual([
      { level: 'warn', message: expect.stringContaining('Redis is unavailable (the connection was lost)') },
      { level: 'log', message: 'Redis is back after 12.3 s (500 calls refused meanwhile)' },
    ]);
  });

  it('a failed call while the connection is already reconnecting starts the outage, with its cause', () => {
    client.status = 'connecting';
    outage.report('GraphQL submitOrder', Object.assign(new Error('Reached the max retries per request limit'), { name: 'MaxRetriesPerRequestError' }));
    outage.report('GraphQL submitOrder', new Error('Connection is closed.'));
    client.recover();
    expect(lines.map((line) => line.level)).toEqual(['warn', 'log']);
    expect(lines[0]!.message).toContain('GraphQL submitOrder: MaxRetriesPerRequestError');
    expect(lines[1]!.message).toContain('(2 calls refused meanwhile)');
  });

  it('a failure reported just before the connection drops is covered by the outage line', () => {
    jest.useFakeTimers();
    outage.report('queue order-submit', new Error('Connection is closed.'));
    client.lose();
    jest.advanceTimersByTime(5000);
    expect(lines.map((line) => line.level)).toEqual(['warn']);
    expect(lines[0]!.message).toContain('the connection was lost');
  });

  it('failures while the connection stays up are logged at most once a minute', () => {
    jest.useFakeTimers();
    outage.report('queue order-submit', new Error('Command timed out'));
    outage.report('queue order-submit', new Error('Command timed out'));
    jest.advanceTimersByTime(1000);
    outage.report('queue order-submit', new Error('Command timed out'));
    jest.advanceTimersByTime(1000);
    expect(lines).toEqual([{ level: 'warn', message: expect.stringContaining('A Redis call failed although the connection is up (queue order-submit: Error: Command timed out)') }]);
    clock += 60_000;
    outage.report('queue order-submit', new Error('Command timed out'));
    jest.advanceTimersByTime(1000);
    // Again the "failed although the connection is up" line: no outage began.
    expect(lines).toHaveLength(2);
    expect(lines[1]!.message).toContain('A Redis call failed although the connection is up');
  });

  it('says nothing about a connection it no longer follows (shutdown)', () => {
    outage.unwatch();
    client.lose();
    outage.report('queue order-submit', new Error('Connection is closed.'));
    client.recover();
    expect(lines).toEqual([]);
  });
});
