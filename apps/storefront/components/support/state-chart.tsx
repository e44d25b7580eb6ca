import type { ChartLayout, ChartNode } from '@/lib/support/chart-layout';
import { activePaths } from '@/lib/support/active-paths';

/** Colours of the chart (the shop's board green, chalk yellow for the current state). */
const C = {
  compoundFill: '#eef5f1',
  compoundStroke: '#3b7261',
  atomicFill: '#ffffff',
  atomicStroke: '#45514c',
  activeFill: '#fdf5da',
  activeStroke: '#b86e00',
  edge: '#6b7772',
  text: '#1b2320',
  muted: '#45514c',
};

function Node({ node, active, leaf, region }: { node: ChartNode; active: boolean; leaf: boolean; region: boolean }) {
  const stroke = active ? C.activeStroke : node.compound ? C.compoundStroke : C.atomicStroke;
  const fill = leaf ? C.activeFill : node.compound ? C.compoundFill : C.atomicFill;
  // A region of a parallel root is active beside the others: marked ∥ instead of as a start state.
  const title = region ? `∥ ${node.label} (parallele Region)` : `${node.initial ? '● ' : ''}${node.label}`;
  return (
    <g data-state={node.id} data-active={active ? 'true' : undefined} data-current={leaf ? 'true' : undefined} data-region={region ? 'true' : undefined}>
      <rect
        x={node.x}
        y={node.y}
        width={node.width}
        height={node.height}
        rx={node.compound ? 10 : 8}
        fill={fill}
        stroke={stroke}
        strokeWidth={active ? 3 : node.compound ? 1.5 : 1.2}
        strokeDasharray={node.transient ? '5 4' : region ? '10 4' : undefined}
      />
      {node.type === 'final' && <rect x={node.x + 4} y={node.y + 4} width={node.width - 8} height={node.height - 8} rx={6} fill="none" stroke={stroke} strokeWidth={1} />}
      <text x={node.x + (node.compound ? 12 : node.width / 2)} y={node.y + 20} textAnchor={node.compound ? 'start' : 'middle'} fontSize={13} fontWeight={700} fill={C.text}>
        {title}
      </text>
      {node.lines.map((line, i) => (
        <text key={line} x={node.x + (node.compound ? 12 : 10)} y={node.y + 38 + i * 15} fontSize={11} fill={C.muted}>
          {line}
        </text>
      ))}
    </g>
  );
}

/**
 * A state chart drawn from a laid-out machine graph (server or client). `current` highlights a
 * state and its ancestors (every region's, for a parallel state); nodes carry data-state / data-active / data-current for tests and CSS.
 */
export function StateChart({ layout, current = null, title, regions = [] }: { layout: ChartLayout; current?: string | null; title: string; regions?: readonly string[] }) {
  const parallel = new Set(regions);
  const active = new Set(activePaths(current));
  // A parallel machine's state names one leaf per region ("flow.submitted, uploads.idle").
  const leaves = new Set(current ? current.split(', ') : []);
  // Compound states first (they contain the others), then atomic ones, then edges on top.
  const nodes = [...layout.nodes].sort((a, b) => Number(b.compound) - Number(a.compound) || a.id.split('.').length - b.id.split('.').length);
  return (
    <svg viewBox={`0 0 ${layout.width} ${layout.height}`} width={layout.width} height={layout.height} role="img" aria-label={title} className="state-chart" fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif">
      <defs>
        <marker id="chart-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill={C.edge} />
        </marker>
      </defs>
      {nodes.map((node) => (
        <Node key={node.id} node={node} active={active.has(node.id)} leaf={leaves.has(node.id)} region={parallel.has(node.id)} />
      ))}
      {layout.edges.map((edge) => (
        <g key={edge.id} data-edge={`${edge.source}->${edge.target}`}>
          <polyline points={edge.points.map((p) => `${p.x},${p.y}`).join(' ')} fill="none" stroke={C.edge} strokeWidth={1.2} markerEnd="url(#chart-arrow)" />
          {edge.label && (
            <g>
              <rect x={edge.label.x} y={edge.label.y} width={edge.label.width} height={edge.label.height} rx={3} fill="#ffffff" fillOpacity={0.92} />
              {edge.label.lines.map((line, i) => (
                <text key={line} x={edge.label!.x + 4} y={edge.label!.y + 12 + i * 14} fontSize={11} fill={i === 0 ? C.text : C.muted} fontWeight={i === 0 ? 600 : 400}>
                  {line}
                </text>
              ))}
            </g>
          )}
        </g>
      ))}
    </svg>
  );
}
