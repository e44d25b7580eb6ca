// Content images (teasers, footer selling points, payment and delivery logos) drawn as SVG
// from the list in data/content/images.ts: flat shapes in the image's colour, deterministic
// per name, no text except on logos (teasers carry their own headlines).
import type { ContentImageRecord } from '../data/content/images.js';
import { randomFor, type Random } from '../data/prng.js';
import { ACCENT, luminance, palette, type Palette } from './palette.js';
import { pencil } from './shapes/common.js';

const SEED = 20_240_902;

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const round = (v: number): number => Math.round(v);

/** Scattered confetti dots in the rainbow colours. */
function confetti(random: Random, width: number, height: number, count: number, maxR: number): string {
  return Array.from({ length: count }, () => {
    const colour = ACCENT.rainbow[Math.floor(random() * ACCENT.rainbow.length)] ?? ACCENT.rainbow[0];
    return `<circle cx="${round(random() * width)}" cy="${round(random() * height)}" r="${round(3 + random() * maxR)}" fill="${colour}" opacity=".55"/>`;
  }).join('');
}

/** A grey-dot grid, the shop's background pattern. */
function dots(width: number, height: number, step: number): string {
  return `<defs><pattern id="dots" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="1.6" fill="#1d2430" opacity=".12"/></pattern></defs><rect width="${width}" height="${height}" fill="url(#dots)"/>`;
}

/** Hero and banner: tinted backdrop, a paper sheet and pencils on the side away from the text. */
function scene(image: ContentImageRecord, p: Palette, random: Random): string {
  const { width: w, height: h } = image;
  const s = h / 500;
  const right = w * 0.62;
  return `<rect width="${w}" height="${h}" fill="${p.halo}"/>${dots(w, h, 24)}${confetti(random, w, h, 26, 9 * s)}
<circle cx="${round(w * 0.82)}" cy="${round(h * 0.5)}" r="${round(h * 0.62)}" fill="${p.light}" opacity=".7"/>
<g stroke="${p.line}" stroke-width="${Math.max(2, round(4 * s))}" stroke-linejoin="round">
<rect x="${round(right)}" y="${round(h * 0.18)}" width="${round(h * 0.5)}" height="${round(h * 0.64)}" rx="${round(8 * s)}" fill="#ffffff" transform="rotate(-8 ${round(right + h * 0.25)} ${round(h * 0.5)})"/>
${pencil(right + h * 0.35, h * 0.3, h * 0.7, 34 * s, 24, p.main)}
${pencil(right + h * 0.2, h * 0.58, h * 0.62, 34 * s, -12, ACCENT.rainbow[Math.floor(random() * 6)] ?? p.dark)}
</g>`;
}

function tile(image: ContentImageRecord, p: Palette, random: Random): string {
  const { width: w, height: h } = image;
  return `<rect width="${w}" height="${h}" fill="${p.halo}"/>${confetti(random, w, h, 14, 6)}
<circle cx="${w / 2}" cy="${h / 2}" r="${round(h * 0.36)}" fill="${p.main}" stroke="${p.line}" stroke-width="4"/>
<rect x="${round(w / 2 - h * 0.16)}" y="${round(h / 2 - h * 0.2)}" width="${round(h * 0.32)}" height="${round(h * 0.4)}" rx="6" fill="#ffffff" stroke="${p.line}" stroke-width="3"/>
<path d="M${round(w / 2 - h * 0.1)} ${round(h / 2 - h * 0.08)} h${round(h * 0.2)} M${round(w / 2 - h * 0.1)} ${round(h / 2)} h${round(h * 0.2)} M${round(w / 2 - h * 0.1)} ${round(h / 2 + h * 0.08)} h${round(h * 0.14)}" stroke="${p.dark}" stroke-width="4" stroke-linecap="round"/>`;
}

// Simple glyphs for the footer selling points, by the last part of the image name.
const GLYPHS: Record<string, string> = {
  versand: '<path d="M24 36h30v22H24z M54 44h10l6 8v6H54z"/><circle cx="34" cy="60" r="5"/><circle cx="62" cy="60" r="5"/>',
  rechnung: '<path d="M32 26h24l8 8v34H32z"/><path d="M38 42h20M38 50h20M38 58h12" fill="none"/>',
  beratung: '<path d="M26 32h42v26H44l-10 8v-8h-8z"/><g fill="MAIN" stroke="none"><circle cx="38" cy="45" r="3"/><circle cx="47" cy="45" r="3"/><circle cx="56" cy="45" r="3"/></g>',
  rueckgabe: '<path d="M62 48a15 15 0 1 1-5-11" fill="none"/><path d="M60 28v10H50" fill="none"/>',
};

function icon(image: ContentImageRecord, p: Palette): string {
  // MAIN marks details drawn in the icon's own colour on the white glyph.
  const glyph = (GLYPHS[image.name.split('-').pop() ?? ''] ?? '<circle cx="47" cy="48" r="10"/>').replaceAll('MAIN', p.main);
  return `<circle cx="47" cy="48" r="44" fill="${p.main}"/><g fill="#ffffff" stroke="#ffffff" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">${glyph}</g>`;
}

function logo(image: ContentImageRecord, p: Palette): string {
  const { width: w, height: h } = image;
  const light = luminance(image.colour) > 0.6;
  const size = image.alt.length > 8 ? 14 : 18;
  return `<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="6" fill="${light ? image.colour : '#ffffff'}" stroke="${p.light}" stroke-width="2"/>
<text x="${w / 2}" y="${h / 2}" text-anchor="middle" dominant-baseline="central" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${light ? '#1d2430' : image.colour}">${escapeXml(image.alt)}</text>`;
}

export function renderContentSvg(image: ContentImageRecord): string {
  const p = palette(image.colour);
  const random = randomFor(SEED, image.name);
  const body =
    image.motif === 'hero' || image.motif === 'banner' ? scene(image, p, random)
    : image.motif === 'tile' ? tile(image, p, random)
    : image.motif === 'icon' ? icon(image, p)
    : logo(image, p);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${image.width} ${image.height}" width="${image.width}" height="${image.height}" role="img" aria-label="${escapeXml(image.alt)}">
<title>${escapeXml(image.alt)}</title>
${body}
</svg>
`;
}
