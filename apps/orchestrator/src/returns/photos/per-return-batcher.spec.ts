import { PerReturnBatcher, takeAccepted } from './per-return-batcher.js';

describe('PerReturnBatcher', () => {
  it('saves what arrives during a save in the next one, per return, in order', async () => {
    const saves: string[][] = [];
    let release: () => void = () => undefined;
    const batcher = new PerReturnBatcher<string, string>(async (key, items) => {
      saves.push([key, ...items]);
      if (saves.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return items.map((item) => `${item}!`);
    });
    const first = batcher.run('rt-1', 'a');
    const later = [batcher.run('rt-1', 'b'), batcher.run('rt-1', 'c'), batcher.run('rt-2', 'x')];
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await Promise.all([first, ...later])).toEqual(['a!', 'b!', 'c!', 'x!']);
    expect(saves).toEqual([['rt-1', 'a'], ['rt-2', 'x'], ['rt-1', 'b', 'c']]);
  });

  it('gives every item of a failed save the error, and goes on with the next', async () => {
    let calls = 0;
    const batcher = new PerReturnBatcher<number, number>(async (_key, items) => {
      calls += 1;
      if (calls === 1) throw new Error('Redis away');
      return items;
    });
    await expect(batcher.run('rt-1', 1)).rejects.toThrow('Redis away');
    await expect(batcher.run('rt-1', 2)).resolves.toBe(2);
  });

  it('counts each accepted event for one command', () => {
    const accepted = ['photo.add|p1', 'photo.add|p1'];
    expect(takeAccepted(accepted, 'photo.add|p1')).toBe(true);
    expect(takeAccepted(accepted, 'photo.add|p1')).toBe(true);
    expect(takeAccepted(accepted, 'photo.add|p1')).toBe(false);
  });
});
