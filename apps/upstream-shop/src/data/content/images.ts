/**
 * The content images the CMS seed refers to. src/media/content draws each of them as an SVG at
 * /media/content/{name}.svg; keeping the list here lets the seed know sizes and alt texts and
 * lets a test check that every referenced image exists.
 */
export type ImageMotif = 'hero' | 'tile' | 'icon' | 'banner' | 'logo';

export interface ContentImageRecord {
  name: string;
  motif: ImageMotif;
  width: number;
  height: number;
  /** Alt text; for logos also the lettering. */
  alt: string;
  /** Main colour (hex). */
  colour: string;
}

const HERO = { motif: 'hero', width: 1600, height: 500 } as const;
const TILE = { motif: 'tile', width: 400, height: 300 } as const;
// Spec §9: footer selling-point image 94x96.
const ICON = { motif: 'icon', width: 94, height: 96 } as const;
const BANNER = { motif: 'banner', width: 1200, height: 400 } as const;
const LOGO = { motif: 'logo', width: 120, height: 48 } as const;

const LIST: ContentImageRecord[] = [
  { name: 'hero-schulstart', ...HERO, alt: 'Bunte Stifte und Hefte für den Schulstart', colour: '#2d6fd2' },
  { name: 'hero-kita', ...HERO, alt: 'Bausteine und Spielmaterial für die Kita', colour: '#3c9d4e' },
  { name: 'hero-buero', ...HERO, alt: 'Ordnung im Büro mit Ordnern und Ablagen', colour: '#8354c2' },
  { name: 'tile-100', ...TILE, alt: 'Schreiben & Zeichnen', colour: '#e0453a' },
  { name: 'tile-200', ...TILE, alt: 'Hefte & Papier', colour: '#2d6fd2' },
  { name: 'tile-300', ...TILE, alt: 'Basteln & Gestalten', colour: '#f2892e' },
  { name: 'tile-400', ...TILE, alt: 'Kindergarten & Spielen', colour: '#3c9d4e' },
  { name: 'tile-500', ...TILE, alt: 'Büro & Organisation', colour: '#5a6b7d' },
  { name: 'tile-600', ...TILE, alt: 'Schulranzen & Taschen', colour: '#8354c2' },
  { name: 'tile-700', ...TILE, alt: 'Lernen & Mathematik', colour: '#f5c02c' },
  { name: 'tile-800', ...TILE, alt: 'Möbel & Einrichtung', colour: '#b9854a' },
  { name: 'usp-versand', ...ICON, alt: 'Versandkostenfrei ab 49 €', colour: '#2d6fd2' },
  { name: 'usp-rechnung', ...ICON, alt: 'Kauf auf Rechnung', colour: '#3c9d4e' },
  { name: 'usp-beratung', ...ICON, alt: 'Persönliche Beratung', colour: '#f2892e' },
  { name: 'usp-rueckgabe', ...ICON, alt: '30 Tage Rückgaberecht', colour: '#8354c2' },
  { name: 'banner-beratung', ...BANNER, alt: 'Beratung für Schule und Kita', colour: '#f2892e' },
  { name: 'banner-sicher-einkaufen', ...BANNER, alt: 'Sicher einkaufen', colour: '#3c9d4e' },
  { name: 'banner-spielwarensicherheit', ...BANNER, alt: 'Geprüftes Spielzeug', colour: '#f5c02c' },
  { name: 'banner-vorteile', ...BANNER, alt: 'Ihre Vorteile als Bildungseinrichtung', colour: '#2d6fd2' },
  { name: 'banner-ueber-uns', ...BANNER, alt: 'Unser Team', colour: '#8354c2' },
  { name: 'banner-marken', ...BANNER, alt: 'Starke Marken', colour: '#5a6b7d' },
  { name: 'banner-aktionen', ...BANNER, alt: 'Aktuelle Aktionen', colour: '#e0453a' },
  { name: 'banner-gewinnspiel', ...BANNER, alt: 'Mitmachen und gewinnen', colour: '#f5c02c' },
  { name: 'banner-inspiration', ...BANNER, alt: 'Ideen für den Unterricht', colour: '#3c9d4e' },
  { name: 'banner-merkliste', ...TILE, alt: 'Alles für den Schulstart', colour: '#2d6fd2' },
  // Category teasers (category-content.ts): wide and low, so they stay short above a listing.
  { name: 'banner-klassensatz', ...BANNER, alt: 'Stifte im Klassensatz', colour: '#e0453a' },
  { name: 'banner-bastelideen', ...BANNER, alt: 'Bastelideen mit Papier und Farben', colour: '#f2892e' },
  { name: 'logo-paypal', ...LOGO, alt: 'PayPal', colour: '#1f4e9c' },
  { name: 'logo-invoice', ...LOGO, alt: 'Rechnung', colour: '#5a6b7d' },
  { name: 'logo-visa', ...LOGO, alt: 'Visa', colour: '#1a1f71' },
  { name: 'logo-mastercard', ...LOGO, alt: 'Mastercard', colour: '#eb5a24' },
  { name: 'logo-e-invoice', ...LOGO, alt: 'E-Rechnung', colour: '#2d6fd2' },
  { name: 'logo-amazonpay', ...LOGO, alt: 'Amazon Pay', colour: '#232f3e' },
  { name: 'logo-twint', ...LOGO, alt: 'TWINT', colour: '#111111' },
  { name: 'logo-dpd', ...LOGO, alt: 'DPD', colour: '#c8102e' },
  { name: 'logo-gls', ...LOGO, alt: 'GLS', colour: '#061ab1' },
  { name: 'logo-dhl', ...LOGO, alt: 'DHL', colour: '#d40511' },
  { name: 'logo-swiss-post', ...LOGO, alt: 'Die Post', colour: '#f5c02c' },
];

export const CONTENT_IMAGES: ReadonlyMap<string, ContentImageRecord> = new Map(LIST.map((i) => [i.name, i]));

export const contentImageUrl = (name: string): string => `/media/content/${name}.svg`;

/** The image of that name; throws for a name the list lacks, so a typo in the seed fails at start-up. */
export function contentImage(name: string): ContentImageRecord {
  const image = CONTENT_IMAGES.get(name);
  if (!image) throw new Error(`unknown content image ${name}`);
  return image;
}
