import { ACCENT, mix, rainbowFrom } from '../palette.js';
import { outlinedPath, type Shape } from './common.js';

export const craftShapes = {
  scissors: (p) => `<path d="M290 210 L478 276 Q486 284 476 290 L286 232 Z" fill="${ACCENT.metal}"/>
  ${outlinedPath('M205 276 L298 222', p.main, 26, p.line)}
  <ellipse cx="182" cy="290" rx="66" ry="46" fill="${p.main}"/><ellipse cx="182" cy="290" rx="38" ry="22" fill="${p.halo}"/>
  <path d="M290 232 L478 160 Q486 150 474 148 L286 210 Z" fill="${ACCENT.metal}"/>
  ${outlinedPath('M205 164 L298 218', p.main, 26, p.line)}
  <ellipse cx="182" cy="150" rx="66" ry="46" fill="${p.main}"/><ellipse cx="182" cy="150" rx="38" ry="22" fill="${p.halo}"/>
  <circle cx="298" cy="221" r="10" fill="${ACCENT.metalDark}"/>`,

  glue: (p) => `<rect x="246" y="368" width="108" height="18" rx="6" fill="${p.dark}"/>
  <rect x="236" y="160" width="128" height="214" rx="16" fill="#ffffff"/>
  <rect x="236" y="210" width="128" height="120" fill="${p.main}"/>
  <rect x="256" y="240" width="88" height="16" rx="8" fill="#ffffff" opacity=".8" stroke="none"/>
  <rect x="228" y="96" width="144" height="76" rx="18" fill="${p.dark}"/>
  <rect x="246" y="112" width="16" height="46" rx="8" fill="#ffffff" opacity=".3" stroke="none"/>`,

  paintbox: (p) => {
    const pans = [...rainbowFrom(p.main, 6), '#7a4a2a', '#33383f', '#f3f4f6', '#63c9a8', '#e45595', '#63b3e6'];
    return `<rect x="120" y="84" width="360" height="130" rx="14" fill="${p.light}"/>
  ${[0, 1, 2].map((i) => `<circle cx="${200 + i * 100}" cy="149" r="34" fill="#ffffff"/>`).join('')}
  <rect x="120" y="222" width="360" height="140" rx="14" fill="${p.main}"/>
  <rect x="138" y="238" width="324" height="108" rx="8" fill="#ffffff"/>
  ${pans.map((c, i) => `<rect x="${150 + (i % 6) * 52}" y="${250 + Math.floor(i / 6) * 48}" width="42" height="36" rx="6" fill="${c}"/>`).join('')}`;
  },

  brush: (p) => `<g transform="rotate(-30 300 230)">
  <path d="M110 222 Q110 212 130 212 L330 206 L330 254 L130 248 Q110 248 110 238 Z" fill="${p.main}"/>
  <rect x="328" y="202" width="54" height="56" rx="6" fill="${ACCENT.metal}"/>
  <path d="M382 204 Q450 204 500 230 Q450 256 382 256 Z" fill="#7a5230"/>
  <path d="M440 214 Q470 220 500 230 Q470 240 440 246 Z" fill="${p.dark}" stroke="none"/>
</g>`,

  'paint-pot': (p) => `<rect x="214" y="170" width="172" height="206" rx="26" fill="${p.main}"/>
  <rect x="232" y="190" width="16" height="150" rx="8" fill="#ffffff" opacity=".35" stroke="none"/>
  <rect x="254" y="240" width="92" height="80" rx="10" fill="#ffffff"/>
  <circle cx="300" cy="280" r="22" fill="${p.main}"/>
  <rect x="204" y="126" width="192" height="54" rx="12" fill="#f3f4f6"/>
  <path d="M350 180 Q352 214 362 214 Q372 214 372 180" fill="${p.main}"/>`,

  clay: (p) => {
    const [a = p.main, b = p.main, c = p.main, d = p.main] = rainbowFrom(p.main, 4);
    return `${outlinedPath('M150 220 Q210 150 280 210 T420 170', d, 34, p.line)}
  <rect x="352" y="250" width="130" height="96" rx="28" fill="${c}"/>
  <circle cx="330" cy="320" r="52" fill="${b}"/>
  <circle cx="215" cy="306" r="70" fill="${a}"/>
  <circle cx="192" cy="284" r="16" fill="#ffffff" opacity=".4" stroke="none"/>`;
  },

  craft: (p) => {
    const colours = rainbowFrom(p.main, 6);
    const spots: Array<[number, number, number]> = [[200, 260, 62], [318, 300, 54], [420, 250, 58], [260, 170, 46], [380, 160, 40], [150, 170, 34]];
    const pompons = spots.map(([x, y, radius], i) => `<circle cx="${x}" cy="${y}" r="${radius}" fill="${colours[i] ?? p.main}" stroke-dasharray="4 5"/>`).join('');
    const eye = (x: number, y: number, s: number) => `<circle cx="${x}" cy="${y}" r="${s}" fill="#ffffff"/><circle cx="${x + s * 0.25}" cy="${y + s * 0.25}" r="${s * 0.5}" fill="${ACCENT.graphite}" stroke="none"/>`;
    return `${pompons}${eye(470, 340, 26)}${eye(410, 362, 18)}${eye(120, 330, 22)}<circle cx="200" cy="240" r="14" fill="${mix(p.main, '#ffffff', 0.6)}" stroke="none"/>`;
  },
} satisfies Record<string, Shape>;
