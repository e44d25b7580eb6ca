/** Colour names used as variant values, with the hex used by the illustrations. */
export const COLOURS: Record<string, string> = {
  Rot: '#e0453a',
  Blau: '#2d6fd2',
  Dunkelblau: '#23427a',
  Hellblau: '#63b3e6',
  Grün: '#3c9d4e',
  Mint: '#63c9a8',
  Gelb: '#f5c02c',
  Orange: '#f2892e',
  Lila: '#8354c2',
  Pink: '#e45595',
  Türkis: '#18a3ad',
  Petrol: '#1f6f7e',
  Schwarz: '#33383f',
  Grau: '#8795a6',
  Silber: '#aab6c2',
  Weiß: '#f3f4f6',
  Natur: '#d8a66b',
  Terrakotta: '#c86a45',
  Transparent: '#bfe0ee',
};

export const FALLBACK_COLOUR = '#2d6fd2';

export function colourHex(name: string | undefined): string {
  return (name !== undefined ? COLOURS[name] : undefined) ?? FALLBACK_COLOUR;
}
