import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';

/** A machine graph as the orchestrator's `machines` query answers it (generated from the definition). */
export interface ChartGraph {
  states: { id: string; key: string; parent: string | null; type: string; initial: boolean; transient: boolean; invokes: string[]; internal: string[] }[];
  transitions: { id: string; source: string; target: string; event: string; guard: string | null }[];
}

export interface ChartNode {
  id: string;
  label: string;
  type: string;
  compound: boolean;
  initial: boolean;
  transient: boolean;
  /** Lines drawn inside the state: invoked actors and transitions without a target. */
  lines: string[];
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartEdge {
  id: string;
  source: string;
  target: string;
  points: { x: number; y: number }[];
  /** Event on the first line, guard (if any) on the second. */
  label: { lines: string[]; x: number; y: number; width: number; height: number } | null;
}

/** A laid-out chart: absolute coordinates, ready to draw. */
export interface ChartLayout {
  width: number;
  height: number;
  nodes: ChartNode[];
  edges: ChartEdge[];
}

// Text is measured by estimate (no DOM on the server): 12 px system sans averages ~6.6 px a character.
const CHAR_WIDTH = 6.6;
const SMALL_CHAR_WIDTH = 6;
const LINE_HEIGHT = 15;
const LABEL_HEIGHT = 18;

const textWidth = (text: string, small = false): number => Math.ceil(text.length * (small ? SMALL_CHAR_WIDTH : CHAR_WIDTH));

/** `event [guard]` — the label of a transition. */
export function transitionLabel(event: string, guard: string | null): string {
  return guard ? `${event} [${guard}]` : event;
}

/** A guard as drawn: parameterised guards read as conditions (`submitFailedWith(reason: X)` → `reason = X`). */
export function compactGuard(guard: string): string {
  return guard.replace(/^\w+\((\w+): ([\w.-]+)\)$/, '$1 = $2');
}

/** The label lines of a drawn edge: the event, then the guard in brackets. */
export function edgeLabelLines(event: string, guard: string | null): string[] {
  return guard ? [event, `[${compactGuard(guard)}]`] : [event];
}

function isDescendant(id: string, ancestor: string): boolean {
  return id.startsWith(`${ancestor}.`);
}

/**
 * Lays a machine graph out with ELK (layered, top to bottom, compound states as containers that
 * hold their children, every edge labelled with event and guard). Transitions from a compound
 * state to one of its own descendants are listed inside the compound instead of drawn (an arrow
 * from a box into itself helps nobody).
 */
export async function layoutChart(graph: ChartGraph): Promise<ChartLayout> {
  const lines = new Map(graph.states.map((s) => [s.id, [...s.invokes.map((a) => `invoke ${a}`), ...s.internal]]));
  const drawn = graph.transitions.filter((t) => {
    if (!isDescendant(t.target, t.source)) return true;
    lines.get(t.source)?.push(`${transitionLabel(t.event, t.guard)} → ${t.target.slice(t.source.length + 1)}`);
    return false;
  });
  const compound = new Set(graph.states.filter((s) => s.parent !== null).map((s) => s.parent!));
  const parentOf = new Map(graph.states.map((s) => [s.id, s.parent]));
  // Guarded branches of one event into many children of one compound (submit.failed by reason into
  // failed.*) become one edge to the compound; each child lists the guard that leads into it. Drawn
  // one by one they would put a row of long labels between the layers and triple the chart's width.
  const groups = new Map<string, ChartGraph['transitions']>();
  for (const t of drawn) {
    const parent = parentOf.get(t.target);
    if (!parent || isDescendant(t.source, parent)) continue;
    const key = `${t.source}|${t.event}|${parent}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  for (const [key, members] of groups) {
    if (members.length < 3) continue;
    const [source, event, parent] = key.split('|') as [string, string, string];
    for (const t of members) {
      drawn.splice(drawn.indexOf(t), 1);
      const line = `⇐ [${t.guard ? compactGuard(t.guard) : 'otherwise'}]`;
      const own = lines.get(t.target);
      if (own && !own.includes(line)) own.push(line);
    }
    drawn.push({ id: `${members[0]!.id}g`, source, target: parent, event, guard: 'by ⇐ in the states' });
  }
  const byParent = new Map<string | null, ChartGraph['states']>();
  for (const state of graph.states) byParent.set(state.parent, [...(byParent.get(state.parent) ?? []), state]);

  const elkNode = (state: ChartGraph['states'][number]): ElkNode => {
    const own = lines.get(state.id) ?? [];
    const title = `${state.initial ? '● ' : ''}${state.key}`;
    if (compound.has(state.id)) {
      const header = LABEL_HEIGHT + 10 + own.length * LINE_HEIGHT;
      return {
        id: state.id,
        layoutOptions: { 'elk.padding': `[top=${header + 8},left=14,bottom=14,right=14]` },
        width: Math.max(textWidth(title) + 28, ...own.map((l) => textWidth(l, true) + 28)),
        children: (byParent.get(state.id) ?? []).map(elkNode),
      };
    }
    return {
      id: state.id,
      width: Math.max(90, textWidth(title) + 28, ...own.map((l) => textWidth(l, true) + 20)),
      height: LABEL_HEIGHT + 16 + own.length * LINE_HEIGHT,
    };
  };

  const root: ElkNode = {
    id: '__root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.spacing.nodeNode': '36',
      'elk.layered.spacing.nodeNodeBetweenLayers': '56',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeEdge': '14',
      'elk.layered.spacing.edgeNodeBetweenLayers': '24',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.edgeLabels.sideSelection': 'ALWAYS_DOWN',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      // The definition's order (routing first, then the steps, submission, failures) guides layering,
      // so the many transitions back into the transient routing state point up instead of dragging it down.
      'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.padding': '[top=20,left=20,bottom=20,right=20]',
    },
    children: (byParent.get(null) ?? []).map(elkNode),
    edges: drawn.map(
      (t): ElkExtendedEdge => ({
        id: t.id,
        sources: [t.source],
        targets: [t.target],
        labels: [
          {
            id: `${t.id}-label`,
            text: edgeLabelLines(t.event, t.guard).join('\n'),
            width: Math.max(...edgeLabelLines(t.event, t.guard).map((l) => textWidth(l, true))) + 8,
            height: edgeLabelLines(t.event, t.guard).length * 14 + 4,
          },
        ],
      }),
    ),
  };

  const laid = await new ELK().layout(root);
  const nodes: ChartNode[] = [];
  const byId = new Map(graph.states.map((s) => [s.id, s]));
  const collect = (node: ElkNode): void => {
    for (const child of node.children ?? []) {
      const state = byId.get(child.id)!;
      nodes.push({
        id: child.id,
        label: state.key,
        type: state.type,
        compound: compound.has(child.id),
        initial: state.initial,
        transient: state.transient,
        lines: lines.get(child.id) ?? [],
        x: child.x ?? 0,
        y: child.y ?? 0,
        width: child.width ?? 0,
        height: child.height ?? 0,
      });
      collect(child);
    }
  };
  collect(laid);

  const edges: ChartEdge[] = [];
  const collectEdges = (node: ElkNode): void => {
    for (const edge of (node.edges ?? []) as ElkExtendedEdge[]) {
      const transition = drawn.find((t) => t.id === edge.id)!;
      const points = (edge.sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]);
      const label = edge.labels?.[0];
      edges.push({
        id: edge.id,
        source: transition.source,
        target: transition.target,
        points,
        label: label ? { lines: (label.text ?? '').split('\n'), x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 } : null,
      });
    }
    for (const child of node.children ?? []) collectEdges(child);
  };
  collectEdges(laid);
  return { width: Math.ceil(laid.width ?? 0), height: Math.ceil(laid.height ?? 0), nodes, edges };
}

export { activePaths } from './active-paths';
