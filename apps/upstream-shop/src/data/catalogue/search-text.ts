// German-aware text matching for search, suggestions and filters: case-insensitive, umlauts
// written either way (ä = ae, and a for shoppers who drop the dots), ß = ss.

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
const STOP_WORDS = new Set(['und', 'fuer', 'fur', 'mit', 'der', 'die', 'das', 'im', 'in', 'aus', 'von', 'zum', 'zur', 'a', 'x']);

const stripMarks = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Lower case with umlauts spelled out: 'Mäppchen' → 'maeppchen'. */
export function fold(text: string): string {
  return stripMarks(text.toLowerCase().replace(/[äöüß]/g, (c) => UMLAUTS[c] ?? c));
}

/** Lower case with the dots dropped: 'Mäppchen' → 'mappchen' (a second spelling shoppers type). */
export function flatten(text: string): string {
  return stripMarks(text.toLowerCase().replace(/ß/g, 'ss'));
}

/** Words of a text in both spellings, without punctuation. */
export function words(text: string): string[] {
  const folded = fold(text).split(/[^a-z0-9]+/).filter(Boolean);
  const flat = flatten(text).split(/[^a-z0-9]+/).filter(Boolean);
  return [...new Set([...folded, ...flat])];
}

/** The words a shopper searched for, folded, without stop words (all of them if only stop words). */
export function queryWords(query: string): string[] {
  const all = fold(query).split(/[^a-z0-9]+/).filter(Boolean);
  const meaningful = all.filter((w) => !STOP_WORDS.has(w));
  return meaningful.length > 0 ? meaningful : all;
}

/** Trims and collapses inner blanks. */
export const cleanQuery = (query: string): string => query.trim().replace(/\s+/g, ' ');

/**
 * Spellings a query word may appear in: itself and, for longer words, without a German plural
 * or inflection ending ('hefte' → 'heft', 'ordnern' → 'ordner', 'blaue' → 'blau').
 */
export function variantsOf(word: string): string[] {
  const variants = [word];
  if (word.length >= 5) {
    for (const ending of ['en', 'er', 'es', 'e', 'n', 's']) {
      if (word.endsWith(ending) && word.length - ending.length >= 4) variants.push(word.slice(0, -ending.length));
    }
  }
  return variants;
}

/** How well one query word matches one indexed word: 2 at the start of the word, 1 inside, 0 not. */
export function wordMatch(queryWord: string, indexed: string): number {
  for (const variant of variantsOf(queryWord)) {
    if (indexed.startsWith(variant)) return 2;
    // Compounds ('Buntstifte' for 'stifte'); short words only at a word start to avoid noise.
    if (variant.length >= 3 && indexed.includes(variant)) return 1;
  }
  return 0;
}

/** A URL-safe id of a name: 'Anzahl Farben' → 'anzahl-farben', 'Bürofix' → 'buerofix'. */
export function slug(text: string): string {
  return fold(text).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
