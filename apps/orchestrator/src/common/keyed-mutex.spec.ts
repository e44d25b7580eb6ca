import { KeyedMutex } from './keyed-mutex.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('KeyedMutex', () => {
  it('runs tasks of one key one after another, in order', async () => {
    const mutex = new KeyedMutex();
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await tick(ms);
      log.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([mutex.run('a', task('1', 20)), mutex.run('a', task('2', 1)), mutex.run('a', task('3', 1))]);
    expect(results).toEqual(['1', '2', '3']);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('runs different keys concurrently and survives a failing task', async () => {
    const mutex = new KeyedMutex();
    const log: string[] = [];
    const slow = mutex.run('a', async () => {
      await tick(20);
      log.push('a');
    });
    const failing = mutex.run('b', async () => {
      log.push('b');
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    expect(await mutex.run('b', async () => 'after')).toBe('after');
    await slow;
    expect(log).toEqual(['b', 'a']);
  });
});
