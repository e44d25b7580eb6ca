import { cleanSearchText, SEARCH_QUERY_MAX_LENGTH, SEARCH_SUGGEST_MIN_LENGTH } from '@tafel/domain';

// The header search box's suggestions (catalogue spec §2 "Suggestions appear while typing and
// close on outside click", §9 suggestion debounce 250 ms) as a pure state machine: the component
// only feeds it events (typing, answers, keys, focus) and renders what it answers, so the rules —
// which answer counts, what the arrow keys do — are tested without a browser.

/** Spec §9: suggestions are asked for 250 ms after the last keystroke. */
export const SUGGEST_DEBOUNCE_MS = 250;
/** Suggestions start with the second character (after trimming; the API answers none below). */
export const SUGGEST_MIN_LENGTH = SEARCH_SUGGEST_MIN_LENGTH;

export interface SuggestState {
  /** The text in the search box. */
  input: string;
  /** The suggestions last answered, for `forQuery`. */
  suggestions: readonly string[];
  forQuery: string | null;
  /** The listbox is shown. */
  open: boolean;
  /** Index of the highlighted suggestion (aria-activedescendant), -1 for none. */
  active: number;
  /** The shopper typed since the box was (re)filled: only then are suggestions asked for. */
  wanted: boolean;
  focused: boolean;
  /** Closed with Escape: stays closed until the shopper types or asks with an arrow key. */
  dismissed: boolean;
}

export type SuggestEvent =
  | { type: 'reset'; input: string }
  | { type: 'typed'; input: string }
  | { type: 'answered'; query: string; suggestions: readonly string[] }
  | { type: 'failed'; query: string }
  | { type: 'move'; by: 1 | -1 }
  | { type: 'hover'; index: number }
  | { type: 'close'; reason: 'escape' | 'outside' | 'chosen' }
  | { type: 'focus' }
  | { type: 'blur' };

export function initialSuggestState(input = ''): SuggestState {
  return { input, suggestions: [], forQuery: null, open: false, active: -1, wanted: false, focused: false, dismissed: false };
}

/** What is asked for a text in the box: cleaned, from SUGGEST_MIN_LENGTH characters; else null. */
export function suggestionQuery(input: string): string | null {
  const query = cleanSearchText(input).slice(0, SEARCH_QUERY_MAX_LENGTH);
  return query.length >= SUGGEST_MIN_LENGTH ? query : null;
}

/** Whether the suggestions held are the answer for what is in the box now. */
function current(state: SuggestState): boolean {
  return state.forQuery !== null && state.forQuery === suggestionQuery(state.input);
}

function opened(state: SuggestState): SuggestState {
  return { ...state, open: state.focused && !state.dismissed && state.suggestions.length > 0 };
}

export function suggestReducer(state: SuggestState, event: SuggestEvent): SuggestState {
  switch (event.type) {
    case 'reset':
      return { ...initialSuggestState(event.input), focused: state.focused };
    case 'typed': {
      const next: SuggestState = { ...state, input: event.input, active: -1, wanted: true, dismissed: false };
      // Too short for suggestions: nothing is shown (nor asked for).
      if (suggestionQuery(event.input) === null) return { ...next, suggestions: [], forQuery: null, open: false };
      // The list shown stays until the answer for the new text arrives (no flicker while typing).
      return next;
    }
    case 'answered':
      // Only the answer for the text in the box now counts; a late one for an older text is dropped.
      if (event.query !== suggestionQuery(state.input)) return state;
      return opened({ ...state, suggestions: [...event.suggestions], forQuery: event.query, active: -1 });
    case 'failed':
      // A failed request just shows no suggestions.
      if (event.query !== suggestionQuery(state.input)) return state;
      return { ...state, suggestions: [], forQuery: event.query, open: false, active: -1 };
    case 'move': {
      const count = state.suggestions.length;
      if (count === 0) return state;
      if (!state.open) return { ...state, open: true, dismissed: false, active: event.by > 0 ? 0 : count - 1 };
      // Wraps around at both ends (ARIA APG combobox).
      const from = state.active < 0 ? (event.by > 0 ? -1 : count) : state.active;
      return { ...state, active: (from + event.by + count) % count };
    }
    case 'hover':
      return state.open && event.index >= 0 && event.index < state.suggestions.length ? { ...state, active: event.index } : state;
    case 'close':
      return { ...state, open: false, active: -1, dismissed: state.dismissed || event.reason === 'escape' };
    case 'focus':
      return current(state) ? opened({ ...state, focused: true }) : { ...state, focused: true };
    case 'blur':
      return { ...state, focused: false, open: false, active: -1 };
  }
}

/** The suggestion the arrow keys chose, if any. */
export function activeSuggestion(state: SuggestState): string | null {
  return state.open && state.active >= 0 ? (state.suggestions[state.active] ?? null) : null;
}

/** A part of a suggestion: `match` where it repeats what was typed. */
export interface HighlightPart {
  text: string;
  match: boolean;
}

// The text as compared: lower case without accents or umlaut dots ('Ä' → 'a'), one UTF-16 unit
// for each of the text's, so positions stay those of the suggestion.
function comparable(text: string): string {
  return text
    .split('')
    .map((unit) => {
      const lower = unit.toLowerCase();
      return lower.length === 1 ? (lower.normalize('NFD')[0] ?? lower) : unit;
    })
    .join('');
}

/**
 * Splits a suggestion into the parts that repeat the typed text and the rest, for highlighting:
 * every occurrence of the whole typed text (without case and umlaut dots), or when it does not
 * occur as a whole, of each typed word of two or more characters.
 */
export function highlightParts(suggestion: string, typed: string): HighlightPart[] {
  const text = comparable(suggestion);
  const whole = comparable(cleanSearchText(typed));
  const needles = whole.length > 0 && text.includes(whole) ? [whole] : whole.split(' ').filter((word) => word.length >= SUGGEST_MIN_LENGTH);
  const marked = new Array<boolean>(suggestion.length).fill(false);
  for (const needle of needles) {
    for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) marked.fill(true, at, at + needle.length);
  }
  const parts: HighlightPart[] = [];
  for (let index = 0; index < suggestion.length; index++) {
    const last = parts.at(-1);
    const char = suggestion[index] ?? '';
    if (last && last.match === marked[index]) last.text += char;
    else parts.push({ text: char, match: marked[index] ?? false });
  }
  return parts;
}
