import { afterEach, describe, expect, it } from '@jest/globals';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MESSAGES_DE } from '@/lib/i18n/i18n';
import { I18nProvider } from '../i18n/i18n-provider';
import { MainCategoriesProvider } from './main-categories';
import { ShopError } from './shop-error';

const CATEGORIES = [
  ['100', 'Schreiben & Zeichnen'],
  ['200', 'Basteln & Gestalten'],
] as const;

/** The error page as the (shop) boundary renders it: in the shop's messages and, with `categories`, inside the shop's frame. */
function render(error: unknown, categories?: readonly (readonly [string, string])[]): string {
  let page: ReactNode = createElement(ShopError, { error, retry: () => undefined });
  if (categories) page = createElement(MainCategoriesProvider, { categories, children: page });
  return renderToStaticMarkup(createElement(I18nProvider, { locale: 'de-DE', messages: MESSAGES_DE, children: page }));
}

// NODE_ENV is typed read-only; the debug box's rule reads it at render time.
const env = process.env as Record<string, string | undefined>;

describe('ShopError (the 500 page of catalogue spec §2)', () => {
  const nodeEnv = env.NODE_ENV;
  afterEach(() => {
    env.NODE_ENV = nodeEnv;
  });

  it('is titled Error and noindex, follow, with headline, text, retry and the way home', () => {
    const html = render(new Error('orchestrator down'), CATEGORIES);
    expect(html).toContain('<title>Fehler</title>');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toMatch(/<h1 class="page-title">Fehler<\/h1>/);
    expect(html).toContain('Der Shop ist gerade nicht erreichbar.');
    expect(html).toMatch(/<button type="button" class="btn btn-large">Erneut versuchen<\/button>/);
    expect(html).toMatch(/<a href="\/" [^>]*data-testid="error-home">Zur Startseite<\/a>/);
    expect(html).toContain('data-page-area="error"');
  });

  it('shows the search box and the main categories of the shop frame, like the 404', () => {
    const html = render(new Error('boom'), CATEGORIES);
    const form = /<form [^>]*data-testid="error-search"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('role="search"');
    expect(form).toContain('action="/search"');
    expect(form).toContain('method="get"');
    expect(html).toContain('<label for="error-search-q">Suchen Sie etwas Bestimmtes?</label>');
    const input = /<input id="error-search-q"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('name="q"');
    expect(input).toContain('type="search"');
    expect(input).toContain('aria-label="Suche"');
    expect(html).toContain('<button type="submit" class="btn">Suchen</button>');
    expect(html).toContain('<nav aria-labelledby="error-categories-title" data-testid="error-categories">');
    expect(html).toContain('Unsere Hauptkategorien');
    // Plain anchors: after an error a full load is the surer way.
    expect(html).toContain('<li><a href="/cat/100">Schreiben &amp; Zeichnen</a></li><li><a href="/cat/200">Basteln &amp; Gestalten</a></li>');
  });

  it('lists no categories outside the shop frame (checkout, root), and keeps the search', () => {
    const html = render(new Error('boom'));
    expect(html).toContain('data-testid="error-search"');
    expect(html).not.toContain('error-categories');
  });

  it('names the error code the server gave (digest)', () => {
    const html = render(Object.assign(new Error('hidden in production'), { digest: '4132123209' }), CATEGORIES);
    expect(html).toContain('Fehlercode: 4132123209');
    expect(html).not.toContain('hidden in production');
  });

  it('shows the raw error in a debug box only in development', () => {
    expect(render(new Error('secret detail'), CATEGORIES)).not.toContain('secret detail');
    env.NODE_ENV = 'development';
    const html = render(new TypeError('secret detail'), CATEGORIES);
    expect(html).toContain('<summary>Fehlerdetails (nur in der Entwicklung)</summary>');
    expect(html).toContain('TypeError: secret detail');
  });
});
