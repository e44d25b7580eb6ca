import type { CategoryRecord, ProductRecord } from '../types.js';
import { flatten, fold, queryWords, wordMatch, words } from './search-text.js';

interface IndexedProduct {
  product: ProductRecord;
  name: string[];
  categories: string[];
  brand: string[];
  variants: string[];
  foldedName: string;
}

interface Suggestion {
  text: string;
  folded: string;
  flat: string;
  words: string[];
  isCategory: boolean;
  top: boolean;
}

export interface SearchHit {
  product: ProductRecord;
  score: number;
}

export interface ExactMatch {
  product: ProductRecord;
  /** Set when an order number named one item. */
  itemId: string | null;
}

// Where a word matched counts differently: the name most, then category and brand, then variants.
const WEIGHTS = { name: 5, categories: 3, brand: 3, variants: 2 } as const;
export const MAX_SUGGESTIONS = 8;

/** An order number as typed: '104.037', '104037' or '104 037'. */
export const orderNumberKey = (text: string): string | null => {
  const digits = text.trim().replace(/[.\s]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
};

/** Built once per catalogue; every lookup is a scan of ~300 precomputed word lists at most. */
export class SearchIndex {
  private readonly entries: IndexedProduct[];
  private readonly byOrderNumber = new Map<string, ExactMatch>();
  private readonly byName = new Map<string, ProductRecord>();
  private readonly suggestions: Suggestion[];

  constructor(products: readonly ProductRecord[], categories: readonly CategoryRecord[]) {
    this.entries = products.map((product) => ({
      product,
      name: words(product.name),
      categories: words(product.categoryPath.map((c) => c.name).join(' ')),
      brand: words(product.manufacturer),
      variants: words([...product.items.flatMap((i) => i.variantInfo.map((v) => v.value)), ...product.facets.colours].join(' ')),
      foldedName: fold(product.name),
    }));
    for (const product of products) {
      this.byName.set(fold(product.name), product);
      for (const item of product.items) {
        const key = orderNumberKey(item.orderNumber);
        if (key) this.byOrderNumber.set(key, { product, itemId: product.items.length > 1 ? item.itemId : null });
      }
    }
    const suggestion = (text: string, isCategory: boolean, top: boolean): Suggestion => ({ text, folded: fold(text), flat: flatten(text), words: words(text), isCategory, top });
    this.suggestions = [
      ...categories.filter((c) => c.level > 0).map((c) => suggestion(c.name, true, false)),
      ...products.map((p) => suggestion(p.name, false, p.isTopseller)),
    ];
  }

  /** The product (and item) a term names exactly: an order number or a product name. */
  exact(term: string): ExactMatch | null {
    const key = orderNumberKey(term);
    if (key) return this.byOrderNumber.get(key) ?? null;
    const product = this.byName.get(fold(term.trim()));
    return product ? { product, itemId: null } : null;
  }

  /** Products matching every word of the term, with a relevance score. */
  search(term: string): SearchHit[] {
    const exact = orderNumberKey(term) ? this.exact(term) : null;
    if (exact) return [{ product: exact.product, score: 1000 }];
    const wanted = queryWords(term);
    const folded = fold(term.trim());
    const hits: SearchHit[] = [];
    for (const entry of this.entries) {
      let score = 0;
      let all = true;
      for (const word of wanted) {
        const best = Math.max(
          ...(['name', 'categories', 'brand', 'variants'] as const).map((field) => WEIGHTS[field] * Math.max(0, ...entry[field].map((w) => wordMatch(word, w)))),
        );
        if (best === 0) {
          all = false;
          break;
        }
        score += best;
      }
      if (!all) continue;
      if (entry.foldedName === folded) score += 100;
      else if (entry.foldedName.startsWith(folded)) score += 20;
      if (entry.product.isTopseller) score += 1;
      hits.push({ product: entry.product, score });
    }
    return hits;
  }

  /** Up to 8 category and product names for what is typed so far (spec §2 suggestions). */
  suggest(input: string): string[] {
    const folded = fold(input.trim());
    const flat = flatten(input.trim());
    const rank = (s: Suggestion): number => {
      if (s.folded.startsWith(folded) || s.flat.startsWith(flat)) return 0;
      if (s.words.some((w) => w.startsWith(folded) || w.startsWith(flat))) return 1;
      if (s.folded.includes(folded) || s.flat.includes(flat)) return 2;
      return -1;
    };
    const collator = new Intl.Collator('de');
    const ranked = this.suggestions
      .map((s) => ({ s, rank: rank(s) }))
      .filter((r) => r.rank >= 0)
      .sort((a, b) => a.rank - b.rank || Number(b.s.isCategory) - Number(a.s.isCategory) || Number(b.s.top) - Number(a.s.top) || collator.compare(a.s.text, b.s.text));
    return [...new Set(ranked.map((r) => r.s.text))].slice(0, MAX_SUGGESTIONS);
  }
}
