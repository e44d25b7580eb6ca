'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The scroll box around a state chart: at 100 % it centres the highlighted state (else the
 * initial one) whenever it changes; "Ganzes Diagramm" scales the chart to the box's width.
 */
export function ChartFrame({ children, focus }: { children: ReactNode; focus: string | null }) {
  const box = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(false);

  useEffect(() => {
    const frame = box.current;
    if (!frame || fit) return;
    const target = frame.querySelector<SVGGElement>(focus ? `[data-state="${CSS.escape(focus)}"] rect` : '[data-state] rect');
    if (!target) return;
    const { x, y, width, height } = target.getBBox();
    frame.scrollTo({ left: Math.max(0, x + width / 2 - frame.clientWidth / 2), top: Math.max(0, y + height / 2 - frame.clientHeight / 2), behavior: 'smooth' });
  }, [focus, fit]);

  return (
    <div>
      <div style={{ display: 'flex', gap: 8, margin: '0 0 6px' }}>
        <button type="button" className="sc-link-button" style={{ color: 'inherit', borderColor: '#b9c2bd' }} aria-pressed={fit} onClick={() => setFit(!fit)}>
          {fit ? '100 % (lesbar)' : 'Ganzes Diagramm'}
        </button>
      </div>
      <div ref={box} className={`sc-chart${fit ? ' sc-chart-fit' : ''}`}>
        {children}
      </div>
    </div>
  );
}
