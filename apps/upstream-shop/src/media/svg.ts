import type { IllustrationKind } from '../data/types.js';
import { palette } from './palette.js';
import { bagShapes } from './shapes/bags.js';
import type { Shape } from './shapes/common.js';
import { craftShapes } from './shapes/craft.js';
import { furnitureShapes } from './shapes/furniture.js';
import { learningShapes } from './shapes/learning.js';
import { officeShapes } from './shapes/office.js';
import { paperShapes } from './shapes/paper.js';
import { playShapes } from './shapes/play.js';
import { techShapes } from './shapes/tech.js';
import { writingShapes } from './shapes/writing.js';

// Typed as a full record so adding an IllustrationKind without a drawing fails to compile.
const SHAPES: Record<IllustrationKind, Shape> = {
  ...writingShapes,
  ...paperShapes,
  ...craftShapes,
  ...playShapes,
  ...officeShapes,
  ...bagShapes,
  ...learningShapes,
  ...furnitureShapes,
  ...techShapes,
};

export const ILLUSTRATION_KINDS = Object.keys(SHAPES) as IllustrationKind[];

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** A flat product illustration: soft backdrop, a shadow and the article in the item's colour. */
export function renderProductSvg(kind: IllustrationKind, colour: string, title: string): string {
  const p = palette(colour);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 450" width="600" height="450" role="img" aria-label="${escapeXml(title)}">
<title>${escapeXml(title)}</title>
<rect width="600" height="450" fill="#f4f6f9"/>
<circle cx="300" cy="226" r="186" fill="${p.halo}"/>
<ellipse cx="300" cy="392" rx="200" ry="16" fill="#1d2430" opacity=".08"/>
<g stroke="${p.line}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round">
${SHAPES[kind](p)}
</g>
</svg>
`;
}
