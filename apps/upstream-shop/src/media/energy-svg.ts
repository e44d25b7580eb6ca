import type { EnergyClass } from '../data/types.js';

// EU energy labels (A–G, 2021 scale colours) drawn as SVG: the small arrow shown on tiles and
// the full label shown in the modal (spec §3 energyEfficiency imgPath / detailsImgPath).

export const ENERGY_CLASSES: readonly EnergyClass[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
const COLOURS: Record<EnergyClass, string> = { A: '#00a651', B: '#50b848', C: '#bed630', D: '#fff200', E: '#fdb913', F: '#f37021', G: '#ed1c24' };

export function isEnergyClass(value: string): value is EnergyClass {
  return (ENERGY_CLASSES as readonly string[]).includes(value);
}

const textColour = (c: EnergyClass): string => (c === 'D' || c === 'C' ? '#1d2430' : '#ffffff');

/** The arrow with the class letter, 60 × 32. */
export function energyArrowSvg(energy: EnergyClass): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 32" width="60" height="32" role="img" aria-label="Energieeffizienzklasse ${energy}">
<title>Energieeffizienzklasse ${energy}</title>
<rect x="0" y="0" width="14" height="32" fill="#ffffff" stroke="#1d2430"/>
<text x="7" y="11" font-family="Arial, sans-serif" font-size="7" text-anchor="middle" fill="#1d2430">A</text>
<text x="7" y="28" font-family="Arial, sans-serif" font-size="7" text-anchor="middle" fill="#1d2430">G</text>
<path d="M14 0 H46 L60 16 L46 32 H14 Z" fill="${COLOURS[energy]}"/>
<text x="32" y="24" font-family="Arial, sans-serif" font-size="22" font-weight="bold" text-anchor="middle" fill="${textColour(energy)}">${energy}</text>
</svg>
`;
}

/** The full label: the A–G scale with the product's class marked, 300 × 420. */
export function energyLabelSvg(energy: EnergyClass): string {
  const bars = ENERGY_CLASSES.map((c, i) => {
    const y = 70 + i * 40;
    const width = 90 + i * 22;
    return `<path d="M20 ${y} H${20 + width} L${36 + width} ${y + 15} L${20 + width} ${y + 30} H20 Z" fill="${COLOURS[c]}"/>
<text x="32" y="${y + 23}" font-family="Arial, sans-serif" font-size="20" font-weight="bold" fill="${textColour(c)}">${c}</text>`;
  }).join('\n');
  const y = 70 + ENERGY_CLASSES.indexOf(energy) * 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 420" width="300" height="420" role="img" aria-label="Energielabel Klasse ${energy}">
<title>Energielabel Klasse ${energy}</title>
<rect x="1" y="1" width="298" height="418" rx="6" fill="#ffffff" stroke="#1d2430" stroke-width="2"/>
<rect x="1" y="1" width="298" height="50" rx="6" fill="#0b4ea2"/>
<text x="150" y="34" font-family="Arial, sans-serif" font-size="20" font-weight="bold" text-anchor="middle" fill="#ffffff">ENERGIE</text>
${bars}
<path d="M280 ${y} H236 L220 ${y + 15} L236 ${y + 30} H280 Z" fill="#1d2430"/>
<text x="256" y="${y + 23}" font-family="Arial, sans-serif" font-size="20" font-weight="bold" text-anchor="middle" fill="#ffffff">${energy}</text>
<text x="150" y="380" font-family="Arial, sans-serif" font-size="12" text-anchor="middle" fill="#1d2430">Verordnung (EU) 2017/1369</text>
</svg>
`;
}
