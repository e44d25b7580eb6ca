// The error page's search box and main categories from plain texts: the server's ErrorPage, the
// client NotFoundView (the 404 every shop page's payload carries) and the client error boundary's
// ShopError draw the same markup with them. No next/link here: the error boundary loads with every
// page and links with plain anchors (see ShopError); the 404 and ErrorPage pass Link in.
import type { ComponentType, ReactNode } from 'react';
import type { Translator } from '@/lib/i18n/translate';
import { categoryHref } from '@/lib/site/links';
import styles from './errors.module.css';

/** The texts of the error page's search box. */
export interface ErrorSearchTexts {
  title: string;
  placeholder: string;
  label: string;
  submit: string;
}

/** The search box's texts (with the server's translator and the browser's alike). */
export function errorSearchTexts(t: Translator['t']): ErrorSearchTexts {
  return { title: t('ui.errorPage.searchTitle'), placeholder: t('ui.search.placeholder'), label: t('ui.search.label'), submit: t('ui.search.submit') };
}

/** The search box of the error page: a plain form to /search, works before (and without) JavaScript. */
export function ErrorSearch({ texts }: { texts: ErrorSearchTexts }) {
  return (
    <form action="/search" method="get" role="search" className={styles.search} data-testid="error-search">
      <label htmlFor="error-search-q">{texts.title}</label>
      <div className={styles.searchRow}>
        <input id="error-search-q" name="q" type="search" required maxLength={100} placeholder={texts.placeholder} aria-label={texts.label} />
        <button type="submit" className="btn">
          {texts.submit}
        </button>
      </div>
    </form>
  );
}

/** A main category as the error page lists it: id and name. */
export type ErrorCategory = readonly [id: string, name: string];

/** The main categories of the navigation's top level, as the error page lists them. */
export function mainCategoriesOf(navigation: readonly { id: string; name: string }[]): ErrorCategory[] {
  return navigation.map((category) => [category.id, category.name] as const);
}

/** What draws a category link: next/link, or a plain anchor (a full load). */
export type CategoryAnchor = ComponentType<{ href: string; children: ReactNode }>;

function PlainAnchor({ href, children }: { href: string; children: ReactNode }) {
  return <a href={href}>{children}</a>;
}

/** The main categories of the error page (none: no list). */
export function ErrorCategories({ title, categories, Anchor = PlainAnchor }: { title: string; categories: readonly ErrorCategory[]; Anchor?: CategoryAnchor }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-labelledby="error-categories-title" data-testid="error-categories">
      <h2 id="error-categories-title" className={styles.subtitle}>
        {title}
      </h2>
      <ul className={styles.categories}>
        {categories.map(([id, name]) => (
          <li key={id}>
            <Anchor href={categoryHref(id)}>{name}</Anchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}
