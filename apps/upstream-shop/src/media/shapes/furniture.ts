import { ACCENT, luminance, rainbowFrom } from '../palette.js';
import type { Shape } from './common.js';

export const furnitureShapes = {
  table: (p) => `<rect x="150" y="196" width="16" height="186" fill="${ACCENT.metalDark}"/><rect x="434" y="196" width="16" height="186" fill="${ACCENT.metalDark}"/>
  <rect x="176" y="216" width="248" height="46" rx="4" fill="${ACCENT.metal}"/>
  <path d="M130 166 L170 136 L470 136 L490 166 Z" fill="${p.light}"/>
  <rect x="110" y="166" width="380" height="32" rx="8" fill="${p.main}"/>
  <path d="M166 382 H150 M450 382 H434" stroke="${ACCENT.graphite}" stroke-width="8"/>`,

  chair: (p) => `<path d="M226 250 L200 386 M374 250 L400 386 M236 250 L250 120 M364 250 L350 120" stroke="${ACCENT.metalDark}" stroke-width="12"/>
  <rect x="226" y="96" width="148" height="96" rx="22" fill="${p.main}"/>
  <path d="M196 246 Q300 222 404 246 L398 274 Q300 256 202 274 Z" fill="${p.main}"/>
  <path d="M240 120 H360" stroke="#ffffff" stroke-width="6" opacity=".35"/>`,

  cushion: (p) => `<ellipse cx="300" cy="290" rx="196" ry="78" fill="${p.dark}"/>
  <ellipse cx="300" cy="270" rx="196" ry="78" fill="${p.main}"/>
  <ellipse cx="300" cy="270" rx="150" ry="54" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="10 10" opacity=".6"/>
  <circle cx="300" cy="270" r="12" fill="${p.dark}"/>`,

  shelf: (p) => {
    const colours = rainbowFrom(p.main, 4);
    const cells = Array.from({ length: 12 }, (_, i) => {
      const x = 150 + (i % 3) * 102;
      const y = 110 + Math.floor(i / 3) * 62;
      const box = i % 5 === 0 ? '' : `<rect x="${x + 6}" y="${y + 14}" width="86" height="40" rx="4" fill="${colours[i % 4] ?? p.main}"/>`;
      return `<rect x="${x}" y="${y}" width="98" height="58" fill="#ffffff"/>${box}`;
    }).join('');
    return `<rect x="136" y="96" width="328" height="276" rx="6" fill="${ACCENT.wood}"/>${cells}
  <circle cx="170" cy="384" r="12" fill="${ACCENT.graphite}"/><circle cx="430" cy="384" r="12" fill="${ACCENT.graphite}"/>`;
  },

  'storage-box': (p) => `<path d="M170 196 L430 196 L410 384 L190 384 Z" fill="${p.main}" opacity=".9"/>
  <rect x="158" y="160" width="284" height="46" rx="10" fill="${p.dark}"/>
  <rect x="260" y="236" width="80" height="24" rx="12" fill="#ffffff"/>
  <path d="M200 300 H400" stroke="#ffffff" stroke-width="5" opacity=".3"/>`,

  whiteboard: (p) => {
    const ink = luminance(p.main) > 0.6 ? '#2d6fd2' : '#ffffff';
    return `<rect x="96" y="86" width="408" height="258" rx="8" fill="${ACCENT.metal}"/>
  <rect x="110" y="100" width="380" height="230" fill="${p.main}"/>
  <path d="M150 160 Q190 120 230 160 T310 160 M150 220 H330 M150 260 H280" fill="none" stroke="${ink}" stroke-width="6"/>
  <path d="M370 150 l60 60 M430 150 l-60 60" stroke="#e0453a" stroke-width="6"/>
  <rect x="160" y="344" width="280" height="16" rx="4" fill="${ACCENT.metalDark}"/>
  <rect x="300" y="330" width="70" height="16" rx="6" fill="#e0453a"/>`;
  },
} satisfies Record<string, Shape>;
