import type { ChartLayout, ChartNode } from '@/lib/support/chart-layout';
import { activePaths } from '@/lib/support/active-paths';
import type { ScheduledMark } from '@/lib/support/scheduled-marks';

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
  scheduledFill: '#fff1cc',
};

// The badge's text is measured by estimate, like the layout's (11 px system sans, ~6.2 px a character).
const BADGE_CHAR_WIDTH = 6.2;
const BADGE_LINE = 14;
/** Room for the badge's clock left of its text. */
const BADGE_ICON = 18;

/** A clock (drawn: the console's fonts may have no clock glyph) centred at cx, cy. */
function Clock({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  return (
    <g aria-hidden="true">
      <circle cx={cx} cy={cy} r={r} fill={C.scheduledFill} stroke={C.activeStroke} strokeWidth={1.5} />
      <path d={`M ${cx} ${cy - r * 0.6} V ${cy} L ${cx + r * 0.45} ${cy + r * 0.3}`} fill="none" stroke={C.activeStroke} strokeWidth={1.5} strokeLinecap="round" />
    </g>
  );
}

/** Where a scheduled job's badge goes: under its transition's label, else under the waiting state. */
function badgeBox(mark: ScheduledMark, layout: ChartLayout): { x: number; y: number; width: number; height: number } | null {
  const edge = layout.edges.find((e) => e.id === mark.edgeIds[0]);
  const node = layout.nodes.find((n) => n.id === mark.state);
  const width = Math.ceil(Math.max(...mark.lines.map((line) => line.length)) * BADGE_CHAR_WIDTH) + 12 + BADGE_ICON;
  const height = mark.lines.length * BADGE_LINE + 8;
  if (edge?.label) return { x: edge.label.x, y: edge.label.y + edge.label.height + 3, width, height };
  const mid = edge?.points[Math.floor(edge.points.length / 2)];
  if (mid) return { x: mid.x + 6, y: mid.y, width, height };
  return node ? { x: node.x, y: node.y + node.height + 4, width, height } : null;
}

/** A scheduled job on the chart: its due time and queue state in a badge (the chart's text is not read out: the svg's label says it). */
function ScheduledBadge({ mark, box }: { mark: ScheduledMark; box: { x: number; y: number; width: number; height: number } }) {
  return (
    <g data-scheduled-job={mark.jobId} data-scheduled-state={mark.state} data-testid="chart-scheduled-badge">
      <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={4} fill={C.scheduledFill} stroke={C.activeStroke} strokeWidth={1.5} />
      <Clock cx={box.x + 12} cy={box.y + 11} r={6} />
      {mark.lines.map((line, i) => (
        <text key={line} x={box.x + 6 + BADGE_ICON} y={box.y + 15 + i * BADGE_LINE} fontSize={11} fill={C.text} fontWeight={i === 0 ? 700 : 400}>
          {line}
        </text>
      ))}
    </g>
  );
}

function Node({ node, active, leaf, region, scheduled }: { node: ChartNode; active: boolean; leaf: boolean; region: boolean; scheduled: boolean }) {
  const stroke = active ? C.activeStroke : node.compound ? C.compoundStroke : C.atomicStroke;
  const fill = leaf ? C.activeFill : node.compound ? C.compoundFill : C.atomicFill;
  // A region of a parallel root is active beside the others: marked ∥ instead of as a start state.
  const title = region ? `∥ ${node.label} (parallele Region)` : `${node.initial ? '● ' : ''}${node.label}`;
  return (
    <g
      data-state={node.id}
      data-active={active ? 'true' : undefined}
      data-current={leaf ? 'true' : undefined}
      data-region={region ? 'true' : undefined}
      data-scheduled={scheduled ? 'true' : undefined}
    >
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
      {/* A state waiting for a delayed job wears a clock at its corner; the badge names the job. */}
      {scheduled && <Clock cx={node.x + node.width - 2} cy={node.y + 2} r={9} />}
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
export function StateChart({
  layout,
  current = null,
  title,
  regions = [],
  scheduled = [],
}: {
  layout: ChartLayout;
  current?: string | null;
  title: string;
  regions?: readonly string[];
  /** Delayed jobs the current state waits for: marked on the state, its transition and in a badge (scheduledMarks). */
  scheduled?: readonly ScheduledMark[];
}) {
  const parallel = new Set(regions);
  const waiting = new Set(scheduled.map((mark) => mark.state));
  const scheduledEdges = new Set(scheduled.flatMap((mark) => mark.edgeIds));
  const badges = scheduled.flatMap((mark) => {
    const box = badgeBox(mark, layout);
    return box ? [{ mark, box }] : [];
  });
  // A badge near the chart's edge widens the drawing rather than being cut off.
  const width = Math.max(layout.width, ...badges.map(({ box }) => box.x + box.width + 4));
  const height = Math.max(layout.height, ...badges.map(({ box }) => box.y + box.height + 4));
  const label = scheduled.length > 0 ? `${title}; ${scheduled.map((mark) => mark.text).join('; ')}` : title;
  const active = new Set(activePaths(current));
  // A parallel machine's state names one leaf per region ("flow.submitted, uploads.idle").
  const leaves = new Set(current ? current.split(', ') : []);
  // Compound states first (they contain the others), then atomic ones, then edges on top.
  const nodes = [...layout.nodes].sort((a, b) => Number(b.compound) - Number(a.compound) || a.id.split('.').length - b.id.split('.').length);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={label} className="state-chart" fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif">
      <defs>
        <marker id="chart-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill={C.edge} />
        </marker>
      </defs>
      {nodes.map((node) => (
        <Node key={node.id} node={node} active={active.has(node.id)} leaf={leaves.has(node.id)} region={parallel.has(node.id)} scheduled={waiting.has(node.id)} />
      ))}
      {layout.edges.map((edge) => (
        <g key={edge.id} data-edge={`${edge.source}->${edge.target}`} data-scheduled={scheduledEdges.has(edge.id) ? 'true' : undefined}>
          <polyline
            points={edge.points.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke={scheduledEdges.has(edge.id) ? C.activeStroke : C.edge}
            strokeWidth={scheduledEdges.has(edge.id) ? 2.5 : 1.2}
            strokeDasharray={scheduledEdges.has(edge.id) ? '6 3' : undefined}
            markerEnd="url(#chart-arrow)"
          />
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
      {badges.map(({ mark, box }) => (
        <ScheduledBadge key={mark.jobId} mark={mark} box={box} />
      ))}
    </svg>
  );
}
