import type { IllustrationKind } from '../types.js';

/** A return reason: what it requires from the customer (spec §3 Return flow: reasons). */
export interface ReturnReasonDef {
  code: string;
  name: string;
  /** A comment (additionalInfo) is required. */
  comment: boolean;
  /** At least one photo is required. */
  image: boolean;
  /** The reason reports a fault of the article: it offers a free replacement. */
  fault: boolean;
  /** Affected parts can be named (multi-part articles only). */
  withComponents: boolean;
}

// Photos are asked for where the warehouse must judge the damage before a replacement goes out.
export const RETURN_REASONS: readonly ReturnReasonDef[] = [
  { code: 'NOT_AS_EXPECTED', name: 'Gefällt mir nicht / entspricht nicht den Erwartungen', comment: false, image: false, fault: false, withComponents: false },
  { code: 'ORDERED_TOO_MANY', name: 'Zu viel bestellt', comment: false, image: false, fault: false, withComponents: false },
  { code: 'WRONG_ITEM', name: 'Falscher Artikel geliefert', comment: false, image: true, fault: true, withComponents: false },
  { code: 'DAMAGED', name: 'Artikel beschädigt angekommen', comment: true, image: true, fault: true, withComponents: true },
  { code: 'DEFECTIVE', name: 'Artikel defekt / funktioniert nicht', comment: true, image: false, fault: true, withComponents: true },
  { code: 'OTHER', name: 'Sonstiges', comment: true, image: false, fault: false, withComponents: false },
];

const BY_CODE = new Map(RETURN_REASONS.map((r) => [r.code, r]));

export function returnReason(code: string): ReturnReasonDef | undefined {
  return BY_CODE.get(code);
}

// Parts of multi-part articles, by illustration kind: what a damage report can point at.
const COMPONENTS: Partial<Record<IllustrationKind, readonly string[]>> = {
  paintbox: ['Farbkasten', 'Deckel', 'Farbtabletten', 'Pinsel'],
  'pencil-case': ['Etui', 'Reißverschluss', 'Stifte', 'Zubehör'],
  schoolbag: ['Ranzen', 'Federmäppchen', 'Turnbeutel', 'Schlamperrolle', 'Regenhülle'],
  'role-play': ['Korpus', 'Zubehör', 'Scanner'],
  compass: ['Zirkel', 'Adapter', 'Minen'],
  blocks: ['Bausteine', 'Verpackung'],
  globe: ['Kugel', 'Fuß', 'Kabel'],
};

/** Components a reason offers for an article of this kind; empty for simple articles. */
export function componentsFor(reason: ReturnReasonDef, kind: IllustrationKind | undefined): readonly string[] {
  return reason.withComponents && kind ? (COMPONENTS[kind] ?? []) : [];
}

// Freight goods: no parcel label possible, collection is arranged by customer service.
const BULKY: ReadonlySet<IllustrationKind> = new Set(['table', 'chair', 'shelf']);

export const isBulky = (kind: IllustrationKind | undefined): boolean => kind !== undefined && BULKY.has(kind);
