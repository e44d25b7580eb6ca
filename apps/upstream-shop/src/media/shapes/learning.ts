import { ACCENT, mix } from '../palette.js';
import type { Shape } from './common.js';

const ticks = (x: number, y: number, count: number, gap: number, colour: string): string =>
  Array.from({ length: count }, (_, i) => `<path d="M${x + i * gap} ${y} v${i % 5 === 0 ? 26 : 14}" stroke="${colour}" stroke-width="3"/>`).join('');

export const learningShapes = {
  ruler: (p) => `<g transform="rotate(-14 300 230)">
  <rect x="84" y="190" width="432" height="84" rx="8" fill="${p.main}" opacity=".88"/>
  ${ticks(100, 190, 29, 14.5, p.line)}
</g>`,

  'set-square': (p) => `<path d="M100 340 L500 340 L300 140 Z" fill="${p.main}" opacity=".85"/>
  <path d="M200 340 A100 100 0 0 1 400 340" fill="none" stroke="${p.line}" stroke-width="3"/>
  <path d="M250 340 A50 50 0 0 1 350 340" fill="${p.halo}" stroke="${p.line}" stroke-width="3"/>
  ${ticks(120, 314, 25, 15, p.line)}`,

  compass: (p) => `<path d="M292 132 L212 364 L228 368 L304 140 Z" fill="${p.main}"/>
  <path d="M212 364 L206 392" stroke="${ACCENT.metalDark}" stroke-width="4"/>
  <path d="M308 132 L380 344 L364 350 L296 140 Z" fill="${p.main}"/>
  <path d="M364 346 L392 344 L384 384 Z" fill="${ACCENT.wood}"/>
  <path d="M382 370 L384 384 L388 368 Z" fill="${ACCENT.graphite}" stroke="none"/>
  <rect x="286" y="70" width="28" height="46" rx="8" fill="${ACCENT.metalDark}"/>
  <circle cx="300" cy="132" r="22" fill="${ACCENT.metal}"/>`,

  abacus: (p) => {
    const rows = Array.from({ length: 5 }, (_, row) => {
      const y = 130 + row * 46;
      const beads = Array.from({ length: 10 }, (_, i) => {
        // Some beads pushed left, the rest resting against the right post, as after counting.
        const x = i < 3 + row ? 174 + i * 22 : 430 - (9 - i) * 22;
        return `<circle cx="${x}" cy="${y}" r="11" fill="${i < 5 ? p.main : '#ffffff'}"/>`;
      }).join('');
      return `<path d="M150 ${y} H450" stroke="${ACCENT.metalDark}" stroke-width="4"/>${beads}`;
    }).join('');
    return `<rect x="130" y="90" width="22" height="270" rx="6" fill="${ACCENT.wood}"/><rect x="448" y="90" width="22" height="270" rx="6" fill="${ACCENT.wood}"/>
  ${rows}<rect x="110" y="356" width="380" height="28" rx="8" fill="${ACCENT.woodDark}"/>`;
  },

  counters: (p) => {
    const second = mix(p.main, '#2d6fd2', 0.85);
    const spots: Array<[number, number]> = [[190, 180], [270, 150], [360, 170], [430, 230], [210, 270], [300, 240], [380, 300], [260, 330], [150, 330], [450, 340]];
    return spots.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="34" fill="${i % 3 === 1 ? second : p.main}"/><circle cx="${x}" cy="${y}" r="22" fill="none" stroke="#ffffff" stroke-width="4" opacity=".5"/>`).join('');
  },

  clock: (p) => {
    const marks = Array.from({ length: 12 }, (_, i) => `<path d="M300 112 v${i % 3 === 0 ? 26 : 14}" stroke="${ACCENT.graphite}" stroke-width="5" transform="rotate(${i * 30} 300 232)"/>`).join('');
    return `<circle cx="300" cy="232" r="146" fill="${p.main}"/><circle cx="300" cy="232" r="124" fill="#ffffff"/>
  ${marks}<path d="M300 232 L300 150" stroke="${ACCENT.graphite}" stroke-width="8"/><path d="M300 232 L362 262" stroke="${ACCENT.graphite}" stroke-width="10"/>
  <circle cx="300" cy="232" r="12" fill="${p.main}"/>`;
  },

  globe: (p) => `<ellipse cx="300" cy="372" rx="90" ry="20" fill="${p.main}"/>
  <rect x="290" y="330" width="20" height="44" fill="${ACCENT.metalDark}"/>
  <circle cx="300" cy="206" r="122" fill="#5dade2"/>
  <path d="M230 140 Q270 110 300 140 Q320 170 290 190 Q260 200 250 240 Q220 230 220 190 Z M330 220 Q380 200 390 240 Q380 290 340 300 Q320 270 330 220 Z M340 120 Q370 110 390 140 Q370 150 340 140 Z" fill="#3c9d4e" stroke="none"/>
  <path d="M170 206 A130 130 0 0 0 430 206" fill="none" stroke="${p.main}" stroke-width="14" transform="rotate(-20 300 206)"/>`,

  map: (p) => `<path d="M300 110 L250 70 M300 110 L350 70" stroke="${ACCENT.graphite}" stroke-width="4"/>
  <rect x="116" y="112" width="368" height="250" fill="#9fd3ef"/>
  <path d="M160 150 Q210 130 240 160 Q250 210 210 230 Q190 280 170 250 Q150 200 160 150 Z M290 150 Q330 130 350 170 Q340 200 310 200 Z M300 220 Q340 210 350 250 Q340 320 310 320 Q290 280 300 220 Z M380 150 Q450 140 460 190 Q420 230 390 200 Z M410 280 Q450 270 450 310 Q420 320 410 280 Z" fill="#7cc46c" stroke="none"/>
  <rect x="100" y="98" width="400" height="22" rx="10" fill="${p.main}"/><rect x="100" y="352" width="400" height="22" rx="10" fill="${p.main}"/>`,
} satisfies Record<string, Shape>;
