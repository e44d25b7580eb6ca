import { getStateNodes, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';

// Guards are written once, as functions answering a typed reason (or null when they pass). The
// XState guard is derived from that function, so "may I?" and "why not?" cannot drift apart.

const REASON = Symbol.for('@tafel/workflow-machine/reason');

/** What XState hands a guard: the machine's context and the event being decided. */
export interface ReasonArgs<TContext, TEvent> {
  context: TContext;
  event: TEvent;
}

/** A guard written as "why not": a reason when the transition must be refused, null when it may be taken. */
export type ReasonFunction<TContext, TEvent, TReason extends string, TParams = undefined> = (
  args: ReasonArgs<TContext, TEvent>,
  params: TParams,
) => TReason | null;

/** An XState guard (true exactly when its reason is null) that also carries the reason function. */
export interface ReasonedGuard<TContext, TEvent, TReason extends string, TParams = undefined> {
  (args: ReasonArgs<TContext, TEvent>, params: TParams): boolean;
  readonly reason: ReasonFunction<TContext, TEvent, TReason, TParams>;
}

/** Turns a reason function into an XState guard that passes exactly when the reason is null. */
export function reasoned<TContext, TEvent, TReason extends string, TParams = undefined>(
  reason: ReasonFunction<TContext, TEvent, TReason, TParams>,
): ReasonedGuard<TContext, TEvent, TReason, TParams> {
  const guard = (args: ReasonArgs<TContext, TEvent>, params: TParams): boolean => reason(args, params) === null;
  Object.defineProperty(guard, 'reason', { value: reason, enumerable: true });
  Object.defineProperty(guard, REASON, { value: reason });
  return guard as ReasonedGuard<TContext, TEvent, TReason, TParams>;
}

/**
 * `reasoned` with the machine's context, event and reason types fixed once, so guards declared
 * inside `setup({ guards })` are typed without repeating them:
 * `const reason = reasonedFor<Ctx, Ev, Reason>(); setup({ guards: { ok: reason(({ context }) => ...) } })`.
 */
export function reasonedFor<TContext, TEvent, TReason extends string>() {
  return <TParams = undefined>(reason: ReasonFunction<TContext, TEvent, TReason, TParams>) => reasoned(reason);
}

/** The reason function behind a reasoned guard, or undefined for any other guard. */
export function reasonOf(guard: unknown): ReasonFunction<unknown, unknown, string, unknown> | undefined {
  if (typeof guard !== 'function') return undefined;
  return (guard as unknown as Record<symbol, ReasonFunction<unknown, unknown, string, unknown> | undefined>)[REASON];
}

/** What a state node may declare in its `meta` for whyNot. */
export interface WorkflowStateMeta<TReason extends string = string> {
  /**
   * The state refuses events it has no transition for with this reason (one reason for every event,
   * or one per event type with '*' for the rest), e.g. `refuses: 'SUBMISSION_IN_PROGRESS'`.
   */
  refuses?: TReason | Readonly<Partial<Record<string, TReason>>>;
  /**
   * Name(s) of reasoned guards of the machine that hold while it is in this state: a transition
   * inside the state is refused for their reason first (what is missing to get there at all).
   */
  requires?: string | readonly string[];
}

/** How whyNot answers when no guard and no state gives a reason. */
export interface WhyNotOptions<TEvent extends EventObject, TReason extends string> {
  /** The reason of last resort, e.g. 'NOT_IN_THIS_STATE', or one chosen per event. */
  fallback: TReason | ((event: TEvent) => TReason);
}

type GuardRef = string | { type: string; params?: unknown } | ((...args: never[]) => unknown) | undefined;
interface TransitionLike {
  eventType: string;
  guard?: GuardRef;
  source: AnyStateNode;
}

function matchesDescriptor(descriptor: string, type: string): boolean {
  if (descriptor === type || descriptor === '*') return true;
  return descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1));
}

function transitionsFor(node: AnyStateNode, type: string): TransitionLike[] {
  const found: TransitionLike[] = [];
  for (const [descriptor, definitions] of node.transitions as Map<string, TransitionLike[]>) {
    if (matchesDescriptor(descriptor, type)) found.push(...definitions);
  }
  return found;
}

