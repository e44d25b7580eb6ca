import { describe, expect, it } from '@jest/globals';
import * as checkoutMachine from '@tafel/checkout-machine';
import * as domain from '@tafel/domain';
import { relative } from 'node:path';
import { keysOf, scopeMessages } from './client-messages';
import { ANSWER_KEYS, CLIENT_SCOPES, type ClientScope } from './client-scopes';
import { ERROR_PAGE_KEYS } from './error-page-texts';
import { MESSAGES_DE, MESSAGES_EN } from './i18n';
import { APP_ROOT, importsOf, routeGraphs, scopeNamesOf, sourceOf, type RouteGraph } from '../../test-support/route-graph';

// "Only the messages a page renders on the client go to the client" — and every one it renders
// does: for each route of app/, the texts its client files name must be among the scopes its
// layouts hand over (<ClientMessages scope="…">). Texts are found as written: a string literal that
// is a catalogue key, a template literal's start before `${` (a family of keys, e.g.
// `tafel.checkout.reason.${reason}`), and the message-key constants client files import from
// @tafel/domain and @tafel/checkout-machine. Keys that arrive as data (a server answer's key, a
// label passed as a prop) the spec cannot see: the scopes hand them over by hand (ANSWER_KEYS), and
// client-answers.spec.ts puts the login's and the payment step's through their routes' scopes; in
// the browser a miss logs console.error and shows the generic text. Each client file counts for the
// routes it is loaded on, with those routes' scopes: toasts too, since useToasts() resolves a toast's
// text with the caller's translator (the toast stack in the root layout renders the text it gets).

const KEYS = new Set(Object.keys(MESSAGES_DE).filter((key) => !key.includes('#')));
const PACKAGE_VALUES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  '@tafel/domain': domain,
  '@tafel/checkout-machine': checkoutMachine,
};

/** The code without its comments (a key named in a comment is not used). */
function code(file: string): string {
  return sourceOf(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:\\'"`])\/\/[^\n]*/g, '$1');
}

/**
 * Client files that bring their texts in their own chunk instead of a scope (the error boundary's
 * page: it must render when the server cannot hand texts over): the keys each may name so.
 * error-page-texts.spec.ts keeps those texts equal to the catalogues'.
 */
const CARRIED: Readonly<Record<string, ReadonlySet<string>>> = {
  'lib/i18n/error-page-texts.ts': new Set(ERROR_PAGE_KEYS),
  'components/errors/shop-error.tsx': new Set(ERROR_PAGE_KEYS),
  // Its errorSearchTexts(t) gets ShopError's translator in the browser (the 404's texts come from the server).
  'components/errors/error-parts.tsx': new Set(ERROR_PAGE_KEYS),
};

interface Needs {
  keys: Map<string, string>;
  prefixes: Map<string, string>;
}

/** The texts the given client files use, each with a file that uses it. */
function needsOf(files: Iterable<string>): Needs {
  const keys = new Map<string, string>();
  const prefixes = new Map<string, string>();
  for (const file of files) {
    const name = relative(APP_ROOT, file);
    const text = code(file);
    const carried = CARRIED[name];
    for (const match of text.matchAll(/(['"])((?:\\.|(?!\1)[^\\\n])*)\1/g)) if (KEYS.has(match[2]!) && !carried?.has(match[2]!)) keys.set(match[2]!, name);
    for (const match of text.matchAll(/`([^`$\\]*)\$\{/g)) {
      const prefix = match[1]!;
      if (prefix.includes('.') && [...KEYS].some((key) => key.startsWith(prefix))) prefixes.set(prefix, name);
    }
    for (const edge of importsOf(file)) {
      const values = PACKAGE_VALUES[edge.spec];
      for (const imported of values ? edge.names : []) {
        const value = values![imported];
        if (typeof value === 'string' && KEYS.has(value)) keys.set(value, name);
      }
    }
  }
  return { keys, prefixes };
}

/** The scopes a route's layouts (and its other server files) hand over. */
function scopesOf(graph: RouteGraph): ClientScope[] {
  return scopeNamesOf(graph).map((name) => {
    if (!(name in CLIENT_SCOPES)) throw new Error(`${graph.route}: no client scope "${name}"`);
    return name as ClientScope;
  });
}

function handedBy(scopes: readonly ClientScope[]): Set<string> {
  return new Set(scopes.flatMap((scope) => Object.keys(scopeMessages(scope, 'de'))).filter((key) => !key.includes('#')));
}

const graphs = routeGraphs();
const routes = graphs.map((graph) => [graph.route, graph] as const);

describe('messages handed to the browser', () => {
  it('finds the routes of app/ and their client files', () => {
    const shopHome = graphs.find((graph) => graph.route === '(shop)/page.tsx');
    expect(shopHome?.clientFiles.size).toBeGreaterThan(0);
    expect([...shopHome!.clientFiles].map((file) => relative(APP_ROOT, file))).toContain('components/search/search-box.tsx');
  });

  it.each(routes)('%s hands its client components every text they use', (_route, graph) => {
    const handed = handedBy(scopesOf(graph));
    const needs = needsOf([...graph.clientFiles, ...graph.lazyClientFiles]);
    const missing = [...needs.keys].filter(([key]) => !handed.has(key)).map(([key, file]) => `${key} (${file})`);
    for (const [prefix, file] of needs.prefixes) {
      for (const key of KEYS) if (key.startsWith(prefix) && !handed.has(key)) missing.push(`${key} (${file}: \`${prefix}\${…}\`)`);
    }
    expect(missing).toEqual([]);
  });

  it.each(routes)('%s sends no catalogue to the browser', (_route, graph) => {
    const catalogueFiles = [...graph.clientFiles, ...graph.lazyClientFiles].map((file) => relative(APP_ROOT, file)).filter((file) => /^lib\/i18n\/(i18n|messages-\w+|client-messages)\.ts$/.test(file));
    expect(catalogueFiles).toEqual([]);
  });

  it('names only keys and prefixes the catalogues have, in both languages alike', () => {
    for (const [scope, entries] of Object.entries(CLIENT_SCOPES)) {
      for (const entry of entries) expect([scope, entry, keysOf(entry, MESSAGES_DE).length > 0]).toEqual([scope, entry, true]);
      expect(Object.keys(scopeMessages(scope as ClientScope, 'en')).sort()).toEqual(Object.keys(scopeMessages(scope as ClientScope, 'de')).sort());
      expect(Object.values(scopeMessages(scope as ClientScope, 'en'))).toEqual(Object.keys(scopeMessages(scope as ClientScope, 'en')).map((key) => (MESSAGES_EN as Record<string, string>)[key]));
    }
  });

  it('hands over no text of a scope that none of its routes uses (answer keys aside)', () => {
    const unused: string[] = [];
    for (const [scope, entries] of Object.entries(CLIENT_SCOPES)) {
      const using = graphs.filter((graph) => scopesOf(graph).includes(scope as ClientScope));
      const needs = using.map((graph) => needsOf([...graph.clientFiles, ...graph.lazyClientFiles]));
      for (const entry of entries) {
        if (ANSWER_KEYS.has(entry)) continue;
        const used = keysOf(entry, MESSAGES_DE)
          .filter((key) => !key.includes('#'))
          .some((key) => needs.some((need) => need.keys.has(key) || [...need.prefixes.keys()].some((prefix) => key.startsWith(prefix))));
        if (!used) unused.push(`${scope}: ${entry}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
