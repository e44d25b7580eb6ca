/** Colours one illustration is drawn with, all derived from the item's colour. */
export interface Palette {
  main: string;
  light: string;
  dark: string;
  /** Outline: keeps white and pale items visible on the light background. */
  line: string;
  /** Soft disc behind the object. */
  halo: string;
}

/** Fixed accents for things that are not the item's colour (wood, metal, paper, a rainbow). */
export const ACCENT = {
  wood: '#e2b47c',
  woodDark: '#b9854a',
  metal: '#c3ccd6',
  metalDark: '#8a96a3',
  paper: '#ffffff',
  graphite: '#3b4048',
  rainbow: ['#e0453a', '#f2892e', '#f5c02c', '#3c9d4e', '#2d6fd2', '#8354c2'],
} as const;

function channels(hex: string): [number, number, number] {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1] ?? '2d6fd2';
  const n = parseInt(value, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(hex: string, other: string, amount: number): string {
  const a = channels(hex);
  const b = channels(other);
  return `#${a.map((c, i) => Math.round(c + ((b[i] ?? c) - c) * amount).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance in 0..1, to decide between dark and light details. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function palette(hex: string): Palette {
  return {
    main: hex,
    light: mix(hex, '#ffffff', 0.45),
    dark: mix(hex, '#000000', 0.25),
    line: mix(hex, '#1d2430', 0.6),
    halo: mix(hex, '#ffffff', 0.78),
  };
}

/** The rainbow, rotated to start at the item's colour so sets still show their variant. */
export function rainbowFrom(hex: string, count: number): string[] {
  const colours = [hex, ...ACCENT.rainbow.filter((c) => c.toLowerCase() !== hex.toLowerCase())];
  return Array.from({ length: count }, (_, i) => colours[i % colours.length] ?? hex);
}
