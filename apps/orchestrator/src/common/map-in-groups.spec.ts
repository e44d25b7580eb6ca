import { mapInGroups } from './map-in-groups.js';

describe('mapInGroups', () => {
  it('answers in order with at most `size` calls under way', async () => {
    let running = 0;
    let most = 0;
    const result = await mapInGroups([5, 1, 4, 2, 3, 0, 6], 3, async (n, index) => {
      most = Math.max(most, (running += 1));
      await new Promise((resolve) => setTimeout(resolve, n));
      running -= 1;
      return `${index}:${n}`;
    });
    expect(result).toEqual(['0:5', '1:1', '2:4', '3:2', '4:3', '5:0', '6:6']);
    expect(most).toBe(3);
  });

  it('answers [] for no items and refuses a group size below 1', async () => {
    expect(await mapInGroups([], 2, async () => 1)).toEqual([]);
    await expect(mapInGroups([1], 0, async () => 1)).rejects.toThrow(RangeError);
  });
});
