import { createActor, initialTransition, transition, type Snapshot } from 'xstate';
import { toyMachine } from '../test/toy-machine.js';
import { machinePersistence, persist, restore, UnknownMachineVersionError } from './index.js';

type Persisted = { value: unknown; context: Record<string, unknown> };

describe('versioned snapshot persistence', () => {
  const titled = transition(toyMachine, initialTransition(toyMachine, {})[0], { type: 'title.set', title: 'Hello' })[0];

  it('persists a snapshot or an actor with the version, and restores it', () => {
    const persisted = persist(toyMachine, 2, titled);
    expect(persisted.version).toBe(2);
    expect(JSON.parse(JSON.stringify(persisted))).toEqual(persisted);
    const actor = createActor(toyMachine, { snapshot: restore(persisted, { currentVersion: 2 }), input: {} }).start();
    expect(actor.getSnapshot().context.title).toBe('Hello');
    expect(persist(toyMachine, 2, actor)).toEqual(persisted);
    actor.stop();
  });

  it('refuses versions it does not know', () => {
    const persisted = persist(toyMachine, 1, titled);
    for (const version of [0, 3, 1.5, Number.NaN, '1' as unknown as number]) {
      expect(() => restore({ ...persisted, version }, { currentVersion: 2, migrations: { 1: (s) => s } })).toThrow(UnknownMachineVersionError);
    }
    const error = (() => {
      try {
        restore({ ...persisted, version: 7 }, { currentVersion: 2, machineName: 'note' });
      } catch (e) {
        return e as UnknownMachineVersionError;
      }
    })();
    expect(error).toMatchObject({ code: 'UNKNOWN_MACHINE_VERSION', version: 7, currentVersion: 2, name: 'UnknownMachineVersionError' });
    expect(error?.message).toContain('note snapshot of machine version 7');
  });

  it('refuses a gap in the migration chain, with the machine lib’s own error when it has one', () => {
    class NoteVersionError extends UnknownMachineVersionError {}
    const persisted = persist(toyMachine, 1, titled);
    expect(() => restore(persisted, { currentVersion: 3, migrations: { 1: (s) => s } })).toThrow(UnknownMachineVersionError);
    expect(() => restore(persisted, { currentVersion: 2, unknownVersion: (v, c) => new NoteVersionError(v, c, 'note') })).toThrow(NoteVersionError);
  });

  it('runs the migrations in order from the persisted version to the current one', () => {
    const persisted = persist(toyMachine, 1, titled);
    const seen: number[] = [];
    const migrations = {
      1: (s: Snapshot<unknown>) => {
        seen.push(1);
        const p = s as unknown as Persisted;
        return { ...p, context: { ...p.context, title: `${String(p.context['title'])} v2` } } as unknown as Snapshot<unknown>;
      },
      2: (s: Snapshot<unknown>) => {
        seen.push(2);
        const p = s as unknown as Persisted;
        return { ...p, context: { ...p.context, title: `${String(p.context['title'])} v3` } } as unknown as Snapshot<unknown>;
      },
    };
    const snapshot = restore(persisted, { currentVersion: 3, migrations });
    expect(seen).toEqual([1, 2]);
    expect((snapshot as unknown as Persisted).context['title']).toBe('Hello v2 v3');
    expect(restore(persist(toyMachine, 3, titled), { currentVersion: 3, migrations })).toEqual(persist(toyMachine, 3, titled).snapshot);
    expect(seen).toEqual([1, 2]);
  });
});

describe('machinePersistence', () => {
  class NoteVersionError extends UnknownMachineVersionError {}
  const titled = transition(toyMachine, initialTransition(toyMachine, {})[0], { type: 'title.set', title: 'Hello' })[0];
  const retitle = (s: Snapshot<unknown>): Snapshot<unknown> => {
    const p = s as unknown as Persisted;
    return { ...p, context: { ...p.context, title: 'migrated' } } as unknown as Snapshot<unknown>;
  };
  const notes = machinePersistence(toyMachine, { version: 2, migrations: { 1: retitle }, unknownVersion: (v, c) => new NoteVersionError(v, c, 'note') });

  it('writes its version and restores through its migrations', () => {
    const persisted = notes.persist(titled);
    expect(persisted).toEqual(persist(toyMachine, 2, titled));
    expect(notes.restore(persisted)).toEqual(persisted.snapshot);
    expect((notes.restore({ ...persisted, version: 1 }) as unknown as Persisted).context['title']).toBe('migrated');
  });

  it('refuses unknown versions with the lib’s own error', () => {
    const persisted = notes.persist(titled);
    expect(() => notes.restore({ ...persisted, version: 3 })).toThrow(NoteVersionError);
    expect(() => notes.restore({ ...persisted, version: 0 })).toThrow(/note snapshot of machine version 0: this build runs version 2/);
  });

  it('lets a caller override the current version and the migrations', () => {
    const persisted = notes.persist(titled);
    expect(() => notes.restore(persisted, { currentVersion: 3 })).toThrow(NoteVersionError);
    expect(notes.restore(persisted, { currentVersion: 3, migrations: { 2: (s) => s } })).toEqual(persisted.snapshot);
    expect(() => notes.restore({ ...persisted, version: 1 }, { migrations: {} })).toThrow(NoteVersionError);
  });
});
