import { ACCENT, type Palette } from '../palette.js';

/** Draws one kind of article on the 600 × 450 canvas, centred near (300, 230). */
export type Shape = (p: Palette) => string;

const r = (v: number): number => Math.round(v * 10) / 10;

/** A pencil lying along +x from (x, y), rotated by `angle` degrees around its middle. */
export function pencil(x: number, y: number, length: number, width: number, angle: number, body: string, lead: string = ACCENT.graphite, eraser = true): string {
  const cx = r(x + length / 2);
  const cy = r(y + width / 2);
  const end = x + length;
  const tip = width * 1.5;
  return `<g transform="rotate(${angle} ${cx} ${cy})">
  ${eraser ? `<rect x="${r(x - width * 0.75)}" y="${y}" width="${r(width)}" height="${width}" rx="${r(width * 0.25)}" fill="#f29bb0"/><rect x="${r(x - width * 0.15)}" y="${y - 3}" width="${r(width * 0.45)}" height="${width + 6}" fill="${ACCENT.metal}"/>` : ''}
  <rect x="${r(x + width * 0.3)}" y="${y}" width="${r(length - width * 0.3)}" height="${width}" fill="${body}"/>
  <rect x="${r(x + width * 0.3)}" y="${r(y + width * 0.14)}" width="${r(length - width * 0.3)}" height="${r(width * 0.2)}" fill="#ffffff" opacity=".35" stroke="none"/>
  <path d="M${end} ${y} L${r(end + tip)} ${cy} L${end} ${y + width} Z" fill="${ACCENT.wood}"/>
  <path d="M${r(end + tip * 0.6)} ${r(y + width * 0.3)} L${r(end + tip)} ${cy} L${r(end + tip * 0.6)} ${r(y + width * 0.7)} Z" fill="${lead}" stroke="none"/>
</g>`;
}

/** A stroke with an outline, for ropes, handles and hoops. */
export function outlinedPath(d: string, colour: string, width: number, line: string): string {
  return `<path d="${d}" fill="none" stroke="${line}" stroke-width="${width + 8}"/><path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}"/>`;
}
