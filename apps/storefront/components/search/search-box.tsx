'use client';

import { SEARCH_QUERY_MAX_LENGTH } from '@tafel/domain';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useLayoutEffect, useReducer, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { SEARCH_PATH, searchTarget } from '@/lib/search/search-target';
import { browserShopClient } from '@/lib/shop-api/browser-client';
import {
  activeSuggestion,
  highlightParts,
  initialSuggestState,
  SUGGEST_DEBOUNCE_MS,
  suggestionQuery,
  suggestReducer,
} from '@/lib/search/search-suggest';
import { useHydrated } from '../common/use-hydrated';
import { useI18n } from '../i18n/i18n-provider';
import styles from './search.module.css';

/**
 * The header's search form (catalogue spec §2 "Search", "Header"): a plain GET form to /search
 * (works without JavaScript; the page sends a blank query home), enhanced into an ARIA 1.2
 * combobox with suggestions from the second character, asked for 250 ms after the last keystroke
 * through /api/shop/ (`SearchSuggestions`; Apollo Client is loaded when the box gets the focus, not
 * with the page). The rules live in lib/search/search-suggest.ts.
 *
 * Text typed before hydration is kept: the input is the server's (name q, GET /search, so Enter
 * searches without JavaScript), React keeps its DOM value while it hydrates, and the hydrating
 * commit hands that value to the state before the first paint — a later Enter then searches for it.
 */
export function SearchBox({ initialQuery }: { initialQuery: string }) {
  const { t } = useI18n();
  const router = useRouter();
  const [state, dispatch] = useReducer(suggestReducer, initialQuery, initialSuggestState);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;

  // Marks the form once React drives it (data-ready): text typed before that could be replaced.
  const ready = useHydrated();

  // Typed before hydration: the DOM holds the shopper's text, the state the server's; the text wins.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === state.input) return;
    dispatch({ type: 'typed', input: input.value });
    if (document.activeElement === input) dispatch({ type: 'focus' });
    // Only the hydrating commit: later the state drives the box.
  }, []);

  // The box shows the query of the search page it is on (and is empty elsewhere) — when that
  // changes, not at mount (the server rendered it so, and the shopper may have typed since).
  const shownQuery = useRef(initialQuery);
  useEffect(() => {
    if (shownQuery.current === initialQuery) return;
    shownQuery.current = initialQuery;
    dispatch({ type: 'reset', input: initialQuery });
  }, [initialQuery]);

  const query = state.wanted ? suggestionQuery(state.input) : null;
  useEffect(() => {
    if (query === null) return;
    let live = true;
    const timer = setTimeout(() => {
      import('@/lib/search/suggestions-query')
        .then(({ askSuggestions }) => askSuggestions(query))
        .then((suggestions) => live && dispatch({ type: 'answered', query, suggestions }))
        .catch(() => live && dispatch({ type: 'failed', query }));
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query]);

  // Spec §2: the suggestions close on a click outside the search form.
  useEffect(() => {
    if (!state.open) return;
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !formRef.current?.contains(event.target)) dispatch({ type: 'close', reason: 'outside' });
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [state.open]);

  const go = (text: string) => {
    dispatch({ type: 'close', reason: 'chosen' });
    // On touch screens the keyboard would cover the results.
    if (window.matchMedia('(pointer: coarse)').matches) inputRef.current?.blur();
    router.push(searchTarget(text));
  };

  const choose = (suggestion: string) => {
    dispatch({ type: 'reset', input: suggestion });
    go(suggestion);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the box shows is what is searched for (the DOM's text, also if the state lags behind).
    go(inputRef.current?.value ?? state.input);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (state.suggestions.length === 0) return;
        event.preventDefault();
        dispatch({ type: 'move', by: event.key === 'ArrowDown' ? 1 : -1 });
        return;
      case 'Enter': {
        const chosen = activeSuggestion(state);
        if (chosen === null) return;
        event.preventDefault();
        choose(chosen);
        return;
      }
      case 'Escape':
        // APG: Escape closes the list; with the list closed it clears the box.
        if (state.open) dispatch({ type: 'close', reason: 'escape' });
        else if (state.input !== '') dispatch({ type: 'typed', input: '' });
        else return;
        event.preventDefault();
        return;
    }
  };

  const count = state.suggestions.length;
  return (
    <form ref={formRef} role="search" method="get" action={SEARCH_PATH} className={styles.box} onSubmit={onSubmit} data-ready={ready || undefined}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('ui.search.label')}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="search"
        name="q"
        value={state.input}
        onChange={(event) => dispatch({ type: 'typed', input: event.currentTarget.value })}
        onKeyDown={onKeyDown}
        onFocus={() => {
          dispatch({ type: 'focus' });
          // Suggestions come from the second character: Apollo Client and the query load meanwhile.
          void import('@/lib/search/suggestions-query').then(() => browserShopClient()).catch(() => undefined);
        }}
        onBlur={() => dispatch({ type: 'blur' })}
        placeholder={t('ui.search.placeholder')}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={state.open}
        aria-controls={listId}
        aria-activedescendant={state.open && state.active >= 0 ? optionId(state.active) : undefined}
        className={styles.input}
        data-testid="search-input"
      />
      <button type="submit" className={styles.submit} aria-label={t('ui.search.submit')} title={t('ui.search.submit')}>
        <SearchIcon />
      </button>
      <ul id={listId} role="listbox" aria-label={t('ui.search.suggestions')} className={styles.listbox} hidden={!state.open}>
        {state.suggestions.map((suggestion, index) => (
          <li
            key={suggestion}
            id={optionId(index)}
            role="option"
            aria-selected={state.open && index === state.active}
            className={styles.option}
            // Keeps the focus in the box, so choosing with the mouse does not blur (and close) it first.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => state.active !== index && dispatch({ type: 'hover', index })}
            onClick={() => choose(suggestion)}
          >
            <SearchIcon className={styles.optionIcon} />
            <span>
              {highlightParts(suggestion, state.input).map((part, partIndex) => (part.match ? <mark key={partIndex}>{part.text}</mark> : part.text))}
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {state.open ? t(count === 1 ? 'ui.search.suggestionsCount.one' : 'ui.search.suggestionsCount.other', { count }) : ''}
      </p>
    </form>
  );
}

function SearchIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M15.5 15.5L21 21" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
