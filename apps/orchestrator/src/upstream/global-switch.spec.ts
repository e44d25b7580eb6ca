import { GlobalSwitch } from './global-switch.js';

describe('GlobalSwitch', () => {
  function counting(values: (string | null | Error)[]) {
    const reads: string[] = [];
    const read = async (site: string) => {
      reads.push(site);
      const value = values.shift() ?? null;
      if (value instanceof Error) throw value;
      return value;
    };
    return { reads, read };
  }

  it('is on only when the parameter equals the on value', async () => {
    const { read } = counting(['on', 'off', null]);
    const sw = new GlobalSwitch(read, 'on', 0);
    expect(await sw.isOn('de-de')).toBe(true);
    expect(await sw.isOn('de-de')).toBe(false);
    expect(await sw.isOn('de-de')).toBe(false);
  });

  it('caches per site, shares a running read, and reads again after forget', async () => {
    const { reads, read } = counting(['true', 'false', 'false']);
    const sw = new GlobalSwitch(read, 'true', 60_000);
    expect(await Promise.all([sw.isOn('de-de'), sw.isOn('de-de')])).toEqual([true, true]);
    expect(await sw.isOn('de-de')).toBe(true);
    expect(await sw.isOn('at-de')).toBe(false);
    expect(reads).toEqual(['de-de', 'at-de']);
    sw.forget('de-de');
    expect(await sw.isOn('de-de')).toBe(false);
    expect(reads).toEqual(['de-de', 'at-de', 'de-de']);
  });

  it('answers null for an unreadable switch and does not cache it', async () => {
    const { reads, read } = counting([new Error('down'), 'on']);
    const sw = new GlobalSwitch(read, 'on', 60_000);
    expect(await sw.isOn('de-de')).toBeNull();
    expect(await sw.isOn('de-de')).toBe(true);
    expect(reads).toHaveLength(2);
  });

  it('reads every time when the cache is off', async () => {
    const { reads, read } = counting(['on', 'on']);
    const sw = new GlobalSwitch(read, 'on', 0);
    await sw.isOn('de-de');
    await sw.isOn('de-de');
    expect(reads).toHaveLength(2);
  });
});
