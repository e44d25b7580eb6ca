import { ACCENT, luminance, rainbowFrom } from '../palette.js';
import type { Shape } from './common.js';

// Electrical goods (the articles with energy labels) and music instruments.
export const techShapes = {
  lamp: (p) => `<ellipse cx="300" cy="372" rx="96" ry="18" fill="${p.dark}"/>
  <path d="M300 366 L260 230 L360 140" fill="none" stroke="${p.main}" stroke-width="16"/>
  <circle cx="260" cy="230" r="14" fill="${p.dark}"/>
  <path d="M330 120 L430 150 L404 214 L318 170 Z" fill="${p.main}"/>
  <path d="M404 214 L440 300 M380 206 L396 296" stroke="#f5c02c" stroke-width="6" opacity=".7"/>`,

  screen: (p) => {
    const glow = luminance(p.main) > 0.6 ? '#2d6fd2' : '#63b3e6';
    return `<rect x="96" y="96" width="408" height="244" rx="12" fill="${p.main}"/>
  <rect x="116" y="114" width="368" height="206" rx="4" fill="${glow}" opacity=".85"/>
  <path d="M140 290 L230 200 L290 250 L360 170 L460 270" fill="none" stroke="#ffffff" stroke-width="6" opacity=".7"/>
  <rect x="284" y="340" width="32" height="34" fill="${ACCENT.metalDark}"/>
  <rect x="220" y="372" width="160" height="14" rx="7" fill="${p.dark}"/>`;
  },

  laminator: (p) => `<rect x="190" y="120" width="220" height="150" rx="4" fill="#ffffff" transform="rotate(-4 300 195)"/>
  <rect x="120" y="230" width="360" height="110" rx="26" fill="${p.main}"/>
  <rect x="160" y="244" width="280" height="14" rx="7" fill="${ACCENT.graphite}"/>
  <circle cx="430" cy="300" r="12" fill="#3c9d4e"/><circle cx="396" cy="300" r="12" fill="${p.dark}"/>`,

  appliance: (p) => `<rect x="200" y="70" width="200" height="316" rx="14" fill="${p.main}"/>
  <path d="M200 176 H400" stroke="${p.line}" stroke-width="4"/>
  <rect x="370" y="96" width="12" height="56" rx="6" fill="${ACCENT.metalDark}"/>
  <rect x="370" y="200" width="12" height="80" rx="6" fill="${ACCENT.metalDark}"/>
  <rect x="224" y="386" width="20" height="10" fill="${ACCENT.graphite}"/><rect x="356" y="386" width="20" height="10" fill="${ACCENT.graphite}"/>`,

  instrument: (p) => {
    const bars = rainbowFrom(p.main, 8)
      .map((c, i) => `<rect x="${140 + i * 42}" y="${170 + i * 8}" width="32" height="${170 - i * 16}" rx="6" fill="${c}"/>`)
      .join('');
    return `<path d="M124 184 L470 236 M124 330 L470 300" stroke="${ACCENT.wood}" stroke-width="16"/>${bars}
  <path d="M420 110 L480 170" stroke="${ACCENT.woodDark}" stroke-width="8"/><circle cx="416" cy="106" r="16" fill="${p.dark}"/>`;
  },
} satisfies Record<string, Shape>;
