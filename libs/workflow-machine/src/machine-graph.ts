import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** One state of a machine definition, for drawing it as a state chart. */
export interface MachineGraphState {
  /** Dotted path from the root, e.g. `active.shipping.editing`; '' is never used (the root is not a state here). */
  id: string;
  key: string;
  /** Path of the parent state, or null for a top-level state. */
  parent: string | null;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Marked as the initial child of its parent (or of the machine). */
  initial: boolean;
  /**
   * Resolves at once through an unguarded eventless transition (`always`): no snapshot rests there.
   * A state whose eventless transitions are all guarded (e.g. a parallel region's idle / busy /
   * uploadFailed, re-checked after every event) can rest, so it is not transient.
   */
  transient: boolean;
  /** Host actors the state invokes. */
  invokes: string[];
  /** Transitions without a target (they only run actions): `event [guard]`, drawn inside the state. */
  internal: string[];
}

/** One transition (edge) of a machine definition; several guarded branches to one target are one edge. */
export interface MachineGraphTransition {
  id: string;
  source: string;
  target: string;
  /** Event type (`always` for eventless, `done: actor` / `error: actor` for invoke results). */
  event: string;
  /** Guard label, e.g. `readyToSubmit`, `!loginOk` or `submitFailedWith(reason: CART_CHANGED)`; null when unguarded. */
  guard: string | null;
}

/** A machine definition as a graph: states (with nesting) and labelled transitions. */
export interface MachineGraph {
  machineId: string;
  states: MachineGraphState[];
  transitions: MachineGraphTransition[];
}

type GuardLike = string | { type?: string; params?: unknown } | ((...args: never[]) => unknown) | undefined;

function paramsLabel(params: unknown): string {
  if (params === undefined || params === null) return '';
  if (typeof params !== 'object') return String(params);
  return Object.entries(params as Record<string, unknown>)
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join(', ');
}

/** A readable label of an XState v5 guard: named guards, their params, and not/and/or combinators. */
export function guardLabel(guard: GuardLike): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combinator = guard as unknown as { check?: unknown; guards?: GuardLike[]; name?: string };
    const inner = (combinator.guards ?? []).map((g) => guardLabel(g) ?? '?');
    if (combinator.name === 'not' && inner.length === 1) return `!${inner[0]}`;
    if (combinator.name === 'and') return inner.join(' && ');
    if (combinator.name === 'or') return inner.join(' || ');
    return combinator.name || 'inline guard';
  }
  const params = paramsLabel(guard.params);
  return params ? `${guard.type}(${params})` : (guard.type ?? 'guard');
}

function stateId(node: AnyStateNode): string {
  return node.path.join('.');
}

function eventLabel(eventType: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error: ${error[1]}`;
  return eventType === '' ? 'always' : eventType;
}

/**
 * The graph of a machine definition, generated from `machine.root` (never hand-drawn): every state
 * node with its nesting, and every transition labelled with its event and guard. Transitions that
 * share source, target and event are merged into one edge whose guard lists the branches; target-
 * less transitions (actions only) are listed on their state instead of drawn as loops.
 */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const states: MachineGraphState[] = [];
  const edges = new Map<string, MachineGraphTransition>();

  const visit = (node: AnyStateNode, parent: AnyStateNode | null): void => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (parent !== null) {
      const initialTargets = (parent.initial?.target ?? []) as AnyStateNode[];
      const always = (node.always ?? []) as { target?: readonly AnyStateNode[] }[];
      states.push({
        id: stateId(node),
        key: node.key,
        parent: parent.path.length === 0 ? null : stateId(parent),
        type: node.type,
        initial: initialTargets.some((t) => t === node),
        transient: always.some((t) => (t as { guard?: unknown }).guard === undefined && (t.target?.length ?? 0) > 0),
        invokes: (node.invoke ?? []).map((i: { src: unknown; id: string }) => (typeof i.src === 'string' ? i.src : i.id)),
        internal: [],
      });
      const own = states[states.length - 1]!;
      type Definition = { eventType: string; target?: readonly AnyStateNode[]; guard?: GuardLike };
      const definitions = [...[...node.transitions.values()].flat(), ...always.map((t) => ({ ...t, eventType: '' }))] as Definition[];
      for (const transition of definitions) {
        const event = eventLabel(transition.eventType);
        const guard = guardLabel(transition.guard);
        const targets = transition.target ?? [];
        if (targets.length === 0) {
          const label = guard ? `${event} [${guard}]` : event;
          if (!own.internal.includes(label)) own.internal.push(label);
          continue;
        }
        for (const target of targets) {
          const key = `${own.id}→${stateId(target)}:${event}`;
          const existing = edges.get(key);
          if (existing) {
            if (guard && existing.guard !== guard) existing.guard = existing.guard ? `${existing.guard} | ${guard}` : guard;
            continue;
          }
          edges.set(key, { id: `t${edges.size}`, source: own.id, target: stateId(target), event, guard });
        }
      }
    }
    for (const child of children) visit(child, node);
  };
  visit(machine.root as AnyStateNode, null);
  return { machineId: machine.id, states, transitions: [...edges.values()] };
}

/** The ways out of one state a snapshot can rest in. */
export interface StateExits {
  /** Dotted path of an atomic, non-final, non-transient state. */
  state: string;
  /** Event types of the transitions that leave it (its own and its ancestors'), sorted; `done: x` / `error: x` for invoked actors. */
  events: string[];
}

/**
 * For every state a snapshot can rest in (atomic, not final, not transient) the events that take
 * it elsewhere: transitions of the state or an ancestor whose target is another state. A state
 * left by guarded eventless transitions (a region's uploads.uploadFailed) is left after the
 * target-less events of its ancestors (e.g. photo.retry, photo.remove on `uploads`): they change
 * the context, then the guards are checked again; those events count as its exits too (with
 * `always`). A state with no exits, or whose exits nobody sends, is a dead end for the shopper.
 */
export function stateExits(graph: MachineGraph): StateExits[] {
  const byId = new Map(graph.states.map((s) => [s.id, s] as const));
  const lineage = (id: string): string[] => {
    const ids: string[] = [];
    for (let s = byId.get(id); s; s = s.parent === null ? undefined : byId.get(s.parent)) ids.push(s.id);
    return ids;
  };
  return graph.states
    .filter((s) => s.type === 'atomic' && !s.transient)
    .map((s) => {
      const sources = new Set(lineage(s.id));
      const events = graph.transitions.filter((t) => sources.has(t.source) && t.target !== s.id).map((t) => t.event);
      if (events.includes('always')) {
        for (const id of sources) for (const label of byId.get(id)!.internal) events.push(label.replace(/ \[.*\]$/, ''));
      }
      return { state: s.id, events: [...new Set(events)].sort() };
    });
}
