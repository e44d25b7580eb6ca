import { describe, expect, it, jest } from '@jest/globals';
import { retryingLoader } from './retrying-loader';

describe('retryingLoader', () => {
  it('loads once and keeps the module it loaded', async () => {
    const load = jest.fn(async () => ({ answer: 42 }));
    const get = retryingLoader(load);
    expect(await get()).toEqual({ answer: 42 });
    expect(await get()).toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers null while the chunk does not load, and loads it again at the next call', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fails = 2;
    const load = jest.fn(async () => {
      if (fails-- > 0) throw new Error('ChunkLoadError');
      return 'module';
    });
    const get = retryingLoader(load);
    expect(await get()).toBeNull();
    expect(await get()).toBeNull();
    expect(await get()).toBe('module');
    expect(await get()).toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('shares one attempt between calls made while it loads', async () => {
    const load = jest.fn(async () => 'module');
    const get = retryingLoader(load);
    expect(await Promise.all([get(), get()])).toEqual(['module', 'module']);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
