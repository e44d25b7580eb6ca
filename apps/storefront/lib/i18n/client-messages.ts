import { CATALOGUES } from './i18n';
import { CLIENT_SCOPES, type ClientScope, type ScopeEntry } from './client-scopes';
import { NO_PARAMS_SUFFIX, type Language, type Messages } from './translate';

// Server only (it reads the catalogues): the part of a catalogue a client scope names.

/** The catalogue keys an entry of a scope names: a key (with its "#noParams" wording) or every key under a prefix ("ui.search.*"). */
export function keysOf(entry: ScopeEntry, catalogue: Messages): string[] {
  if (entry.endsWith('.*')) {
    const prefix = entry.slice(0, -1);
    return Object.keys(catalogue).filter((key) => key.startsWith(prefix));
  }
  return [entry, `${entry}${NO_PARAMS_SUFFIX}`].filter((key) => Object.hasOwn(catalogue, key));
}

const picked = new Map<string, Messages>();

/** The messages of a scope in a language (computed once per scope and language). */
export function scopeMessages(scope: ClientScope, language: Language): Messages {
  const id = `${scope}:${language}`;
  let messages = picked.get(id);
  if (!messages) {
    const catalogue = CATALOGUES[language];
    messages = Object.fromEntries(CLIENT_SCOPES[scope].flatMap((entry) => keysOf(entry, catalogue)).map((key) => [key, catalogue[key]!]));
    picked.set(id, messages);
  }
  return messages;
}
