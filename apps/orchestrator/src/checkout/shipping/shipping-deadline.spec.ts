import { withinDeadline } from './shipping-deadline.js';

const after = <T>(ms: number, value: T, fail = false) =>
  new Promise<T>((resolve, reject) => setTimeout(() => (fail ? reject(new Error(String(value))) : resolve(value)), ms));

describe('withinDeadline', () => {
  it('answers the work done in time', async () => {
    await expect(withinDeadline(after(5, 'saved'), 200, () => undefined)).resolves.toEqual({ done: true, value: 'saved' });
  });

  it('rejects as the work did when it failed in time', async () => {
    await expect(withinDeadline(after(5, 'refused', true), 200, () => undefined)).rejects.toThrow('refused');
  });

  it('answers "not done" at the deadline while the work goes on; a late failure is reported, not thrown', async () => {
    const late: unknown[] = [];
    let finished = false;
    const work = after(120, 'slow', true).finally(() => (finished = true));
    await expect(withinDeadline(work, 20, (e) => late.push(e))).resolves.toEqual({ done: false });
    expect(finished).toBe(false);
    await work.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 0));
    expect(late).toHaveLength(1);
  });
});
