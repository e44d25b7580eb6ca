import { ACCENT, mix, rainbowFrom } from '../palette.js';
import { pencil, type Shape } from './common.js';

function crayon(x: number, y: number, length: number, width: number, colour: string): string {
  const wrapper = mix(colour, '#ffffff', 0.55);
  return `<rect x="${x}" y="${y}" width="${length}" height="${width}" rx="${width / 3}" fill="${colour}"/>
  <rect x="${x + length * 0.18}" y="${y}" width="${length * 0.55}" height="${width}" fill="${wrapper}"/>
  <path d="M${x + length} ${y + width * 0.15} Q${x + length + width} ${y + width / 2} ${x + length} ${y + width * 0.85} Z" fill="${mix(colour, '#000000', 0.15)}"/>`;
}

export const writingShapes = {
  pencil: (p) => pencil(150, 200, 270, 54, -25, p.main),

  'colour-pencils': (p) => {
    const colours = rainbowFrom(p.main, 6);
    const pencils = colours
      .map((c, i) => {
        const x = 207 + i * 32;
        const top = 120 + (i % 2) * 14;
        return `<rect x="${x}" y="${top + 40}" width="26" height="130" fill="${c}"/>
  <path d="M${x} ${top + 40} L${x + 13} ${top} L${x + 26} ${top + 40} Z" fill="${ACCENT.wood}"/>
  <path d="M${x + 8} ${top + 16} L${x + 13} ${top} L${x + 18} ${top + 16} Z" fill="${c}" stroke="none"/>`;
      })
      .join('');
    return `${pencils}<rect x="185" y="235" width="230" height="145" rx="12" fill="${p.main}"/>
  <rect x="215" y="265" width="170" height="60" rx="8" fill="#ffffff"/>
  ${colours.map((c, i) => `<rect x="${228 + i * 25}" y="290" width="20" height="12" rx="3" fill="${c}" stroke="none"/>`).join('')}`;
  },

  crayons: (p) => {
    const [a = p.main, b = p.main, c = p.main] = rainbowFrom(p.main, 3);
    return `<g transform="rotate(-14 300 240)">${crayon(150, 150, 250, 56, c)}${crayon(170, 225, 250, 56, b)}${crayon(130, 300, 250, 56, a)}</g>`;
  },

  'fountain-pen': (p) => `<g transform="rotate(-25 300 230)">
  <rect x="120" y="204" width="130" height="52" rx="20" fill="${p.dark}"/>
  <rect x="140" y="194" width="96" height="12" rx="5" fill="${ACCENT.metal}"/>
  <rect x="236" y="206" width="170" height="48" rx="12" fill="${p.main}"/>
  <rect x="400" y="212" width="40" height="36" rx="6" fill="${ACCENT.graphite}"/>
  <path d="M440 214 L500 230 L440 246 Z" fill="${ACCENT.metal}"/>
  <path d="M452 230 L494 230" stroke="${ACCENT.metalDark}" stroke-width="3"/>
  <rect x="250" y="214" width="140" height="10" rx="5" fill="#ffffff" opacity=".35" stroke="none"/>
</g>`,

  marker: (p) => `<g transform="rotate(-25 300 230)">
  <rect x="130" y="196" width="250" height="68" rx="18" fill="#ffffff"/>
  <rect x="190" y="196" width="120" height="68" fill="${p.main}"/>
  <rect x="375" y="200" width="110" height="60" rx="14" fill="${p.main}"/>
  <rect x="390" y="188" width="80" height="14" rx="6" fill="${p.dark}"/>
  <path d="M130 210 L100 220 L100 240 L130 250 Z" fill="${p.dark}"/>
</g>`,

  eraser: (p) => `<g transform="rotate(-12 300 240)">
  <path d="M150 200 L190 170 L470 170 L430 200 Z" fill="#fbfbfb"/>
  <rect x="150" y="200" width="280" height="110" rx="10" fill="#f4f4f4"/>
  <path d="M430 200 L470 170 L470 280 L430 310 Z" fill="#dcdcdc"/>
  <rect x="260" y="196" width="174" height="118" rx="6" fill="${p.main}"/>
  <rect x="290" y="240" width="110" height="14" rx="7" fill="#ffffff" opacity=".7" stroke="none"/>
</g>`,

  sharpener: (p) => `${pencil(60, 232, 170, 40, 0, rainbowFrom(p.main, 2)[1] ?? p.main, ACCENT.graphite, false)}
  <path d="M250 190 L290 160 L440 160 L400 190 Z" fill="${p.light}"/>
  <path d="M400 190 L440 160 L440 320 L400 350 Z" fill="${p.dark}"/>
  <rect x="250" y="190" width="150" height="160" rx="14" fill="${p.main}"/>
  <circle cx="300" cy="252" r="30" fill="${ACCENT.graphite}"/>
  <rect x="262" y="296" width="126" height="16" rx="4" fill="${ACCENT.metal}"/>`,

  'pencil-case': (p) => `<rect x="120" y="170" width="360" height="170" rx="80" fill="${p.main}"/>
  <path d="M150 200 Q300 176 450 200" fill="none" stroke="${p.dark}" stroke-width="10"/>
  <path d="M150 200 Q300 176 450 200" fill="none" stroke="${ACCENT.metal}" stroke-width="4" stroke-dasharray="6 6"/>
  <rect x="420" y="190" width="22" height="56" rx="8" fill="${ACCENT.metalDark}"/>
  <rect x="230" y="250" width="140" height="46" rx="10" fill="#ffffff" opacity=".85"/>
  <path d="M160 300 Q300 330 440 300" fill="none" stroke="${p.light}" stroke-width="6" opacity=".6"/>`,
} satisfies Record<string, Shape>;
