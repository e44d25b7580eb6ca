import { ACCENT, rainbowFrom } from '../palette.js';
import { pencil, type Shape } from './common.js';

export const officeShapes = {
  binder: (p) => `<path d="M380 84 L414 64 L414 366 L380 386 Z" fill="${p.dark}"/>
  <path d="M224 84 L258 64 L414 64 L380 84 Z" fill="${p.light}"/>
  <rect x="224" y="84" width="156" height="302" rx="6" fill="${p.main}"/>
  <rect x="250" y="118" width="104" height="150" rx="6" fill="#ffffff"/>
  <path d="M266 150 H338 M266 176 H338 M266 202 H320" stroke="#a8b3bf" stroke-width="5"/>
  <circle cx="302" cy="326" r="24" fill="#ffffff"/>`,

  divider: (p) => `<rect x="206" y="96" width="210" height="290" rx="6" fill="#f3f4f6" transform="rotate(4 300 240)"/>
  <rect x="190" y="100" width="210" height="290" rx="6" fill="#ffffff"/>
  ${rainbowFrom(p.main, 5).map((c, i) => `<rect x="394" y="${118 + i * 52}" width="40" height="44" rx="6" fill="${c}"/>`).join('')}
  ${[0, 1, 2].map((i) => `<circle cx="212" cy="${170 + i * 80}" r="9" fill="${p.halo}"/>`).join('')}`,

  stapler: (p) => `<rect x="130" y="300" width="340" height="40" rx="16" fill="${ACCENT.graphite}"/>
  <rect x="420" y="276" width="46" height="30" rx="6" fill="${ACCENT.metal}"/>
  <path d="M140 286 Q140 226 200 222 L430 214 Q476 214 476 250 L476 276 Q476 290 460 290 L156 296 Q140 296 140 286 Z" fill="${p.main}"/>
  <path d="M180 236 L430 228" stroke="#ffffff" stroke-width="8" opacity=".35"/>
  <circle cx="164" cy="300" r="14" fill="${ACCENT.metal}"/>`,

  punch: (p) => `<rect x="140" y="312" width="320" height="40" rx="12" fill="${ACCENT.graphite}"/>
  <rect x="200" y="238" width="200" height="84" rx="18" fill="${ACCENT.metal}"/>
  <rect x="230" y="316" width="20" height="14" fill="${ACCENT.metalDark}"/><rect x="350" y="316" width="20" height="14" fill="${ACCENT.metalDark}"/>
  <path d="M150 222 Q170 170 260 180 L470 206 Q492 212 484 234 L470 250 L180 246 Q150 244 150 222 Z" fill="${p.main}"/>`,

  tape: (p) => `<path d="M140 370 L140 260 Q140 190 230 180 L430 220 Q470 230 470 270 L470 370 Z" fill="${p.main}"/>
  <circle cx="270" cy="250" r="80" fill="#e6f2f8" opacity=".95"/>
  <circle cx="270" cy="250" r="44" fill="#ffffff"/>
  <path d="M344 274 L450 252" stroke="#bfe0ee" stroke-width="10"/>
  <path d="M440 236 l8 8 l8 -8 l8 8 l8 -8 v30 h-32 Z" fill="${ACCENT.metal}"/>`,

  'desk-tray': (p) =>
    [0, 1]
      .map((i) => {
        const y = 250 - i * 110;
        return `<rect x="170" y="${y - 30}" width="260" height="20" fill="#ffffff"/>
  <path d="M140 ${y} L460 ${y} L440 ${y + 90} L160 ${y + 90} Z" fill="${p.main}" opacity=".92"/>
  <path d="M160 ${y + 20} L440 ${y + 20}" stroke="#ffffff" stroke-width="6" opacity=".4"/>`;
      })
      .join(''),

  'pen-cup': (p) => {
    const [a = p.main, b = p.main, c = p.main] = rainbowFrom(p.main, 4).slice(1);
    // Centred just above the rim, so the lower halves disappear behind the cup drawn next.
    return `${pencil(178, 180, 170, 30, -78, a)}${pencil(215, 160, 170, 30, -90, b)}${pencil(252, 180, 170, 30, -102, c)}
  <rect x="214" y="216" width="172" height="166" rx="16" fill="${p.main}"/>
  <rect x="214" y="216" width="172" height="26" rx="10" fill="${p.dark}"/>`;
  },

  calculator: (p) => {
    const keys = Array.from({ length: 16 }, (_, i) => {
      const x = 226 + (i % 4) * 40;
      const y = 196 + Math.floor(i / 4) * 40;
      return `<rect x="${x}" y="${y}" width="30" height="30" rx="7" fill="${i === 15 ? '#f2892e' : '#ffffff'}"/>`;
    }).join('');
    return `<rect x="200" y="74" width="200" height="312" rx="22" fill="${p.main}"/>
  <rect x="224" y="98" width="152" height="64" rx="8" fill="#cfe3c8"/>
  <text x="364" y="145" font-family="'Courier New', monospace" font-size="36" text-anchor="end" fill="${ACCENT.graphite}" stroke="none">3,49</text>
  ${keys}<rect x="226" y="356" width="150" height="12" rx="6" fill="${p.dark}" stroke="none"/>`;
  },
} satisfies Record<string, Shape>;