/** The reason a guard gives for these args, or null when it passes or cannot give one (not reasoned, `not(...)`). */
function guardReason(machine: AnyStateMachine, guard: GuardRef, args: ReasonArgs<unknown, EventObject>, params?: unknown): string | null {
  if (guard === undefined) return null;
  if (typeof guard === 'string') return guardReason(machine, machine.implementations.guards[guard] as GuardRef, args);
  if (typeof guard === 'object') {
    const resolvedParams = typeof guard.params === 'function' ? (guard.params as (a: unknown) => unknown)(args) : guard.params;
    return guardReason(machine, machine.implementations.guards[guard.type] as GuardRef, args, resolvedParams);
  }
  const reason = reasonOf(guard);
  if (reason) return reason(args, params);
  const combinator = guard as unknown as { name?: string; guards?: GuardRef[] };
  const inner = (combinator.guards ?? []).map((g) => guardReason(machine, g, args));
  if (combinator.name === 'and') return inner.find((r) => r !== null) ?? null;
  if (combinator.name === 'or') return inner.length > 0 && inner.every((r) => r !== null) ? inner[0]! : null;
  return null;
}

function metaOf(node: AnyStateNode): WorkflowStateMeta | undefined {
  return node.meta as WorkflowStateMeta | undefined;
}

function lineage(node: AnyStateNode): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) nodes.unshift(n);
  return nodes;
}

/** First reason of a transition: what its states require (outermost first), then its guard. */
function transitionReason(machine: AnyStateMachine, transition: TransitionLike, args: ReasonArgs<unknown, EventObject>): string | null {
  for (const node of lineage(transition.source)) {
    const requires = metaOf(node)?.requires;
    for (const name of typeof requires === 'string' ? [requires] : (requires ?? [])) {
      const reason = guardReason(machine, name, args);
      if (reason !== null) return reason;
    }
  }
  return guardReason(machine, transition.guard, args);
}

function refusal(node: AnyStateNode, type: string): string | undefined {
  const refuses = metaOf(node)?.refuses;
  if (refuses === undefined || typeof refuses === 'string') return refuses;
  return refuses[type] ?? refuses['*'];
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes)];
}

/**
 * Why the machine refuses `event` in `snapshot`, or null when it accepts it. The answer is taken
 * from the machine itself, in this order:
 * 1. the reasoned guards of the transitions for the event in the active states (leaf first, as
 *    XState picks them), including what their states `require`;
 * 2. a `meta.refuses` of an active state (leaf first);
 * 3. the reasoned guards (and `requires`) of the transitions for the event elsewhere in the
 *    machine, in document order: what stands between this snapshot and a state that would take it;
 * 4. `options.fallback`.
 */
export function whyNot<TEvent extends EventObject, TReason extends string>(
  snapshot: AnyMachineSnapshot,
  event: TEvent,
  options: WhyNotOptions<TEvent, TReason>,
): TReason | null {
  if (snapshot.can(event)) return null;
  const machine = snapshot.machine as AnyStateMachine;
  const args: ReasonArgs<unknown, EventObject> = { context: snapshot.context, event };
  const active = getStateNodes(machine.root, snapshot.value) as AnyStateNode[];
  const activeSet = new Set(active);
  const leaves = active.filter((n) => n.type === 'atomic' || n.type === 'final');
  const upwards = (leaf: AnyStateNode): AnyStateNode[] => lineage(leaf).reverse();

  const seen = new Set<TransitionLike>();
  for (const leaf of leaves) {
    for (const node of upwards(leaf)) {
      for (const transition of transitionsFor(node, event.type)) {
        if (seen.has(transition)) continue;
        seen.add(transition);
        const reason = transitionReason(machine, transition, args);
        if (reason !== null) return reason as TReason;
      }
    }
  }
  for (const leaf of leaves) {
    for (const node of upwards(leaf)) {
      const reason = refusal(node, event.type);
      if (reason !== undefined) return reason as TReason;
    }
  }
  for (const node of allNodes(machine.root as AnyStateNode)) {
    if (activeSet.has(node)) continue;
    for (const transition of transitionsFor(node, event.type)) {
      const reason = transitionReason(machine, transition, args);
      if (reason !== null) return reason as TReason;
    }
  }
  return typeof options.fallback === 'function' ? options.fallback(event) : options.fallback;
}
