import { palette } from './palette.js';

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

// A colour per brand, picked from its name so a logo looks the same on every start.
const BRAND_COLOURS = ['#2d6fd2', '#e0453a', '#3c9d4e', '#8354c2', '#f2892e', '#18a3ad', '#e45595', '#23427a'];

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return BRAND_COLOURS[hash % BRAND_COLOURS.length] ?? '#2d6fd2';
}

/** A word mark for a manufacturer (Manufacturer.image), 240 × 80. */
export function brandSvg(name: string): string {
  const p = palette(colourOf(name));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${escapeXml(name)}">
<title>${escapeXml(name)}</title>
<rect x="2" y="2" width="236" height="76" rx="14" fill="${p.halo}" stroke="${p.main}" stroke-width="3"/>
<circle cx="36" cy="40" r="18" fill="${p.main}"/>
<text x="36" y="47" font-family="Arial, sans-serif" font-size="20" font-weight="bold" text-anchor="middle" fill="#ffffff">${escapeXml(name.charAt(0))}</text>
<text x="64" y="47" font-family="Arial, sans-serif" font-size="${name.length > 14 ? 14 : 18}" font-weight="bold" fill="${p.dark}">${escapeXml(name)}</text>
</svg>
`;
}
