import type { AnyWorkflowDefinition } from './workflow-definition.js';
import { WorkflowRegistry } from './workflow-registry.js';

// The registry reads only the kind of a definition.
const definitionOf = (kind: string) => ({ kind, title: kind }) as unknown as AnyWorkflowDefinition;

describe('WorkflowRegistry', () => {
  it('finds registered kinds and lists them in registration order', () => {
    const registry = new WorkflowRegistry();
    const toy = definitionOf('toy');
    const returns = definitionOf('returns-2');
    registry.register(toy);
    registry.register(returns);
    expect(registry.get('toy')).toBe(toy);
    expect(registry.find('returns-2')).toBe(returns);
    expect(registry.all()).toEqual([toy, returns]);
  });

  it.each(['', 'Toy', '1toy', 'toy_kind', 'toy kind', 'toy:x', 'a'.repeat(41)])('refuses the bad kind %j', (kind) => {
    const registry = new WorkflowRegistry();
    expect(() => registry.register(definitionOf(kind))).toThrow(/must be 1-40 characters of a-z 0-9 -/);
    expect(registry.all()).toEqual([]);
  });

  it('refuses a second definition of a kind and keeps the first', () => {
    const registry = new WorkflowRegistry();
    const first = definitionOf('toy');
    registry.register(first);
    expect(() => registry.register(definitionOf('toy'))).toThrow("workflow kind 'toy' is registered twice");
    expect(registry.get('toy')).toBe(first);
  });

  it('accepts the same definition registered again (a module instantiated twice)', () => {
    const registry = new WorkflowRegistry();
    const toy = definitionOf('toy');
    registry.register(toy);
    registry.register(toy);
    expect(registry.all()).toEqual([toy]);
  });

  it('answers an unknown kind with undefined from find and an error from get', () => {
    const registry = new WorkflowRegistry();
    expect(registry.find('nope')).toBeUndefined();
    expect(() => registry.get('nope')).toThrow("no workflow kind 'nope' is registered");
  });
});
