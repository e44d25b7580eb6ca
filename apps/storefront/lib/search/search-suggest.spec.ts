import { describe, expect, it } from '@jest/globals';
import {
  activeSuggestion,
  highlightParts,
  initialSuggestState,
  SUGGEST_DEBOUNCE_MS,
  suggestionQuery,
  suggestReducer,
  type SuggestEvent,
  type SuggestState,
} from './search-suggest';

const run = (events: SuggestEvent[], from: SuggestState = initialSuggestState()) => events.reduce(suggestReducer, from);
const focused = run([{ type: 'focus' }]);
const withList = run([{ type: 'typed', input: 'ord' }, { type: 'answered', query: 'ord', suggestions: ['Ordner', 'Ordnungsmappe', 'Aktenordner'] }], focused);

describe('suggestionQuery (spec: from the second character)', () => {
  it('asks nothing below two characters after trimming', () => {
    expect(suggestionQuery('')).toBeNull();
    expect(suggestionQuery(' o ')).toBeNull();
    expect(suggestionQuery(' or ')).toBe('or');
    expect(suggestionQuery('blaue   ordner')).toBe('blaue ordner');
    expect(suggestionQuery('x'.repeat(120))).toHaveLength(100);
  });

  it('waits 250 ms (spec §9)', () => {
    expect(SUGGEST_DEBOUNCE_MS).toBe(250);
  });
});

describe('suggestReducer', () => {
  it('opens with the answer for what is typed', () => {
    expect(withList).toMatchObject({ open: true, active: -1, forQuery: 'ord', suggestions: ['Ordner', 'Ordnungsmappe', 'Aktenordner'], wanted: true });
  });

  it('ignores a late answer for an older text', () => {
    const typedOn = run([{ type: 'typed', input: 'ordner' }], withList);
    const late = suggestReducer(typedOn, { type: 'answered', query: 'ord', suggestions: ['Stale'] });
    expect(late).toBe(typedOn);
    const fresh = suggestReducer(typedOn, { type: 'answered', query: 'ordner', suggestions: ['Ordner A4'] });
    expect(fresh.suggestions).toEqual(['Ordner A4']);
  });

  it('keeps the list shown while the next answer is on its way, without a highlighted option', () => {
    const moved = run([{ type: 'move', by: 1 }], withList);
    const typed = run([{ type: 'typed', input: 'ordn' }], moved);
    expect(typed).toMatchObject({ open: true, active: -1, suggestions: withList.suggestions });
  });

  it('closes and forgets below two characters', () => {
    expect(run([{ type: 'typed', input: 'o' }], withList)).toMatchObject({ open: false, suggestions: [], forQuery: null });
  });

  it('shows nothing when the request failed', () => {
    const failed = run([{ type: 'typed', input: 'ordn' }, { type: 'failed', query: 'ordn' }], withList);
    expect(failed).toMatchObject({ open: false, suggestions: [] });
    // A failure of an older request does not hide the current list.
    expect(suggestReducer(withList, { type: 'failed', query: 'or' })).toBe(withList);
  });

  it('does not open an empty answer', () => {
    expect(run([{ type: 'typed', input: 'xyz' }, { type: 'answered', query: 'xyz', suggestions: [] }], focused).open).toBe(false);
  });

  it('does not open when the box lost the focus meanwhile', () => {
    const state = run([{ type: 'typed', input: 'ord' }, { type: 'blur' }, { type: 'answered', query: 'ord', suggestions: ['Ordner'] }], focused);
    expect(state.open).toBe(false);
    expect(run([{ type: 'focus' }], state).open).toBe(true);
  });

  it('moves with the arrow keys and wraps around', () => {
    expect(run([{ type: 'move', by: 1 }], withList).active).toBe(0);
    expect(run([{ type: 'move', by: 1 }, { type: 'move', by: 1 }], withList).active).toBe(1);
    expect(run([{ type: 'move', by: 1 }, { type: 'move', by: 1 }, { type: 'move', by: 1 }, { type: 'move', by: 1 }], withList).active).toBe(0);
    expect(run([{ type: 'move', by: -1 }], withList).active).toBe(2);
    expect(run([{ type: 'move', by: 1 }, { type: 'move', by: -1 }], withList).active).toBe(2);
    expect(activeSuggestion(run([{ type: 'move', by: 1 }, { type: 'move', by: 1 }], withList))).toBe('Ordnungsmappe');
    expect(activeSuggestion(withList)).toBeNull();
  });

  it('closes with Escape and stays closed until the shopper types or presses an arrow key', () => {
    const closed = run([{ type: 'move', by: 1 }, { type: 'close', reason: 'escape' }], withList);
    expect(closed).toMatchObject({ open: false, active: -1, dismissed: true });
    expect(activeSuggestion(closed)).toBeNull();
    expect(run([{ type: 'focus' }], closed).open).toBe(false);
    expect(run([{ type: 'move', by: 1 }], closed)).toMatchObject({ open: true, active: 0 });
    expect(run([{ type: 'typed', input: 'ordn' }, { type: 'answered', query: 'ordn', suggestions: ['Ordner'] }], closed).open).toBe(true);
  });

  it('closes on a click outside and opens again on focus (spec §2)', () => {
    const outside = run([{ type: 'close', reason: 'outside' }], withList);
    expect(outside.open).toBe(false);
    expect(run([{ type: 'blur' }, { type: 'focus' }], outside).open).toBe(true);
  });

  it('follows the pointer only over the open list', () => {
    expect(run([{ type: 'hover', index: 2 }], withList).active).toBe(2);
    expect(run([{ type: 'hover', index: 9 }], withList).active).toBe(-1);
    expect(run([{ type: 'close', reason: 'outside' }, { type: 'hover', index: 1 }], withList).active).toBe(-1);
  });

  it('does not ask after a reset (the box filled from the URL) until the shopper types', () => {
    const reset = run([{ type: 'reset', input: 'ordner' }], withList);
    expect(reset).toMatchObject({ input: 'ordner', wanted: false, open: false, suggestions: [], focused: true });
    expect(run([{ type: 'typed', input: 'ordner a' }], reset).wanted).toBe(true);
  });

  it('ignores the arrow keys without suggestions', () => {
    expect(run([{ type: 'move', by: 1 }], focused)).toBe(focused);
  });
});

describe('highlightParts', () => {
  const marked = (suggestion: string, typed: string) =>
    highlightParts(suggestion, typed)
      .map((part) => (part.match ? `[${part.text}]` : part.text))
      .join('');

  it('marks what was typed, without case', () => {
    expect(marked('Aktenordner A4', 'ordner')).toBe('Akten[ordner] A4');
    expect(marked('Ordner', 'ORD')).toBe('[Ord]ner');
  });

  it('marks every occurrence', () => {
    expect(marked('Ordner-Ordner', 'ordner')).toBe('[Ordner]-[Ordner]');
  });

  it('matches umlauts typed without dots', () => {
    expect(marked('Schlamper-Mäppchen', 'mapp')).toBe('Schlamper-[Mäpp]chen');
  });

  it('marks the words one by one when the whole text does not occur', () => {
    expect(marked('Ordner A4 blau', 'blau ordner')).toBe('[Ordner] A4 [blau]');
  });

  it('marks nothing for what does not occur and keeps the text whole', () => {
    expect(highlightParts('Buntstifte', 'xy')).toEqual([{ text: 'Buntstifte', match: false }]);
    expect(highlightParts('Buntstifte', '')).toEqual([{ text: 'Buntstifte', match: false }]);
  });
});
