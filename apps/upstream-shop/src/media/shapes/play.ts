import { ACCENT, mix, rainbowFrom } from '../palette.js';
import { outlinedPath, type Shape } from './common.js';

export const playShapes = {
  blocks: (p) => {
    const [a = p.main, b = p.main, c = p.main] = rainbowFrom(p.main, 3);
    return `<rect x="150" y="290" width="96" height="96" rx="6" fill="${a}"/>
  <rect x="252" y="290" width="96" height="96" rx="6" fill="${ACCENT.wood}"/>
  <rect x="354" y="290" width="96" height="96" rx="6" fill="${b}"/>
  <rect x="200" y="188" width="96" height="96" rx="6" fill="${ACCENT.wood}"/>
  <rect x="302" y="188" width="96" height="96" rx="6" fill="${a}"/>
  <path d="M200 182 L300 96 L400 182 Z" fill="${c}"/>
  <circle cx="248" cy="236" r="18" fill="${mix(ACCENT.wood, '#000000', 0.15)}" stroke="none"/>`;
  },

  puzzle: (p) => {
    const [a = p.main, b = p.main, c = p.main, d = p.main] = rainbowFrom(p.main, 4);
    return `<rect x="170" y="120" width="130" height="130" fill="${a}"/><circle cx="300" cy="185" r="22" fill="${a}"/>
  <rect x="170" y="250" width="130" height="130" fill="${c}"/><circle cx="235" cy="250" r="22" fill="${a}"/>
  <rect x="300" y="250" width="130" height="130" fill="${d}"/><circle cx="300" cy="315" r="22" fill="${c}"/>
  <g transform="translate(26 -30) rotate(12 365 185)"><rect x="300" y="120" width="130" height="130" fill="${b}"/><circle cx="365" cy="250" r="22" fill="${b}"/></g>`;
  },

  ball: (p) => `<circle cx="300" cy="232" r="140" fill="${p.main}"/>
  <path d="M300 92 Q230 232 300 372 Q370 232 300 92 Z" fill="#ffffff"/>
  <path d="M166 190 Q300 250 434 190" fill="none" stroke="${p.dark}" stroke-width="6"/>
  <circle cx="240" cy="160" r="26" fill="#ffffff" opacity=".35" stroke="none"/>`,

  hoop: (p) => `${outlinedPath('M130 232 A170 140 0 1 0 470 232 A170 140 0 1 0 130 232', p.main, 30, p.line)}
  <path d="M130 232 A170 140 0 1 0 470 232 A170 140 0 1 0 130 232" fill="none" stroke="#ffffff" stroke-width="30" stroke-dasharray="26 52" opacity=".55"/>`,

  rope: (p) => `${outlinedPath('M170 150 C120 330 300 380 300 240 S470 120 430 320', mix(p.main, '#ffffff', 0.2), 14, p.line)}
  <rect x="150" y="70" width="40" height="96" rx="18" fill="${ACCENT.wood}" transform="rotate(-10 170 118)"/>
  <rect x="410" y="316" width="40" height="96" rx="18" fill="${ACCENT.wood}" transform="rotate(15 430 364)"/>`,

  'role-play': (p) => `<rect x="160" y="150" width="16" height="120" fill="${ACCENT.woodDark}"/>
  <rect x="424" y="150" width="16" height="120" fill="${ACCENT.woodDark}"/>
  <path d="M130 100 H470 L490 160 H110 Z" fill="${p.main}"/>
  ${Array.from({ length: 6 }, (_, i) => `<path d="M${110 + i * 63.3} 160 q31.6 40 63.3 0 Z" fill="${i % 2 === 0 ? p.main : '#ffffff'}"/>`).join('')}
  <circle cx="230" cy="252" r="24" fill="#e0453a"/><circle cx="280" cy="256" r="20" fill="#f5c02c"/>
  <circle cx="330" cy="252" r="24" fill="#3c9d4e"/><circle cx="376" cy="256" r="20" fill="#f2892e"/>
  <rect x="140" y="270" width="320" height="112" rx="8" fill="${ACCENT.wood}"/>
  <rect x="200" y="296" width="200" height="56" rx="6" fill="${ACCENT.graphite}"/>`,
} satisfies Record<string, Shape>;
