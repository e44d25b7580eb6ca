import { mix, rainbowFrom } from '../palette.js';
import type { Shape } from './common.js';

const lines = (x: number, y: number, width: number, count: number, gap: number, colour: string): string =>
  Array.from({ length: count }, (_, i) => `<path d="M${x} ${y + i * gap} H${x + width}" stroke="${colour}" stroke-width="3"/>`).join('');

export const paperShapes = {
  notebook: (p) => `<rect x="214" y="98" width="214" height="286" rx="8" fill="#ffffff"/>
  <rect x="196" y="86" width="220" height="290" rx="8" fill="${p.main}"/>
  <rect x="196" y="86" width="26" height="290" rx="6" fill="${p.dark}"/>
  <rect x="252" y="140" width="130" height="76" rx="8" fill="#ffffff"/>
  ${lines(266, 164, 100, 3, 18, mix(p.main, '#ffffff', 0.3))}`,

  pad: (p) => `<rect x="186" y="104" width="232" height="286" rx="8" fill="#ffffff"/>
  <path d="M222 150 V384" stroke="#e0453a" stroke-width="3"/>
  ${lines(198, 170, 208, 10, 21, '#a8c8e8')}
  <rect x="186" y="92" width="232" height="46" rx="8" fill="${p.main}"/>
  ${Array.from({ length: 9 }, (_, i) => `<rect x="${200 + i * 24}" y="76" width="10" height="36" rx="5" fill="#c3ccd6"/>`).join('')}`,

  paper: (p) =>
    rainbowFrom(p.main, 4)
      .reverse()
      .map((c, i) => `<rect x="190" y="95" width="220" height="280" rx="6" fill="${c}" transform="rotate(${-15 + i * 10} 300 235)"/>`)
      .join(''),

  sleeve: (p) => `<rect x="200" y="92" width="210" height="286" rx="6" fill="#ffffff"/>
  ${lines(222, 200, 166, 6, 24, '#a8c8e8')}
  <rect x="188" y="84" width="234" height="302" rx="10" fill="${p.main}" opacity=".55"/>
  <rect x="250" y="124" width="110" height="50" rx="6" fill="#ffffff" opacity=".9"/>
  <path d="M200 100 L250 90" stroke="#ffffff" stroke-width="6" opacity=".7"/>`,

  cards: (p) =>
    ['A', 'b', 'C']
      .map((letter, i) => {
        const colour = rainbowFrom(p.main, 3)[i] ?? p.main;
        return `<g transform="rotate(${-16 + i * 16} 300 380)"><rect x="230" y="120" width="140" height="200" rx="14" fill="#ffffff"/>
  <rect x="242" y="132" width="116" height="176" rx="10" fill="none" stroke="${colour}" stroke-width="5"/>
  <text x="300" y="262" font-family="Arial, Helvetica, sans-serif" font-size="110" font-weight="700" text-anchor="middle" fill="${colour}" stroke="none">${letter}</text></g>`;
      })
      .join(''),
} satisfies Record<string, Shape>;
